// How a solve of stage 2 tells its story, apart from the search it tells: each step reported to
// whoever observes it and, when tracing, narrated as '#' lines, with the views a trace asked for.

#include <algorithm>
#include <ostream>
#include <string>
#include <string_view>

#include "stage2/display.hpp"
#include "stage2/solver.hpp"

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

}  // namespace sudoku::stage2
