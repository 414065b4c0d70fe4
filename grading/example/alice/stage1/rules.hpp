#pragma once
// Alice's rules: each check walks its unit until it meets the value or runs out of cells.

#include "sudoku/grid.hpp"

namespace sudoku::stage1 {

// True when the value is nowhere on the row.
inline bool missing_on_row(const Grid& grid, int row, int value) {
  int col = 0;
  while (col < grid.side() && grid.at(row, col) != value) col++;
  return col == grid.side();
}

// True when the value is nowhere in the column.
inline bool missing_on_column(const Grid& grid, int col, int value) {
  int row = 0;
  while (row < grid.side() && grid.at(row, col) != value) row++;
  return row == grid.side();
}

// True when the value is nowhere in the box: its k-th cell is k / box rows down and k % box
// columns across from the box's corner.
inline bool missing_on_box(const Grid& grid, int row, int col, int value) {
  const int b = grid.box();
  const int corner_row = row / b * b;
  const int corner_col = col / b * b;
  for (int k = 0; k < grid.side(); k++) {
    if (grid.at(corner_row + k / b, corner_col + k % b) == value) return false;
  }
  return true;
}

// True when the value can go at (row, col).
inline bool is_allowed(const Grid& grid, int row, int col, int value) {
  if (!missing_on_row(grid, row, value)) return false;
  if (!missing_on_column(grid, col, value)) return false;
  return missing_on_box(grid, row, col, value);
}

}  // namespace sudoku::stage1
