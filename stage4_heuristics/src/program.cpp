// Stage 4 as a program and as registry variants.

#include "stage4/program.hpp"

#include <string>

#include "stage4/explain.hpp"
#include "stage4/hint.hpp"
#include "stage4/stage4.hpp"

namespace sudoku::stage4 {

namespace {

// The words --techniques accepts: all, none, and each technique's name.
std::vector<std::string> technique_words() {
  std::vector<std::string> words{"all", "none"};
  for (const Technique technique : kTechniques) words.emplace_back(technique_name(technique));
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
          .give_up_budget = 200'000};
}

}  // namespace

StageProgram program(Search faster) {
  StageProgram program{
      .name = "stage4_heuristics",
      .summary =
          "Stage 4: bitset candidates, human techniques cheapest first, and the most "
          "constrained cell when they stall.",
      .options = {{.name = "--techniques",
                   .help = "the techniques to use, cheapest first: 'all', 'none' (pure "
                           "branching), or a comma-separated list of " +
                           technique_names() +
                           "; by default all, but on 9x9 grids only naked-single, "
                           "hidden-single, pointing, claiming and hidden-pair (the fastest "
                           "there)",
                   .type = OptionType::List,
                   .values = technique_words(),
                   .placeholder = "LIST"},
                  {.name = "--explain",
                   .help = "before each answer, the solve step by step as '#' lines: each "
                           "technique's placements and eliminations with the cells and units "
                           "they concern, each guess and backtrack, and a summary"},
                  {.name = "--hint",
                   .help = "instead of each answer, the next step only, as a '#' line: the "
                           "first step of the cheapest technique that makes progress, or the "
                           "guess the search would make (the puzzle is still solved, to say "
                           "whether it has a solution; --explain is then ignored)"}},
      .default_node_limit = kDefaultNodeLimit,
      .choose_solver = [faster](const CommandLine& given, std::ostream& trace) -> SolveFunction {
        const Search search = faster != nullptr && !given.has("--general-board") ? faster : solve;
        Setup setup;
        if (given.has("--techniques")) {
          setup.techniques = techniques_named(given.words("--techniques"));
        }
        if (given.has("--hint")) {
          return [search, setup, &trace](const Grid& puzzle, const SolveOptions& options) {
            write_hint(puzzle, setup.techniques.value_or(default_techniques(puzzle.side())), trace);
            return search(puzzle, options, setup);
          };
        }
        if (given.has("--explain")) {
          return [search, setup, &trace](const Grid& puzzle, const SolveOptions& options) {
            SolveLog log;
            SolveOptions followed = options;
            followed.on_step = [&log](const Step& step) { log.add(step); };
            SolveResult result = search(puzzle, followed, setup);
            write_log(log, puzzle.side(), trace);
            return result;
          };
        }
        return [search, setup](const Grid& puzzle, const SolveOptions& options) {
          return search(puzzle, options, setup);
        };
      },
      .withholds_solution = [](const CommandLine& given) { return given.has("--hint"); }};
  if (faster != nullptr) {
    program.options.push_back(
        {.name = "--general-board",
         .help = "solve 9x9 grids on the general board too; by default they get a board made for "
                 "9x9, which finds the same solutions after the same steps, faster"});
  }
  return program;
}

std::vector<StageVariant> variants() {
  // Every technique solves and proves unique every catalog puzzle. With none, the branching
  // alone still does the 9x9 grids, but not the half-empty grids from 16x16 up. "default" is the
  // program as it runs when no technique is named. The variants with one technique off measure
  // what that technique buys (bench/stage4_datasets.sh); the correctness suites leave them out.
  std::vector<StageVariant> variants{variant_of("default", {}), variant_of("all", {"all"}),
                                     variant_of("none", {"none"}, {"large", "huge"})};
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
