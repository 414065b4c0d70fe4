// The extension as registry variants: the solver, its portable copy where the processor has a
// wider one, and each step of appendix G's ladder below it.

#include "bands_9x9/bands_9x9.hpp"

namespace sudoku::bands_9x9 {

std::vector<StageVariant> variants() {
  const auto with = [](Parts parts) {
    return [parts](const Grid& puzzle, const SolveOptions& options) {
      return solve(puzzle, options, parts);
    };
  };
  return {{.name = "bands_9x9",
           .stage = "bands_9x9",
           .executable = "stage4_heuristics",
           .solve = with({}),
           .test_node_budget = 5'000'000,
           .extends = "stage4",
           .only_side = 9},
          {.name = "bands_portable_9x9",
           .stage = "bands_9x9",
           .executable = "stage4_heuristics",
           .solve = with({.instructions = Instructions::Portable}),
           .test_node_budget = 5'000'000,
           .ablation = true,
           .extends = "stage4",
           .only_side = 9},
          {.name = "bands_first_pair_9x9",
           .stage = "bands_9x9",
           .executable = "stage4_heuristics",
           .solve = with({.scored_branching = false}),
           .test_node_budget = 5'000'000,
           .ablation = true,
           .extends = "stage4",
           .only_side = 9},
          {.name = "bands_singles_9x9",
           .stage = "bands_9x9",
           .executable = "stage4_heuristics",
           .solve = with({.locked_candidates = false, .scored_branching = false}),
           .test_node_budget = 5'000'000,
           .ablation = true,
           .extends = "stage4",
           .only_side = 9}};
}

}  // namespace sudoku::bands_9x9
