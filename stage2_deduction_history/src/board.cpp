// Tiles and candidates: the board the solver works on, kept exact as values come and go.

#include "stage2/board.hpp"

namespace sudoku::stage2 {

Board::Board(const Grid& puzzle)
    : box_(puzzle.box()),
      tiles_(static_cast<std::size_t>(puzzle.cell_count())),
      geometry_(&Geometry::of(box_)) {
  for (int cell = 0; cell < tile_count(); ++cell) (*this)[cell].value = puzzle[cell];
  refresh();
}

void Board::place(int cell, int value) {
  (*this)[cell] = Tile{value, {}};
  for (const int peer : geometry().peers(cell)) (*this)[peer].possible.remove(value);
}

void Board::clear(int cell) {
  (*this)[cell] = Tile{};
}

bool Board::clean_grid() {
  // First what each unit holds, so that each tile is then cleaned in three steps instead of a
  // walk over its peers.
  std::vector<Candidates> held(static_cast<std::size_t>(geometry().unit_count()));
  for (int unit = 0; unit < geometry().unit_count(); ++unit) {
    for (const int cell : geometry().cells(unit)) {
      if ((*this)[cell].value != 0) held[static_cast<std::size_t>(unit)].add((*this)[cell].value);
    }
  }
  bool struck = false;
  for (int cell = 0; cell < tile_count(); ++cell) {
    Tile& tile = (*this)[cell];
    if (tile.value != 0) continue;
    Candidates kept = tile.possible;
    for (const int unit : geometry().units_of(cell)) {
      kept -= held[static_cast<std::size_t>(unit)];
    }
    struck = struck || kept != tile.possible;
    tile.possible = kept;
  }
  return struck;
}

void Board::refresh() {
  for (Tile& tile : tiles_)
    tile.possible = tile.value == 0 ? Candidates::all(side()) : Candidates{};
  clean_grid();
}

bool Board::is_full() const {
  for (const Tile& tile : tiles_) {
    if (tile.value == 0) return false;
  }
  return true;
}

Grid Board::to_grid() const {
  Grid grid(box_);
  for (int cell = 0; cell < tile_count(); ++cell) grid.set(cell, (*this)[cell].value);
  return grid;
}

}  // namespace sudoku::stage2
