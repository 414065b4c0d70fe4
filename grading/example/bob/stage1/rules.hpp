#pragma once
// Bob's rules: one flag per check, set when the value turns up.

#include "sudoku/grid.hpp"

namespace sudoku::stage1 {

// True when no cell of the row holds the value.
inline bool missing_on_row(const Grid& grid, int row, int value) {
  bool seen = false;
  for (int j = 0; j < grid.side() && !seen; ++j) seen = grid.at(row, j) == value;
  return !seen;
}

// True when no cell of the column holds the value.
inline bool missing_on_column(const Grid& grid, int col, int value) {
  bool seen = false;
  for (int i = 0; i < grid.side() && !seen; ++i) seen = grid.at(i, col) == value;
  return !seen;
}

// True when no cell of the box around (row, col) holds the value.
inline bool missing_on_box(const Grid& grid, int row, int col, int value) {
  const int size = grid.box();
  const int first_row = row - row % size;
  const int first_col = col - col % size;
  bool seen = false;
  for (int i = first_row; i < first_row + size && !seen; ++i) {
    for (int j = first_col; j < first_col + size && !seen; ++j) seen = grid.at(i, j) == value;
  }
  return !seen;
}

// True when the value may go at (row, col).
inline bool is_allowed(const Grid& grid, int row, int col, int value) {
  return missing_on_box(grid, row, col, value) && missing_on_row(grid, row, value) &&
         missing_on_column(grid, col, value);
}

}  // namespace sudoku::stage1
