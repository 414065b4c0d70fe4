// The recursive form of naive backtracking (the first two source documents' isValid/estValide).

#include "rules.hpp"
#include "stage1/stage1.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage1 {

namespace {

// One search: the grid being filled and the tally of its nodes and solutions.
class RecursiveSearch {
 public:
  RecursiveSearch(const Grid& puzzle, const SolveOptions& options)
      : grid_(puzzle), tally_(puzzle, options) {}

  SolveResult run() {
    fill_from(0);
    tally_.stats().guesses = tally_.stats().nodes;
    return tally_.finish();
  }

 private:
  // Fills every empty cell from `position` on; true when the search must stop.
  bool fill_from(int position) {
    // Skipping the givens in a loop, not by recursion as the sources do, keeps the depth at one
    // frame per empty cell.
    while (position < grid_.cell_count() && grid_[position] != 0) ++position;
    if (position == grid_.cell_count()) return tally_.record_solution(grid_);

    const int row = grid_.row_of(position);
    const int col = grid_.col_of(position);
    for (int value = 1; value <= grid_.side(); ++value) {
      if (!is_allowed(grid_, row, col, value)) continue;
      if (!tally_.spend_node()) return true;
      grid_.set(position, value);
      if (tally_.observed()) tally_.report(guess_step(grid_, position, value));
      if (fill_from(position + 1)) return true;
      if (tally_.observed()) report_undone(position, value);
    }
    grid_.set(position, 0);  // every value failed here: empty the cell and step back
    ++tally_.stats().backtracks;
    if (tally_.observed()) tally_.report(dead_end_step(grid_, position));
    return false;
  }

  // Reports the guess of `value` at `cell` undone: everything after it was undone already.
  void report_undone(int cell, int value) const {
    tally_.report({.kind = StepKind::Backtrack, .cell = cell, .value = value, .undone = 1});
  }

  Grid grid_;
  Tally tally_;
};

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  // The search checks only the values it places, so givens that already clash must be caught
  // here or it would "solve" an impossible puzzle.
  if (find_conflict(puzzle)) return Tally(puzzle, options).finish();
  return RecursiveSearch(puzzle, options).run();
}

}  // namespace sudoku::stage1
