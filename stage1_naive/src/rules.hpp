#pragma once
// The rule of Sudoku checked the plainest way: scan the row, the column and the box.

#include "sudoku/grid.hpp"
#include "sudoku/steps.hpp"
#include "sudoku/values.hpp"

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

// The values the cell may hold given every other cell: its candidates, which a reported guess
// names (the value it holds counts, since the search placed it only where allowed).
inline ValueSet candidates_of(const Grid& grid, int cell) {
  ValueSet candidates;
  for (int value = 1; value <= grid.side(); ++value) {
    if (value == grid[cell] || is_allowed(grid, grid.row_of(cell), grid.col_of(cell), value)) {
      candidates.add(value);
    }
  }
  return candidates;
}

// The guess of `value` at `cell`, as reported to an observer: the cell's candidates, and those
// tried since the search reached it (the ones up to `value`, tried in increasing order).
inline Step guess_step(const Grid& grid, int cell, int value) {
  const ValueSet candidates = candidates_of(grid, cell);
  return {.kind = StepKind::Guess,
          .cell = cell,
          .value = value,
          .values = candidates,
          .tried = candidates & ValueSet::all(value)};
}

// The empty `cell` with no value left to try, as reported to an observer: every candidate it has
// was tried, and failed.
inline Step dead_end_step(const Grid& grid, int cell) {
  return {.kind = StepKind::Contradiction, .cell = cell, .tried = candidates_of(grid, cell)};
}

}  // namespace sudoku::stage1
