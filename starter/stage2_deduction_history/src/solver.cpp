// Starter kit, stage 2: the main loop (deduce, guess, back-play) and the one door every value
// goes through, assign() (docs/stage2.md, "The main loop"). Given: the constructor and the entry
// points; a trace is narrated by take(), narrate() and showing() (narration.cpp, the workbook's).
// Yours: run() and assign().

#include <stdexcept>
#include <string_view>

#include "stage2/display.hpp"
#include "stage2/solver.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage2 {

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

SolveResult solve(const Grid& puzzle, const SolveOptions& options, const Setup& setup) {
  return Solver(puzzle, options, setup).run();
}

SolveResult solve_as_source(const Grid& puzzle, const SolveOptions& options) {
  return Solver(puzzle, options, {BackPlay::ForgetsTried, {}}).run();
}

}  // namespace sudoku::stage2
