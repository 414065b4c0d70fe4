// Starter kit, stage 2: guessing, and revising a guess that led to a contradiction, with the
// memory of the values tried that the source's back_play lacks (docs/stage2.md, "The fix").

#include <stdexcept>

#include "stage2/solver.hpp"

namespace sudoku::stage2 {

// Guesses the smallest candidate of the first empty tile, after tell_candidates(); false when
// there is none to guess.
bool Solver::guess_value() {
  throw std::logic_error("stage 2: Solver::guess_value is not written yet");
}

// Undoes the history to the last guess, reports the backtrack (take), refreshes the board and
// tries that tile's next value; when none is left there, revises the guess before it. False when
// no guess is left (tell_search_over).
bool Solver::back_play() {
  throw std::logic_error("stage 2: Solver::back_play is not written yet");
}

// Tries the next value at the tile of a failed guess (as Setup::back_play says: the source's way
// tells tell_only_struck); false when none is left to try there (tell_all_failed).
bool Solver::resume_after_failure(const Assignment& /*guess*/) {
  throw std::logic_error("stage 2: Solver::resume_after_failure is not written yet");
}

}  // namespace sudoku::stage2
