// The recursive form of naive backtracking (the first two source documents' isValid/estValide).

#include "rules.hpp"
#include "stage1/stage1.hpp"
#include "step_reports.hpp"
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
      if (observed_) report_guess(position, value);
      if (fill_from(position + 1)) return true;
      if (observed_) report_undone(position, value);
    }
    grid_.set(position, 0);  // every value failed here: empty the cell and step back
    ++tally_.stats().backtracks;
    if (observed_) report_dead_end(position);
    return false;
  }

  // The reports to an observer, out of the search's loop: inlined there, their code slowed the
  // search even with no one observing.
  [[gnu::noinline]] void report_guess(int cell, int value) const {
    tally_.report(guess_step(grid_, cell, value));
  }
  // Reports the guess of `value` at `cell` undone: everything after it was undone already.
  [[gnu::noinline]] void report_undone(int cell, int value) const {
    tally_.report(undone_step(cell, value));
  }
  // Reports that `cell` has no value left to try.
  [[gnu::noinline]] void report_dead_end(int cell) const {
    tally_.report(dead_end_step(grid_, cell));
  }

  Grid grid_;
  Tally tally_;
  const bool observed_ = tally_.observed();  // read once: the test sits on the hottest path
};

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  // The search checks only the values it places, so givens that already clash must be caught
  // here or it would "solve" an impossible puzzle.
  if (find_conflict(puzzle)) return Tally(puzzle, options).finish();
  return RecursiveSearch(puzzle, options).run();
}

}  // namespace sudoku::stage1
