// Starter kit, stage 2: the board of tiles, whose candidates stay exact as values come and go.
// Write the bodies below (docs/stage2.md, "Keeping the candidates exact"); each says where it
// stands until you do.

#include <stdexcept>

#include "stage2/board.hpp"

namespace sudoku::stage2 {

// The tiles of the puzzle: the givens in place, every empty tile's candidates exact (refresh).
Board::Board(const Grid& /*puzzle*/) {
  throw std::logic_error("stage 2: the Board constructor is not written yet");
}

// Puts the value in the tile and strikes it from the candidates of every peer.
void Board::place(int /*cell*/, int /*value*/) {
  throw std::logic_error("stage 2: Board::place is not written yet");
}

// Empties the tile: no value, no candidates (refresh() gives them back).
void Board::clear(int /*cell*/) {
  throw std::logic_error("stage 2: Board::clear is not written yet");
}

// Strikes from each empty tile the values its units hold; true when it struck any.
bool Board::clean_grid() {
  throw std::logic_error("stage 2: Board::clean_grid is not written yet");
}

// Recomputes every candidate from the values that stand: all values, then clean_grid().
void Board::refresh() {
  throw std::logic_error("stage 2: Board::refresh is not written yet");
}

// True when every tile holds a value.
bool Board::is_full() const {
  throw std::logic_error("stage 2: Board::is_full is not written yet");
}

// The values as a grid, 0 where a tile is empty.
Grid Board::to_grid() const {
  throw std::logic_error("stage 2: Board::to_grid is not written yet");
}

}  // namespace sudoku::stage2
