// The iterative form of naive backtracking (the third source document's "step back one cell").

#include <span>
#include <vector>

#include "rules.hpp"
#include "stage1/stage1.hpp"
#include "step_reports.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage1 {

namespace {

// The smallest value above `above` allowed in the cell, or 0 when none is left.
int next_allowed(const Grid& grid, int cell, int above) {
  const int row = grid.row_of(cell);
  const int col = grid.col_of(cell);
  for (int value = above + 1; value <= grid.side(); ++value) {
    if (is_allowed(grid, row, col, value)) return value;
  }
  return 0;
}

// The empty cells of `puzzle` in reading order: the path the search walks forward and back along.
std::vector<int> empty_cells(const Grid& puzzle) {
  std::vector<int> path;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] == 0) path.push_back(cell);
  }
  return path;
}

// Reports the value at path[step] undone, if the search has not stepped back past the first cell:
// everything after it was undone already.
void report_undone(Tally& tally, const Grid& grid, std::span<const int> path, int step) {
  if (step < 0 || !tally.observed()) return;
  const int cell = path[static_cast<std::size_t>(step)];
  tally.report(undone_step(cell, grid[cell]));
}

}  // namespace

SolveResult solve_iterative(const Grid& puzzle, const SolveOptions& options) {
  Tally tally(puzzle, options);
  if (find_conflict(puzzle)) return tally.finish();  // see solve(): clashing givens

  const std::vector<int> path = empty_cells(puzzle);
  Grid grid = puzzle;
  const auto length = static_cast<int>(path.size());
  int step = 0;  // index in path of the cell being filled
  while (step >= 0) {
    if (step == length) {  // every cell filled: a solution; step back to look for another
      if (tally.record_solution(grid)) break;
      step = length - 1;
      report_undone(tally, grid, path, step);
      continue;
    }
    const int cell = path[static_cast<std::size_t>(step)];
    // The cell still holds the value it had when the search last left it (0 the first time),
    // so the next value to try is the smallest allowed one above it.
    const int value = next_allowed(grid, cell, grid[cell]);
    if (value == 0) {
      grid.set(cell, 0);
      ++tally.stats().backtracks;
      if (tally.observed()) tally.report(dead_end_step(grid, cell));
      --step;
      report_undone(tally, grid, path, step);
      continue;
    }
    if (!tally.spend_node()) break;
    grid.set(cell, value);
    if (tally.observed()) tally.report(guess_step(grid, cell, value));
    ++step;
  }
  tally.stats().guesses = tally.stats().nodes;
  return tally.finish();
}

}  // namespace sudoku::stage1
