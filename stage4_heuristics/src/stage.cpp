// Stage 4 as a program and as registry variants.

#include "stage4/stage.hpp"

#include <string>

#include "stage4/heuristics.hpp"

namespace sudoku::stage4 {

namespace {

// The words --techniques accepts: all, none, and each technique's name.
std::vector<std::string> technique_words() {
  std::vector<std::string> words{"all", "none"};
  for (const Technique technique : kTechniques) words.emplace_back(technique_name(technique));
  return words;
}

// A registry entry running the techniques of `list`, which may stop on the groups named.
StageVariant variant_of(const std::string& name, const std::string& list,
                        std::set<std::string, std::less<>> gives_up_on = {}) {
  const Setup setup{parse_techniques(list).value_or(Techniques::all())};
  return {"stage4_" + name,
          "stage4",
          "stage4_heuristics",
          {"--techniques", list},
          [setup](const Grid& puzzle, const SolveOptions& options) {
            return solve(puzzle, options, setup);
          },
          5'000'000,
          std::move(gives_up_on),
          200'000};
}

}  // namespace

StageProgram program() {
  return {.name = "stage4_heuristics",
          .summary =
              "Stage 4: bitset candidates, human techniques cheapest first, and the most "
              "constrained cell when they stall.",
          .options = {{.name = "--techniques",
                       .help = "the techniques to use, cheapest first: 'all' (the default), "
                               "'none' (pure branching), or a comma-separated list of " +
                               technique_names(),
                       .type = OptionType::List,
                       .values = technique_words(),
                       .placeholder = "LIST"}},
          .default_node_limit = kDefaultNodeLimit,
          .choose_solver = [](const CommandLine& given, std::ostream&) -> SolveFunction {
            Setup setup;
            if (given.has("--techniques")) {
              setup.techniques =
                  parse_techniques(given.text("--techniques")).value_or(Techniques::all());
            }
            return [setup](const Grid& puzzle, const SolveOptions& options) {
              return solve(puzzle, options, setup);
            };
          }};
}

std::vector<StageVariant> variants() {
  // Every technique solves and proves unique every catalog puzzle. With none, the branching
  // alone still does the 9x9 grids, but not the half-empty 16x16 and 25x25 ones.
  return {variant_of("all", "all"), variant_of("none", "none", {"large"})};
}

}  // namespace sudoku::stage4
