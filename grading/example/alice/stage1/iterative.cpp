// Alice's iterative backtracking: an index into the list of empty cells moves up and down.

#include <vector>

#include "rules.hpp"
#include "stage1/stage1.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage1 {

SolveResult solve_iterative(const Grid& puzzle, const SolveOptions& options) {
  Tally tally(puzzle, options);
  if (find_conflict(puzzle)) return tally.finish();
  Grid grid = puzzle;
  std::vector<int> empties;
  for (int i = 0; i < grid.cell_count(); i++) {
    if (grid[i] == 0) empties.push_back(i);
  }
  const int n = static_cast<int>(empties.size());
  int k = 0;
  while (k >= 0) {
    if (k == n) {
      if (tally.record_solution(grid)) break;
      k--;  // go on from the last cell, for the next solution
      continue;
    }
    const int cell = empties[static_cast<std::size_t>(k)];
    const int r = grid.row_of(cell);
    const int c = grid.col_of(cell);
    int v = grid[cell] + 1;
    while (v <= grid.side() && !is_allowed(grid, r, c, v)) v++;
    if (v > grid.side()) {
      grid.set(cell, 0);
      tally.stats().backtracks++;
      k--;
    } else {
      if (!tally.spend_node()) break;
      grid.set(cell, v);
      k++;
    }
  }
  tally.stats().guesses = tally.stats().nodes;
  return tally.finish();
}

}  // namespace sudoku::stage1
