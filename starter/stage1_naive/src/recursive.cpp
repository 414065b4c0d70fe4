// Starter kit, stage 1: the recursive form of naive backtracking. Fill the first empty cell with
// each allowed value in turn (rules.hpp) and solve the rest the same way; step back when no
// value is left. Count every value placed as a node with sudoku::Tally (sudoku/solve.hpp), which
// also keeps the solutions and stops the search at the node limit. docs/stage1.md explains it.
//
// The search is an object, RecursiveSearch, that owns the grid it fills and its tally; solve()
// and the reports of its steps are given. Write fill_from, the recursion.

#include <stdexcept>

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
  bool fill_from(int position);

  // The reports to an observer, out of the search's loop: inlined there, their code slowed the
  // search even with no one observing. Call each only when observed_ is true.
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
  // Read once: the test sits on the hottest path. fill_from reads it.
  [[maybe_unused]] const bool observed_ = tally_.observed();
};

// Fills every empty cell from `position` on; true when the search must stop (the tally says
// enough solutions, or the node limit is spent).
bool RecursiveSearch::fill_from(int /*position*/) {
  throw std::logic_error("stage 1: RecursiveSearch::fill_from is not written yet");
}

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  // The search checks only the values it places, so givens that already clash must be caught
  // here or it would "solve" an impossible puzzle.
  if (find_conflict(puzzle)) return Tally(puzzle, options).finish();
  return RecursiveSearch(puzzle, options).run();
}

}  // namespace sudoku::stage1
