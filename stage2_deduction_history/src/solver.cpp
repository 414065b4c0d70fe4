// The main loop of stage 2 (deduce, guess, back-play) and the entry points.

#include <string_view>

#include "stage2/solver.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage2 {

Solver::Solver(const Grid& puzzle, const SolveOptions& options, const Setup& setup)
    : setup_(setup),
      board_(puzzle),
      tally_(puzzle, options),
      // The deductions only look at empty tiles, so givens that already clash would go unseen.
      givens_clash_(find_conflict(puzzle).has_value()) {}

SolveResult Solver::run() {
  tell_puzzle();
  if (givens_clash_) {
    tell_givens_clash();
    return tally_.finish();
  }
  for (;;) {
    const Progress progress = deduce();
    if (progress == Progress::OutOfNodes) break;
    if (progress == Progress::NoChange) {
      if (!board_.is_full()) {
        if (!guess_value()) break;
        continue;
      }
      tell_solution();
      if (tally_.record_solution(board_.to_grid())) break;
    }
    // A contradiction, or a solution counted and more wanted: revise the last guess.
    if (!back_play()) break;
  }
  return tally_.finish();
}

// Makes one assignment by `rule` (empty for a guess), found in `unit` when the rule looks at one:
// charges its node, counts it, reports it, places it and records it. False, and nothing placed,
// when the node limit is spent.
bool Solver::assign(const Assignment& assignment, std::string_view rule, int unit) {
  if (!tally_.spend_node()) {
    tell_node_limit();
    return false;
  }
  ++(assignment.guessed ? tally_.stats().guesses : tally_.stats().deductions);
  if (tracing() || tally_.observed()) {
    take({.kind = assignment.guessed ? StepKind::Guess : StepKind::Placement,
          .rule = rule,
          .cell = assignment.cell,
          .value = assignment.value,
          .unit = unit,
          .values = board_[assignment.cell].possible,
          .tried = assignment.tried});
  }
  board_.place(assignment.cell, assignment.value);
  history_.record(assignment);
  return true;
}

SolveResult solve(const Grid& puzzle, const SolveOptions& options, const Setup& setup) {
  return Solver(puzzle, options, setup).run();
}

}  // namespace sudoku::stage2
