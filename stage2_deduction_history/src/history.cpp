// The history of assignments: undoing back to the last guess.

#include "stage2/history.hpp"

namespace sudoku::stage2 {

std::optional<Assignment> History::undo_to_last_guess(Board& board) {
  while (!entries_.empty()) {
    const Assignment last = entries_.back();
    entries_.pop_back();
    board.clear(last.cell);
    if (last.guessed) return last;
  }
  return std::nullopt;
}

}  // namespace sudoku::stage2
