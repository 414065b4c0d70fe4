// The extension as a registry variant.

#include "board_9x9/board_9x9.hpp"

namespace sudoku::board_9x9 {

std::vector<StageVariant> variants() {
  // The program stage4_heuristics solves 9x9 grids on this board unless told --general-board, so
  // the variant's program runs without flags.
  return {{.name = "board_9x9",
           .stage = "board_9x9",
           .executable = "stage4_heuristics",
           .solve = [](const Grid& puzzle,
                       const SolveOptions& options) { return solve(puzzle, options); },
           .test_node_budget = 5'000'000,
           .extends = "stage4",
           .only_side = 9,
           .counters = stage4::counter_names()}};
}

}  // namespace sudoku::board_9x9
