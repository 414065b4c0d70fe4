// Starter kit, stage 2: the main loop (deduce, guess, back-play) and the one door every value
// goes through, assign() (docs/stage2.md, "The main loop"). Given: the entry points, and the
// trace: take() reports a step and narrates it, each tell_ function writes one kind of line
// (narration.cpp, the workbook's; docs/stage2.md, "The trace, line by line", says where each is
// called). Yours: the constructor, run() and assign().

#include <stdexcept>
#include <string_view>

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
// that clash (givens_clash_) leave nothing to search. Tells the puzzle first (tell_puzzle), then
// the clash (tell_givens_clash) or each solution (tell_solution).
SolveResult Solver::run() {
  throw std::logic_error("stage 2: Solver::run is not written yet");
}

// Makes one assignment by `rule` (empty for a guess), found in `unit` when the rule looks at one:
// charges its node, counts it, reports it (take), places it and records it. False, and nothing
// placed, when the node limit is spent (tell_node_limit).
bool Solver::assign(const Assignment& /*assignment*/, std::string_view /*rule*/, int /*unit*/) {
  throw std::logic_error("stage 2: Solver::assign is not written yet");
}

SolveResult solve(const Grid& puzzle, const SolveOptions& options, const Setup& setup) {
  return Solver(puzzle, options, setup).run();
}

}  // namespace sudoku::stage2
