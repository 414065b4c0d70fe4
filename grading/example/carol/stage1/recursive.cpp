// Carol's recursive solver.

#include <vector>

#include "rules.hpp"
#include "stage1/stage1.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage1 {

namespace {

// Tries the values in holes[next], then the holes after it. Returns true to stop everything.
bool place(Grid& grid, Tally& tally, const std::vector<int>& holes, std::size_t next) {
  if (next == holes.size()) return tally.record_solution(grid);
  const int hole = holes[next];
  for (int digit = 1; digit <= grid.side(); ++digit) {
    if (is_allowed(grid, grid.row_of(hole), grid.col_of(hole), digit)) {
      if (!tally.spend_node()) return true;
      grid.set(hole, digit);
      if (place(grid, tally, holes, next + 1)) return true;
    }
  }
  grid.set(hole, 0)
  tally.stats().backtracks += 1;
  return false;
}

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  Tally tally(puzzle, options);
  if (find_conflict(puzzle)) return tally.finish();
  std::vector<int> holes;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell)
    if (puzzle[cell] == 0) holes.push_back(cell);
  Grid grid = puzzle;
  place(grid, tally, holes, 0);
  tally.stats().guesses = tally.stats().nodes;
  return tally.finish();
}

}  // namespace sudoku::stage1
