#pragma once
// The rule of Sudoku checked the plainest way: scan the row, the column and the box.

#include "sudoku/grid.hpp"

namespace sudoku::stage1 {

// True when no cell of the row holds the value.
inline bool missing_on_row(const Grid& grid, int row, int value) {
  for (int col = 0; col < grid.side(); ++col) {
    if (grid.at(row, col) == value) return false;
  }
  return true;
}

// True when no cell of the column holds the value.
inline bool missing_on_column(const Grid& grid, int col, int value) {
  for (int row = 0; row < grid.side(); ++row) {
    if (grid.at(row, col) == value) return false;
  }
  return true;
}

// True when no cell of the box around (row, col) holds the value.
inline bool missing_on_box(const Grid& grid, int row, int col, int value) {
  const int top = row - row % grid.box();
  const int left = col - col % grid.box();
  for (int r = top; r < top + grid.box(); ++r) {
    for (int c = left; c < left + grid.box(); ++c) {
      if (grid.at(r, c) == value) return false;
    }
  }
  return true;
}

// True when the value may go at (row, col): its row, column and box do not hold it yet.
inline bool is_allowed(const Grid& grid, int row, int col, int value) {
  return missing_on_row(grid, row, value) && missing_on_column(grid, col, value) &&
         missing_on_box(grid, row, col, value);
}

}  // namespace sudoku::stage1
