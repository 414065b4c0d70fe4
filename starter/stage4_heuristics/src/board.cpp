// Starter kit, stage 4: the board, whose candidates place() and eliminate() keep exact and
// undo_to() restores through the trail (docs/stage4.md, "Candidates as bits"). Every change calls
// save() first. All of it is yours.

#include "stage4/board.hpp"

#include <stdexcept>
#include <vector>

namespace sudoku::stage4 {

// The board of a puzzle: each empty cell's candidates, the values its three units do not hold;
// a cell left with none marks the board dead.
Board::Board(const Grid& /*puzzle*/) {
  throw std::logic_error("stage 4: the Board constructor is not written yet");
}

// Puts the value in the cell and strikes it from its peers (each change saved first); false
// when a peer is left without candidates.
bool Board::place(int /*cell*/, int /*value*/) {
  throw std::logic_error("stage 4: Board::place is not written yet");
}

// Strikes the values from the cell's candidates; returns how many it struck.
int Board::eliminate(int /*cell*/, Candidates /*values*/) {
  throw std::logic_error("stage 4: Board::eliminate is not written yet");
}

// Restores every change recorded since the trail was `mark` long, latest first, and mends the
// board.
void Board::undo_to(std::size_t /*mark*/) {
  throw std::logic_error("stage 4: Board::undo_to is not written yet");
}

// Records the cell as it stands on the trail, before a change, and stamps its units with the
// clock, so that the techniques look at them again.
void Board::save(int /*cell*/) {
  throw std::logic_error("stage 4: Board::save is not written yet");
}

// Marks the board broken: a cell has no candidate left (the first such cell is kept).
void Board::mark_dead(int /*cell*/) {
  throw std::logic_error("stage 4: Board::mark_dead is not written yet");
}

}  // namespace sudoku::stage4
