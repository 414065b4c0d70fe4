// Guessing, and revising a guess that led to a contradiction: the source's guess_value and
// back_play, with the memory of tried values that its back_play lacks.

#include "stage2/solver.hpp"

namespace sudoku::stage2 {

bool Solver::guess_value() {
  for (int cell = 0; cell < board_.tile_count(); ++cell) {
    const Tile& tile = board_[cell];
    if (tile.value != 0 || tile.possible.empty()) continue;
    tell_candidates();
    const int value = tile.possible.lowest();
    return assign({cell, value, true, Candidates::only(value)}, {});
  }
  return false;
}

bool Solver::back_play() {
  for (;;) {
    const std::size_t before = history_.size();
    const std::optional<Assignment> guess = history_.undo_to_last_guess(board_);
    if (!guess) {
      tell_search_over();
      return false;
    }
    ++tally_.stats().backtracks;
    if (tracing() || tally_.observed()) {
      take({.kind = StepKind::Backtrack,
            .cell = guess->cell,
            .value = guess->value,
            .undone = before - history_.size()});
    }
    // The values around the tile were struck by assignments that are now undone: rebuild them
    // all from the values that stand (the source's steps 3 and 4).
    board_.refresh();
    if (resume_after_failure(*guess)) return !tally_.stopped();
  }
}

// Tries the next value at the tile of a failed guess; false when none is left to try there.
bool Solver::resume_after_failure(const Assignment& guess) {
  Tile& tile = board_[guess.cell];
  if (setup_.back_play == BackPlay::ForgetsTried) {
    // The source strikes the last value only: the ones tried before it are possible again.
    tile.possible.remove(guess.value);
    tell_only_struck(guess);
    return true;
  }
  const Candidates left = tile.possible - guess.tried;
  if (left.empty()) {
    tell_all_failed(guess);
    return false;
  }
  const int value = left.lowest();
  Candidates tried = guess.tried;
  tried.add(value);
  if (left.count() == 1) {
    assign({guess.cell, value, false, {}}, kLastValue);
  } else {
    assign({guess.cell, value, true, tried}, {});
  }
  return true;
}

}  // namespace sudoku::stage2
