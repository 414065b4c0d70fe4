// Stage 4 as a program and as registry variants.

#include "stage4/program.hpp"

#include <algorithm>
#include <iterator>
#include <string>

#include "stage4/stage4.hpp"

namespace sudoku::stage4 {

namespace {

// The words --techniques accepts: all, none, and each technique's name, `extras`' included.
std::vector<std::string> technique_words(std::span<const ExtraTechnique> extras) {
  std::vector<std::string> words{"all", "none"};
  for (const Technique technique : kTechniques) words.emplace_back(technique_name(technique));
  for (const ExtraTechnique& extra : extras) words.emplace_back(extra.name);
  return words;
}

// A registry entry running the techniques named (the default ones when none is), which may stop
// on the groups named.
StageVariant variant_of(const std::string& name, const std::vector<std::string>& techniques,
                        std::set<std::string, std::less<>> gives_up_on = {}) {
  Setup setup;
  std::vector<std::string> flags;
  if (!techniques.empty()) {
    setup.techniques = techniques_named(techniques);
    std::string list;
    for (const std::string& word : techniques) list += (list.empty() ? "" : ",") + word;
    flags = {"--techniques", list};
  }
  return {.name = "stage4_" + name,
          .stage = "stage4",
          .executable = "stage4_heuristics",
          .flags = std::move(flags),
          .solve = [setup](const Grid& puzzle,
                           const SolveOptions& options) { return solve(puzzle, options, setup); },
          .test_node_budget = 5'000'000,
          .may_give_up_on = std::move(gives_up_on),
          .give_up_budget = 200'000,
          .counters = counter_names()};
}

// `setup`, its techniques told that `puzzle` has one solution when it has, which a first search
// within the same limits finds out, if a technique switched on needs to know. That search counts
// with the default techniques: any would count the same, and those are the fastest.
Setup knowing(Search search, const Grid& puzzle, const SolveOptions& options, const Setup& setup) {
  if (!setup.techniques || !setup.techniques->any_assuming_unique()) return setup;
  Setup counting = setup;
  counting.techniques.reset();
  const SolveResult counted =
      search(puzzle, {.max_solutions = 2, .node_limit = options.node_limit, .stop = options.stop},
             counting);
  Setup known = setup;
  if (counted.outcome == Outcome::Solved && counted.solutions == 1) {
    known.techniques = setup.techniques->knowing_unique();
  }
  return known;
}

// The techniques `given` asks for: those --techniques names, or every one where the narration
// teaches (--explain, --hint); none said, the default.
Setup setup_for(const Extensions& extensions, const CommandLine& given) {
  // Assigned rather than initialised: GCC 12 at -O2 with the sanitizers takes the
  // designated initialiser's untouched optional<Grid> for uninitialised (an error here).
  Setup setup;
  if (given.has("--techniques")) {
    setup.techniques = techniques_named(given.words("--techniques"), extensions.techniques);
  } else if (extensions.narration && extensions.narration->teaches &&
             extensions.narration->teaches(given)) {
    setup.techniques = every_technique(extensions.techniques);
  }
  return setup;
}

// True when `given` asks for nothing but answers: no option that shows or bounds stage 4's own
// steps and counts, none of the narration's.
bool is_plain(const Extensions& extensions, const CommandLine& given) {
  for (const char* option :
       {"--stats", "--node-limit", "--all", "--techniques", "--general-board"}) {
    if (given.has(option)) return false;
  }
  if (!extensions.narration) return true;
  return std::ranges::none_of(extensions.narration->options,
                              [&](const Option& option) { return given.has(option.name); });
}

// Solves 9x9 grids with `plain` first, looking for two solutions to know that a solution is the
// only one; `board` solves the other sizes, and the puzzles `plain` finds several solutions to or
// stops on, so that the first solution and the stop are stage 4's.
SolveFunction first_plain(SolveFunction plain, SolveFunction board) {
  return [plain = std::move(plain), board = std::move(board)](const Grid& puzzle,
                                                              const SolveOptions& options) {
    if (puzzle.side() != 9) return board(puzzle, options);
    SolveOptions proving = options;
    proving.max_solutions = std::max<std::uint64_t>(options.max_solutions, 2);
    SolveResult result = plain(puzzle, proving);
    if (result.solutions >= 2 || result.outcome == Outcome::LimitReached) {
      return board(puzzle, options);
    }
    return result;
  };
}

// The solve function the program runs for `given`: on the board made for 9x9 where an extension
// offers one and --general-board does not refuse it, told the puzzle has one solution where a
// technique needs to know, and narrated where an extension narrates (to `trace`).
SolveFunction solver_for(const Extensions& extensions, const CommandLine& given,
                         std::ostream& trace) {
  const Search search =
      extensions.faster != nullptr && !given.has("--general-board") ? extensions.faster : solve;
  const Setup setup = setup_for(extensions, given);
  SolveFunction solver = [search, setup](const Grid& puzzle, const SolveOptions& options) {
    return search(puzzle, options, knowing(search, puzzle, options, setup));
  };
  if (extensions.plain != nullptr && is_plain(extensions, given)) {
    return first_plain(extensions.plain, std::move(solver));
  }
  if (!extensions.narration) return solver;
  return extensions.narration->around(given, std::move(solver), setup.techniques, trace);
}

}  // namespace

StageProgram program(const Extensions& extensions) {
  StageProgram program{
      .name = "stage4_heuristics",
      .summary =
          "Stage 4: bitset candidates, human techniques cheapest first, and the most "
          "constrained cell when they stall.",
      .options = {{.name = "--techniques",
                   .help = "the techniques to use, cheapest first: 'all' (the first eight), "
                           "'none' (pure branching), or a comma-separated list of " +
                           technique_names(extensions.techniques) +
                           "; by default naked-single to hidden-triple, but on 9x9 grids only "
                           "naked-single, hidden-single, pointing, claiming and hidden-pair (the "
                           "fastest there)",
                   .type = OptionType::List,
                   .values = technique_words(extensions.techniques),
                   .placeholder = "LIST"}},
      .default_node_limit = kDefaultNodeLimit,
      .choose_solver = [extensions](const CommandLine& given, std::ostream& trace) {
        return solver_for(extensions, given, trace);
      }};
  if (extensions.narration) {
    std::ranges::copy(extensions.narration->options, std::back_inserter(program.options));
    program.shown = extensions.narration->shown;
  }
  if (extensions.faster != nullptr) {
    program.options.push_back(
        {.name = "--general-board",
         .help = "solve 9x9 grids on the general board too; by default they get solvers made for "
                 "9x9, with the same answers, faster"});
  }
  return program;
}

std::vector<StageVariant> variants() {
  // Every technique solves and proves unique every catalog puzzle. With none, the branching
  // alone still does the 9x9 grids, but not the half-empty grids from 16x16 up. "default" is the
  // program as it runs when no technique is named. The variants with one technique off measure
  // what that technique buys (bench/stage4_datasets.sh); the correctness suites leave them out.
  std::vector<StageVariant> variants{variant_of("default", {}), variant_of("all", {"all"}),
                                     variant_of("none", {"none"}, {"large", "huge", "masked"})};
  for (const Technique off : kTechniques) {
    std::vector<std::string> on;
    for (const Technique each : kTechniques) {
      if (each != off) on.emplace_back(technique_name(each));
    }
    const std::string name = "without_" + name_part(technique_name(off));
    std::set<std::string, std::less<>> gives_up_on;
    if (off != Technique::NakedSingle) gives_up_on.insert("huge");
    StageVariant variant = variant_of(name, on, std::move(gives_up_on));
    variant.ablation = true;
    variants.push_back(std::move(variant));
  }
  return variants;
}

}  // namespace sudoku::stage4
