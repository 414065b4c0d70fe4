// Starter kit, stage 2: the main loop (deduce, guess, back-play) and the one door every value
// goes through, assign() (docs/stage2.md, "The main loop"). Given: the constructor, the narration
// of a trace (take, narrate, showing) and the entry points. Yours: run() and assign().

#include <algorithm>
#include <ostream>
#include <stdexcept>
#include <string_view>

#include "stage2/display.hpp"
#include "stage2/solver.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage2 {

namespace {

// The candidates views take side lines per value: beyond 16x16 they stop being readable.
constexpr int kLargestSideShown = 16;

}  // namespace

Solver::Solver(const Grid& puzzle, const SolveOptions& options, const Setup& setup)
    : setup_(setup),
      board_(puzzle),
      tally_(puzzle, options),
      // The deductions only look at empty tiles, so givens that already clash would go unseen.
      givens_clash_(find_conflict(puzzle).has_value()) {}

// Deduces until nothing follows, guesses when the grid is not full, records a full grid as a
// solution, and back-plays after a contradiction or a solution, until the search is over; givens
// that clash (givens_clash_) leave nothing to search. Narrates each of these when tracing.
SolveResult Solver::run() {
  throw std::logic_error("stage 2: Solver::run is not written yet");
}

// Makes one assignment by `rule` (empty for a guess), found in `unit` when the rule looks at one:
// charges its node, counts it, reports it, places it and records it. False, and nothing placed,
// when the node limit is spent.
bool Solver::assign(const Assignment& assignment, std::string_view rule, int unit) {
  throw std::logic_error("stage 2: Solver::assign is not written yet");
}

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

SolveResult solve(const Grid& puzzle, const SolveOptions& options, const Setup& setup) {
  return Solver(puzzle, options, setup).run();
}

SolveResult solve_as_source(const Grid& puzzle, const SolveOptions& options) {
  return Solver(puzzle, options, {BackPlay::ForgetsTried, {}}).run();
}

}  // namespace sudoku::stage2
