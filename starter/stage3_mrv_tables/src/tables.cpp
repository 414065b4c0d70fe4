// Starter kit, stage 3: the lookup tables, the values each row, column and box holds, kept exact
// as values are placed and removed (docs/stage3.md, "The tables"). The constructor is given: it
// records each cell's row, column and box, then places the givens.

#include <stdexcept>

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

// Records that the cell's row, column and box now hold the value.
void Tables::place(int cell, int value) {
  throw std::logic_error("stage 3: Tables::place is not written yet");
}

// Records that the cell's row, column and box no longer hold the value.
void Tables::remove(int cell, int value) {
  throw std::logic_error("stage 3: Tables::remove is not written yet");
}

}  // namespace sudoku::stage3
