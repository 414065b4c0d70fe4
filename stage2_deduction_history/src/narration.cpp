// How a solve of stage 2 tells its story, apart from the search it tells: each step reported to
// whoever observes it and, when tracing, narrated as '#' lines, with the views a trace asked for.

#include <algorithm>
#include <ostream>
#include <string>
#include <string_view>

#include "stage2/display.hpp"
#include "stage2/solver.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku::stage2 {

namespace {

// The candidates views take side lines per value: beyond 16x16 they stop being readable.
constexpr int kLargestSideShown = 16;

}  // namespace

// Reports a step to whoever observes the solve, and narrates it when tracing. A step is taken
// before the history changes, so the next history number is the step's own.
void Solver::take(const Step& step) {
  tally_.report(step);
  if (tracing()) narrate(step_line(board_, history_.size() + 1, step));
}

// Writes text to the trace, one '#' line per line of text.
void Solver::narrate(const std::string& text) {
  // Every line starts with '#', so that a traced output still reads back as puzzles.
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    *setup_.trace.out << "# " << std::string_view(text).substr(start, end - start) << '\n';
    start = end + 1;
  }
}

// True when a view the trace asked for should be shown: the grid is small enough to read it.
bool Solver::showing(bool view_wanted) const {
  return tracing() && view_wanted && board_.side() <= kLargestSideShown;
}

// The first line of a trace: the puzzle's size and its givens.
void Solver::tell_puzzle() {
  if (!tracing()) return;
  narrate("trace of a " + size_name(board_.side()) + " puzzle, " +
          std::to_string(board_.to_grid().filled_count()) + " givens");
}

// Says that the givens clash, so that nothing is searched.
void Solver::tell_givens_clash() {
  if (tracing()) narrate("the givens break a rule: nothing to search");
}

// Says that the board is full: a solution, with the assignments that stand.
void Solver::tell_solution() {
  if (!tracing()) return;
  narrate("the grid is full: a solution, " + std::to_string(history_.size()) +
          " assignments stand");
}

// Says that the node limit refused an assignment.
void Solver::tell_node_limit() {
  if (tracing()) narrate("node limit reached");
}

// Shows where each value fits, before a guess, when the trace asked for candidates.
void Solver::tell_candidates() {
  if (showing(setup_.trace.candidates)) {
    narrate("candidates before this guess:\n" + possible_view(board_));
  }
}

// Shows a unit where hidden singles are found, when the trace asked for units.
void Solver::tell_unit(int unit) {
  if (showing(setup_.trace.units)) narrate(unit_view(board_, unit));
}

// Says that back-play found no guess left to revise.
void Solver::tell_search_over() {
  if (tracing()) narrate("back_play: no guess left to revise, the search is over");
}

// Says what the source's back-play does with a failed guess: strikes its value alone.
void Solver::tell_only_struck(const Assignment& guess) {
  if (!tracing()) return;
  narrate("back_play: only " + std::string(1, symbol_of(guess.value)) + " is struck at " +
          board_.geometry().cell_name(guess.cell) + ", which may now take " +
          symbols_of(board_[guess.cell].possible));
}

// Says that every value of a failed guess's tile has been tried.
void Solver::tell_all_failed(const Assignment& guess) {
  if (!tracing()) return;
  narrate("back_play: every value of " + board_.geometry().cell_name(guess.cell) +
          " has failed (tried " + symbols_of(guess.tried) + ")");
}

}  // namespace sudoku::stage2
