// The generator's options as a table, and the recipe a command line asks for.

#include <algorithm>
#include <array>
#include <iterator>

#include "command.hpp"
#include "sudoku/names.hpp"
#include "sudoku/progress.hpp"
#include "sudoku/workers.hpp"

namespace sudoku::stage5 {

namespace {

// The largest grid --minimal makes, as people write it: "25x25".
std::string largest_minimal_grid() {
  return size_name(kLargestMinimalBox * kLargestMinimalBox);
}

// The symmetries' names, as --symmetry takes them.
constexpr std::array<Named<Symmetry>, 5> kSymmetryNames{{{Symmetry::None, "none"},
                                                         {Symmetry::Rotate180, "rot180"},
                                                         {Symmetry::Rotate90, "rot90"},
                                                         {Symmetry::Mirror, "mirror"},
                                                         {Symmetry::Diagonal, "diagonal"}}};

// The level names --difficulty takes: stage 5's, and those of the extension's scale, if any.
std::vector<std::string> difficulty_names(const std::optional<Scale>& scale) {
  std::vector<std::string> names = names_in(kLevelNames);
  if (scale) {
    for (const std::string& name : scale->levels) {
      if (std::ranges::find(names, name) == names.end()) names.push_back(name);
    }
  }
  return names;
}

// The options that say how large a puzzle is and how many of its cells go.
std::vector<Option> size_options() {
  return {{.name = "--size",
           .help = "the side of the grid: 1, 4, 9 (default), 16, 25, 36, 49 or 64",
           .type = OptionType::Number,
           .placeholder = "N",
           .least = 1},
          {.name = "--holes",
           .help = "the share of the cells to empty, in percent (default 40, as the source)",
           .type = OptionType::Number,
           .placeholder = "P"},
          {.name = "--unique",
           .help = "keep a removal only while the puzzle has one solution (the default)"},
          {.name = "--no-unique",
           .help = "empty the cells without checking how many solutions are left"},
          {.name = "--minimal",
           .help = "empty cells until no clue can go without a second solution (up to " +
                   largest_minimal_grid() +
                   "; with --symmetry, no orbit of clues: a clue alone may still go)"},
          {.name = "--clues",
           .help = "aim at N clues instead of a share of holes (fewer may be impossible: the "
                   "puzzle keeps those it needs)",
           .type = OptionType::Number,
           .placeholder = "N"}};
}

// The options of a puzzle's level, with --scale when an extension brings one.
std::vector<Option> level_options(const std::optional<Scale>& scale) {
  std::vector<Option> options{
      {.name = "--difficulty",
       .help = "make puzzles of this level: " + as_alternatives(names_in(kLevelNames)) +
               " (the levels of --rate); the removal is steered by the level's techniques",
       .type = OptionType::Choice,
       .values = difficulty_names(scale),
       .placeholder = "LEVEL"},
      {.name = "--tries",
       .help = "with --difficulty: how many puzzles to make and rate, at most, looking for "
               "one of the level (default 1,000 up to 9x9, scaled by 81 / cells above: 316 "
               "on 16x16, 19 on 64x64)",
       .type = OptionType::Number,
       .placeholder = "N",
       .least = 1,
       .most = 1'000'000}};
  if (scale) {
    options.back().help += "; more at a level of --scale " + scale->name + " that few puzzles have";
    Option option = scale_option(*scale, "with --difficulty, whose levels it names", "those above");
    option.help += ": " + as_alternatives(scale->levels);
    options.insert(options.end() - 1, std::move(option));
  }
  return options;
}

// The options of a run: the holes' symmetry, how many puzzles, on how many threads, whence.
std::vector<Option> run_options() {
  return {{.name = "--symmetry",
           .help = "the holes' symmetry: none (default), rot180 (a half turn), rot90 (quarter "
                   "turns), mirror (left and right) or diagonal",
           .type = OptionType::Choice,
           .values = names_in(kSymmetryNames),
           .placeholder = "KIND"},
          {.name = "--count",
           .help = "how many puzzles to make (default 1)",
           .type = OptionType::Number,
           .placeholder = "N",
           .least = 1},
          {.name = "--jobs",
           .help = "make N puzzles at a time, on N threads; the output is the same as with one "
                   "(default 1)",
           .type = OptionType::Number,
           .placeholder = "N",
           .least = 1,
           .most = kMostJobs},
          {.name = "--seed",
           .help = "the same seed gives the same puzzles on every machine; without it, one is "
                   "drawn and printed on standard error",
           .type = OptionType::Number,
           .placeholder = "SEED"}};
}

// The generator's options, with --scale when an extension brings one.
std::vector<OptionSection> option_table(const std::optional<Scale>& scale) {
  std::vector<Option> making = size_options();
  std::ranges::copy(level_options(scale), std::back_inserter(making));
  std::ranges::copy(run_options(), std::back_inserter(making));
  std::ranges::copy(progress_options(), std::back_inserter(making));
  return {{"Making puzzles", std::move(making)},
          {"Rating puzzles",
           {{.name = "--rate",
             .help = "rate the puzzles of each FILE (none, or '-': standard input) instead of "
                     "making puzzles: each puzzle after its '# rating:' line ('--rate --help' "
                     "lists what else a rating run takes, such as --csv)"}}},
          {"Output",
           {{.name = "--to",
             .help = "line (default), sku or pretty",
             .type = OptionType::Choice,
             .values = {"line", "sku", "pretty"},
             .placeholder = "FORMAT"},
            {.name = "--solution",
             .help = "after each puzzle, its solution as a '# solution:' comment line"}}},
          help_and_version()};
}

// The symmetry a --symmetry word names (the table has checked the word).
Symmetry symmetry_named(const std::string& word) {
  return value_named(kSymmetryNames, word).value_or(Symmetry::None);
}

// The box of the grid --size asks for; throws UsageError for a side no grid has.
int box_asked(const CommandLine& given) {
  const std::uint64_t side = given.number("--size", 9);
  const int box = side <= 64 ? box_for_side(static_cast<int>(side)) : 0;
  if (box == 0) {
    throw UsageError("--size must be 1, 4, 9, 16, 25, 36, 49 or 64, got " + std::to_string(side));
  }
  return box;
}

// Throws UsageError for options that ask for two things at once.
void refuse_clashes(const CommandLine& given) {
  if (given.has("--unique") && given.has("--no-unique")) {
    throw UsageError("--unique and --no-unique cannot go together");
  }
  const int named = given.has("--holes") + given.has("--clues") + given.has("--minimal") +
                    given.has("--difficulty");
  if (named > 1) {
    throw UsageError("--holes, --clues, --minimal and --difficulty cannot go together");
  }
  if (given.has("--difficulty") && given.has("--no-unique")) {
    throw UsageError("a puzzle of a --difficulty level is unique: no --no-unique");
  }
  if (given.has("--minimal") && given.has("--no-unique")) {
    throw UsageError("a --minimal puzzle is unique: no --no-unique");
  }
}

// The holes that leave the clues --clues asks for on a grid of `box`; throws UsageError for more
// clues than cells.
int holes_for_clues(const CommandLine& given, int box) {
  const std::uint64_t clues = given.number("--clues");
  const int cells = box * box * box * box;
  if (clues > static_cast<std::uint64_t>(cells)) {
    throw UsageError("--clues must be at most the " + std::to_string(cells) + " cells of the grid");
  }
  return cells - static_cast<int>(clues);
}

}  // namespace

bool scaled(const CommandLine& given, const std::optional<Scale>& scale) {
  return scale && given.text("--scale") == scale->name;
}

Option scale_option(const Scale& scale, const std::string& what, const std::string& stage5) {
  return {.name = "--scale",
          .help = what + ": stage5 (the default, " + stage5 + ") or " + scale.name + " (" +
                  scale.help + ")",
          .type = OptionType::Choice,
          .values = {"stage5", scale.name},
          .placeholder = "NAME"};
}

ProgramIntro intro(const std::optional<Scale>& scale) {
  return program_intro(kName,
                       std::string("usage: ") + kName + " [OPTION]...\n" + "   or: " + kName +
                           " --rate [OPTION]... [FILE]...\n" +
                           "Stage 5: makes random puzzles, unique unless told otherwise, with "
                           "stage 4's solver.\n\n",
                       option_table(scale));
}

Recipe recipe_of(const CommandLine& given) {
  const int box = box_asked(given);
  const std::uint64_t percent = given.number("--holes", 40);
  if (percent > 100) {
    throw UsageError("--holes is a percentage, from 0 to 100, got " + std::to_string(percent));
  }
  refuse_clashes(given);
  const Symmetry symmetry = symmetry_named(given.text("--symmetry"));
  if (given.has("--minimal")) {
    if (box > kLargestMinimalBox) {
      throw UsageError("--minimal makes puzzles up to " + largest_minimal_grid() + ", got --size " +
                       std::to_string(given.number("--size", 9)));
    }
    return {.box = box, .symmetry = symmetry};
  }
  const int holes = given.has("--clues") ? holes_for_clues(given, box)
                                         : holes_for_percent(box, static_cast<int>(percent));
  Recipe recipe = given.has("--no-unique") ? Recipe{.box = box, .holes = holes, .unique = false}
                                           : unique_recipe(box, holes);
  recipe.symmetry = symmetry;
  return recipe;
}

}  // namespace sudoku::stage5
