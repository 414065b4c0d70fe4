#pragma once
// Carol's rules.

#include "sudoku/grid.hpp"

namespace sudoku::stage1 {

// Is `value` absent from row `row`?
inline bool missing_on_row(const Grid& grid, int row, int value) {
  for (int i = grid.side() - 1; i >= 0; --i)
    if (grid.at(row, i) == value)
      return false;
  return true;
}

// Is `value` absent from column `col`?
inline bool missing_on_column(const Grid& grid, int col, int value) {
  for (int i = grid.side() - 1; i >= 0; --i)
    if (grid.at(i, col) == value)
      return false;
  return true;
}

// Is `value` absent from the box holding (row, col)?
inline bool missing_on_box(const Grid& grid, int row, int col, int value) {
  const int n = grid.box();
  const int r0 = (row / n) * n, c0 = (col / n) * n;
  for (int cell = 0; cell < n * n; ++cell)
    if (grid.at(r0 + cell / n, c0 + cell % n) == value)
      return false;
  return true;
}

// Can `value` be written at (row, col)?
inline bool is_allowed(const Grid& grid, int row, int col, int value) {
  return missing_on_row(grid, row, value) and missing_on_column(grid, col, value) and
         missing_on_box(grid, row, col, value);
}

}  // namespace sudoku::stage1
