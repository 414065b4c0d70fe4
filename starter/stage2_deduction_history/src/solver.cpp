// Starter kit, stage 2: the main loop (deduce, guess, back-play) and the one door every value
// goes through, assign() (docs/stage2.md, "The main loop"). Given: the entry points; a trace is
// narrated by take(), narrate() and showing() (narration.cpp, the workbook's). Yours: the
// constructor, run() and assign().

#include <stdexcept>
#include <string_view>

#include "stage2/display.hpp"
#include "stage2/solver.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage2 {

// Prepares a solve: the setup, the board of the puzzle, a tally of the options, and whether the
// givens already clash (find_conflict), which the deductions, looking at empty tiles only, would
// not see.
Solver::Solver(const Grid& puzzle, const SolveOptions& options, const Setup& /*setup*/)
    : board_(puzzle), tally_(puzzle, options) {
  throw std::logic_error("stage 2: the Solver constructor is not written yet");
}

// Deduces until nothing follows, guesses when the grid is not full, records a full grid as a
// solution, and back-plays after a contradiction or a solution, until the search is over; givens
// that clash (givens_clash_) leave nothing to search. Narrates each of these when tracing.
SolveResult Solver::run() {
  throw std::logic_error("stage 2: Solver::run is not written yet");
}

// Makes one assignment by `rule` (empty for a guess), found in `unit` when the rule looks at one:
// charges its node, counts it, reports it, places it and records it. False, and nothing placed,
// when the node limit is spent.
bool Solver::assign(const Assignment& /*assignment*/, std::string_view /*rule*/, int /*unit*/) {
  throw std::logic_error("stage 2: Solver::assign is not written yet");
}

SolveResult solve(const Grid& puzzle, const SolveOptions& options, const Setup& setup) {
  return Solver(puzzle, options, setup).run();
}

}  // namespace sudoku::stage2
