// The lookup tables, kept exact as values are placed and removed.

#include "stage3/tables.hpp"

namespace sudoku::stage3 {

Tables::Tables(const Grid& grid)
    : all_(ValueSet::all(grid.side())),
      rows_(static_cast<std::size_t>(grid.side())),
      columns_(static_cast<std::size_t>(grid.side())),
      boxes_(static_cast<std::size_t>(grid.side())) {
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    const int row = grid.row_of(cell), column = grid.col_of(cell);
    places_.push_back({static_cast<std::uint8_t>(row), static_cast<std::uint8_t>(column),
                       static_cast<std::uint8_t>(grid.box_of(row, column))});
    if (grid[cell] != 0) place(cell, grid[cell]);
  }
}

void Tables::place(int cell, int value) {
  const Place& at = places_[static_cast<std::size_t>(cell)];
  rows_[at.row].add(value);
  columns_[at.column].add(value);
  boxes_[at.box].add(value);
}

void Tables::remove(int cell, int value) {
  const Place& at = places_[static_cast<std::size_t>(cell)];
  rows_[at.row].remove(value);
  columns_[at.column].remove(value);
  boxes_[at.box].remove(value);
}

}  // namespace sudoku::stage3
