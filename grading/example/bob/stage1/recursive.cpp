// Bob's backtracking: a solver object walks the grid row by row, column by column.

#include "rules.hpp"
#include "stage1/stage1.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage1 {

namespace {

class Solver {
 public:
  Solver(const Grid& puzzle, const SolveOptions& options) : board_(puzzle), count_(puzzle, options) {}

  SolveResult result() {
    if (!find_conflict(board_)) visit(0, 0);
    count_.stats().guesses = count_.stats().nodes;
    return count_.finish();
  }

 private:
  // Solves from (row, col) to the end of the grid; true once it is solved or out of nodes.
  bool visit(int row, int col) {
    for (; row < board_.side(); ++row, col = 0) {
      for (; col < board_.side(); ++col) {
        if (board_.at(row, col) == 0) return guess(row, col);
      }
    }
    count_.record_solution(board_);
    return true;  // solved
  }

  // Tries each value the rules allow at (row, col), in order.
  bool guess(int row, int col) {
    for (int digit = 1; digit <= board_.side(); ++digit) {
      if (!is_allowed(board_, row, col, digit)) continue;
      if (!count_.spend_node()) return true;
      board_.set(row, col, digit);
      if (visit(row, col + 1)) return true;
    }
    board_.set(row, col, 0);
    ++count_.stats().backtracks;
    return false;
  }

  Grid board_;
  Tally count_;
};

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  return Solver(puzzle, options).result();
}

}  // namespace sudoku::stage1
