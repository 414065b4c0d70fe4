// The generator's command line: the options as a table, then one puzzle after another.

#include "stage5/program.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <functional>
#include <iterator>
#include <optional>
#include <ostream>
#include <random>
#include <vector>

#include "stage5/rating.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/figures.hpp"
#include "sudoku/files.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/names.hpp"
#include "sudoku/options.hpp"
#include "sudoku/progress.hpp"
#include "sudoku/workers.hpp"
#include "sudoku/writer.hpp"

namespace sudoku::stage5 {

namespace {

// The largest grid --minimal makes, as people write it: "25x25".
std::string largest_minimal_grid() {
  return size_name(kLargestMinimalBox * kLargestMinimalBox);
}

constexpr const char* kName = "stage5_generator";

// The symmetries' names, as --symmetry takes them.
constexpr std::array<Named<Symmetry>, 5> kSymmetryNames{{{Symmetry::None, "none"},
                                                         {Symmetry::Rotate180, "rot180"},
                                                         {Symmetry::Rotate90, "rot90"},
                                                         {Symmetry::Mirror, "mirror"},
                                                         {Symmetry::Diagonal, "diagonal"}}};

// True when the command line `given` chooses the extension's scale with --scale.
bool scaled(const CommandLine& given, const std::optional<Scale>& scale) {
  return scale && given.text("--scale") == scale->name;
}

// --scale, which chooses stage 5's levels or those of the extension's `scale`: `what` says what it
// chooses, `stage5` what stage 5's are.
Option scale_option(const Scale& scale, const std::string& what, const std::string& stage5) {
  return {.name = "--scale",
          .help = what + ": stage5 (the default, " + stage5 + ") or " + scale.name + " (" +
                  scale.help + ")",
          .type = OptionType::Choice,
          .values = {"stage5", scale.name},
          .placeholder = "NAME"};
}

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

// The generator's options, with --scale when an extension brings one.
std::vector<OptionSection> option_table(const std::optional<Scale>& scale) {
  std::vector<OptionSection> table{
      {"Making puzzles",
       {{.name = "--size",
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
         .placeholder = "N"},
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
         .most = 1'000'000},
        {.name = "--symmetry",
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
         .placeholder = "SEED"}}},
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
  if (scale) {
    auto& making = table.front().options;
    const auto tries = std::ranges::find(making, "--tries", &Option::name);
    tries->help += "; more at a level of --scale " + scale->name + " that few puzzles have";
    Option option = scale_option(*scale, "with --difficulty, whose levels it names", "those above");
    option.help += ": " + as_alternatives(scale->levels);
    making.insert(tries, std::move(option));
  }
  std::ranges::copy(progress_options(), std::back_inserter(table.front().options));
  return table;
}

// The generator as it introduces itself: its name, --help and options.
ProgramIntro intro(const std::optional<Scale>& scale) {
  return program_intro(kName,
                       std::string("usage: ") + kName + " [OPTION]...\n" + "   or: " + kName +
                           " --rate [OPTION]... [FILE]...\n" +
                           "Stage 5: makes random puzzles, unique unless told otherwise, with "
                           "stage 4's solver.\n\n",
                       option_table(scale));
}

// The rating of stage 5 itself, in the two forms --rate writes.
RatingText stage5_rating(const SolveResult& count) {
  const Rating rating = rating_of(count);
  return {.line = describe(rating), .csv = csv_fields(rating)};
}

// The rater as a solver stage's program: it reads puzzles as every stage does, and answers each
// with the puzzle itself after its rating, or under --csv with a line of both; with --scale, the
// rating of an extension's scale instead of stage 5's.
StageProgram rater(const std::optional<Scale>& scale, stage4::Search search) {
  StageProgram program{
      .name = kName,
      .summary =
          "Stage 5: rates puzzles by the costliest technique a solve needs when the "
          "techniques are tried cheapest first (stage 4's solver, stopped at a second "
          "solution).",
      .options = {{.name = "--rate",
                   .help = "print each puzzle after its rating, a '# rating:' line: its level (" +
                           as_alternatives(names_in(kLevelNames)) +
                           "), its score, the hardest technique it needs and the work of each; a "
                           "puzzle without one solution has none"},
                  {.name = "--csv",
                   .help = "instead, a line per puzzle after a header line: the puzzle, its "
                           "level, score and hardest technique, separated by commas"}},
      .default_node_limit = stage4::kDefaultNodeLimit,
      .choose_solver = [scale, search](const CommandLine& given,
                                       std::ostream& trace) -> SolveFunction {
        const bool csv = given.has("--csv");
        const bool counts = given.has("--count") || given.has("--all");
        const bool other_scale = scaled(given, scale);
        return [&trace, csv, counts, other_scale, scale, search](const Grid& puzzle,
                                                                 const SolveOptions& options) {
          SolveResult solve = rating_solve(puzzle, options, search);
          const RatingText rating =
              other_scale ? scale->rate(puzzle, solve, options.stop) : stage5_rating(solve);
          if (csv) {
            trace << to_line(puzzle) << ',' << rating.csv << '\n';
          } else {
            trace << "# rating: " << rating.line << '\n';
          }
          // --count and --all want the runner's own limit of solutions, not the rating's two.
          if (counts) solve = search(puzzle, options, {});
          return solve;
        };
      },
      .shown =
          [](const CommandLine& given) {
            return given.has("--csv") ? Shown::Nothing : Shown::Puzzle;
          },
      .first_line = [scale](const CommandLine& given) -> std::string {
        if (!given.has("--csv")) return "";
        return scaled(given, scale) ? scale->csv_header : "puzzle,level,score,hardest";
      }};
  if (scale) {
    program.options.push_back(scale_option(*scale, "the scale of the ratings",
                                           "the levels above and a score of the work"));
  }
  return program;
}

// The symmetry a --symmetry word names (the table has checked the word).
Symmetry symmetry_named(const std::string& word) {
  return value_named(kSymmetryNames, word).value_or(Symmetry::None);
}

// The recipe the options give (for --minimal and --difficulty, only its size and symmetry
// count); throws UsageError for a size or share that cannot be made.
Recipe recipe_of(const CommandLine& given) {
  const std::uint64_t side = given.number("--size", 9);
  const int box = side <= 64 ? box_for_side(static_cast<int>(side)) : 0;
  if (box == 0) {
    throw UsageError("--size must be 1, 4, 9, 16, 25, 36, 49 or 64, got " + std::to_string(side));
  }
  const std::uint64_t percent = given.number("--holes", 40);
  if (percent > 100) {
    throw UsageError("--holes is a percentage, from 0 to 100, got " + std::to_string(percent));
  }
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
  if (given.has("--minimal")) {
    if (given.has("--no-unique")) throw UsageError("a --minimal puzzle is unique: no --no-unique");
    if (box > kLargestMinimalBox) {
      throw UsageError("--minimal makes puzzles up to " + largest_minimal_grid() + ", got --size " +
                       std::to_string(side));
    }
    return {.box = box, .symmetry = symmetry_named(given.text("--symmetry"))};
  }
  int holes = holes_for_percent(box, static_cast<int>(percent));
  if (given.has("--clues")) {
    const std::uint64_t clues = given.number("--clues");
    const int cells = box * box * box * box;
    if (clues > static_cast<std::uint64_t>(cells)) {
      throw UsageError("--clues must be at most the " + std::to_string(cells) +
                       " cells of the grid");
    }
    holes = cells - static_cast<int>(clues);
  }
  Recipe recipe = given.has("--no-unique") ? Recipe{.box = box, .holes = holes, .unique = false}
                                           : unique_recipe(box, holes);
  recipe.symmetry = symmetry_named(given.text("--symmetry"));
  return recipe;
}

// The part of a puzzle of a level under way: one of the tries.
constexpr const char* kTry = "try";

// How far a run has got, for its progress line: written by the threads that make the puzzles,
// read by the line's thread.
struct Making {
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  std::uint64_t count = 1;                 // puzzles asked
  std::atomic<std::uint64_t> made{0};      // puzzles written
  std::atomic<const char*> part{nullptr};  // with one thread: the part of the puzzle under way
  std::atomic<int> done{0};                // how much of it is done
  std::atomic<int> total{0};               // of how much

  // "stage5_generator: 3 of 10 puzzles, 12 s; a minimal 25x25: 312 of 625 orbits tried".
  std::string line(const std::string& what) const {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::string text = std::string(kName) + ": " + grouped(static_cast<double>(made)) + " of " +
                       grouped(static_cast<double>(count)) + " puzzles, " + grouped(seconds) + " s";
    const char* now = part.load();
    if (now == kTry) {
      text += "; " + what + ": try " + grouped(done) + " of at most " + grouped(total);
    } else if (now != nullptr) {
      text += "; " + what + ": " + grouped(done) + " of " + grouped(total) + ' ' + now;
    }
    return text;
  }
};

// Makes a puzzle of one level: a grid of side box * box, its holes' symmetry, everything drawn
// from the random source, the search's tries.
using LevelMaker = std::function<std::optional<Made>(int box, Symmetry symmetry, Random& random,
                                                     const LevelSearch& search)>;

// A level --difficulty names: its name, what makes its puzzles, and how many tries by default.
struct LevelOrder {
  std::string name;
  LevelMaker make;
  int tries = kLevelTries;
};

// The level --difficulty names, on the scale --scale names, for a grid of side box * box; throws
// UsageError for a level of another scale.
LevelOrder level_of(const CommandLine& given, const std::optional<Scale>& scale, int box) {
  const std::string name = given.text("--difficulty");
  if (scaled(given, scale)) {
    const auto found = std::ranges::find(scale->levels, name);
    if (found == scale->levels.end()) {
      throw UsageError("--difficulty " + name + " is not a level of --scale " + scale->name + ": " +
                       as_alternatives(scale->levels));
    }
    const auto index = static_cast<std::size_t>(found - scale->levels.begin());
    return {
        .name = name,
        .make =
            [scale, index](int size, Symmetry symmetry, Random& random, const LevelSearch& search) {
              return scale->make(index, size, symmetry, random, search);
            },
        .tries = scale->tries(index, box)};
  }
  const std::optional<Level> level = parse_level(name);
  if (!level) {
    throw UsageError("--difficulty " + name + " is a level of --scale " +
                     (scale ? scale->name : "?") +
                     " (stage 5's: " + as_alternatives(names_in(kLevelNames)) + ")");
  }
  return {.name = name,
          .make =
              [level](int size, Symmetry symmetry, Random& random, const LevelSearch& search) {
                return make_puzzle_at(*level, size, symmetry, random, search);
              },
          .tries = level_tries(box)};
}

// What a run makes: puzzles by a recipe, minimal puzzles, or puzzles of a level.
struct Order {
  Recipe recipe;
  bool minimal = false;
  std::string level = {};                     // the level's name, or empty
  LevelMaker at_level = {};                   // what makes its puzzles
  OtherSolutionSearch last_checks = nullptr;  // how a minimal dig settles its last checks
  int most_tries = kLevelTries;               // how many puzzles of another level before giving up
  Making* making = nullptr;  // where one puzzle at a time reports how far it has got, if anywhere

  // The puzzle of `seed`; nothing when no puzzle of the level was found.
  std::optional<Made> make(std::uint64_t seed) const {
    Random random(seed);
    if (at_level) {
      LevelSearch search{
          .last_checks = last_checks, .most_tries = most_tries, .search = recipe.search};
      if (making) {
        search.on_try = [this](int attempt) { report(kTry, attempt, most_tries); };
      }
      return at_level(recipe.box, recipe.symmetry, random, search);
    }
    if (!minimal) return make_puzzle(recipe, random);
    MinimalRecipe minimal_recipe{.box = recipe.box,
                                 .symmetry = recipe.symmetry,
                                 .last_checks = last_checks,
                                 .search = recipe.search};
    if (making) {
      minimal_recipe.on_progress = [this](std::string_view part, int done, int total) {
        report(part.data(), done, total);  // a literal (see MinimalRecipe::on_progress)
      };
    }
    return make_minimal_puzzle(minimal_recipe, random);
  }

  // Tells the progress line where the puzzle under way is.
  void report(const char* part, int done, int total) const {
    making->done = done;
    making->total = total;
    making->part = part;
  }

  // What the puzzle under way is, as the progress line names it: "a minimal 25x25".
  std::string what() const {
    const std::string size = size_name(recipe.box * recipe.box);
    if (level.empty()) return (minimal ? "a minimal " : "a ") + size;
    return (std::string_view("aeiou").find(level.front()) != std::string_view::npos ? "an "
                                                                                    : "a ") +
           level + ' ' + size;
  }
};

// How many puzzles each thread gets per round under --jobs: enough that a round's start and end
// cost little, few enough that large puzzles still come out at a steady pace.
constexpr std::size_t kPuzzlesPerJob = 8;

// The text of one puzzle, and of its solution when asked: a line, or a block ending in a newline.
std::string written(const Made& made, OutputFormat format, bool with_solution) {
  std::string text = write_grid(made.puzzle, format);
  if (format == OutputFormat::Line) text += '\n';
  if (with_solution) text += "# solution: " + to_line(made.solution) + '\n';
  return text;
}

// Runs the command line `args` with the build's `extensions`.
int run_program(std::span<const std::string> args, const Console& console,
                const Extensions& extensions) {
  if (std::ranges::find(args, "--rate") != args.end()) {
    return run_stage_program(rater(extensions.scale, extensions.search), args, console);
  }
  Recipe recipe;
  CommandLine given;
  std::size_t jobs = 1;
  std::optional<bool> progress_given;
  LevelOrder level;
  const auto read = [&](const CommandLine& options) {
    given = options;
    if (!given.operands().empty()) {
      throw UsageError("no file to read: the generator makes its puzzles (got '" +
                       given.operands().front() + "')");
    }
    recipe = recipe_of(given);
    recipe.search = extensions.search;
    if (given.has("--difficulty")) {
      level = level_of(given, extensions.scale, recipe.box);
    } else if (given.has("--scale")) {
      throw UsageError("--scale chooses the levels of --difficulty (or of --rate)");
    }
    jobs = jobs_given(given);
    progress_given = progress_asked(given);
  };
  if (const std::optional<int> status =
          start_program(intro(extensions.scale), args, console, read)) {
    return *status;
  }
  std::uint64_t seed = given.number("--seed");
  if (!given.has("--seed")) {
    seed = (std::uint64_t{std::random_device{}()} << 32) | std::random_device{}();
    console.err << kName << ": seed " << seed << " (--seed " << seed
                << " makes these puzzles again)\n";
  }
  const std::uint64_t count = given.number("--count", 1);
  Making making{.count = count};
  const bool show_progress = progress_given.value_or(console.err_is_terminal);
  const Order order{.recipe = recipe,
                    .minimal = given.has("--minimal"),
                    .level = level.name,
                    .at_level = level.make,
                    .last_checks = extensions.last_checks,
                    .most_tries = static_cast<int>(
                        given.number("--tries", static_cast<std::uint64_t>(level.tries))),
                    .making = show_progress && jobs == 1 ? &making : nullptr};
  // After what its thread reads, so that it stops before they go.
  std::optional<ProgressLine> progress;
  if (show_progress) {
    progress.emplace(console);
  }
  std::ostream& err = progress ? progress->err() : console.err;
  if (progress) progress->start([&] { return making.line(order.what()); });
  const OutputFormat format =
      given.has("--to") ? *parse_output_format(given.text("--to")) : OutputFormat::Line;
  // Each puzzle has a seed of its own, drawn from the run's: puzzle k is the same whether it is
  // made alone or after others, on one thread or several. The puzzles are made in rounds, on the
  // workers and this thread, each taking the next puzzle left.
  Random seeds(seed);
  WatchedOutput out(progress ? progress->out() : console.out);
  std::vector<std::uint64_t> round;
  std::vector<std::optional<Made>> made_in_round;
  Workers workers(jobs - 1, [&](std::size_t item, std::size_t) {
    made_in_round[item] = order.make(round[item]);
  });
  if (const std::string fewer = fewer_threads(kName, jobs, workers); !fewer.empty()) {
    err << fewer << '\n';
  }
  // Two plain values rather than an optional, which GCC 12 at -O3 takes for uninitialised.
  const bool clues_given = given.has("--clues");
  const std::uint64_t clues_asked = given.number("--clues", 0);
  for (std::uint64_t k = 0; k < count;) {
    round.resize(std::min<std::uint64_t>(count - k, jobs * kPuzzlesPerJob));
    for (std::uint64_t& each : round) each = seeds.next();
    made_in_round.assign(round.size(), std::nullopt);
    workers.start(round.size());
    workers.finish();
    for (const std::optional<Made>& made : made_in_round) {
      if (!made) {
        out.flush();
        if (progress) progress->stop();
        err << kName << ": no " << size_name(recipe.box * recipe.box) << " puzzle of level "
            << order.level << " in " << order.most_tries << " tries (--tries N allows more)\n";
        return 1;
      }
      ++making.made;
      if (k++ > 0 && format != OutputFormat::Line) out.write("\n");
      out.write(written(*made, format, given.has("--solution")));
      if (clues_given) {
        const auto clues = static_cast<std::uint64_t>(made->puzzle.cell_count() -
                                                      std::ranges::count(made->puzzle.values(), 0));
        if (clues > clues_asked) {
          err << kName << ": puzzle " << k << " has " << clues << " clues, not the " << clues_asked
              << " asked: no other clue could go while the puzzle stayed unique\n";
        }
      }
    }
    if (out.failed()) break;  // the puzzles after a failed write would be lost
  }
  const bool written = out.flush();
  if (progress) progress->stop();
  if (!written) {
    err << out.failure(kName, "the puzzles") << '\n';
    return 2;
  }
  return 0;
}

}  // namespace

ProgramRun program(const Extensions& extensions) {
  return [extensions](std::span<const std::string> args, const Console& console) {
    return run_program(args, console, extensions);
  };
}

}  // namespace sudoku::stage5
