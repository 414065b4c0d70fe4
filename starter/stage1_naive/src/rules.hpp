#pragma once
// Starter kit, stage 1: the rule of Sudoku checked the plainest way, by scanning the row, the
// column and the box. Write the four bodies (docs/stage1.md, "The rule"); each says where it
// stands until you do.

#include <stdexcept>

#include "sudoku/grid.hpp"

namespace sudoku::stage1 {

// True when no cell of the row holds the value.
inline bool missing_on_row(const Grid& /*grid*/, int /*row*/, int /*value*/) {
  throw std::logic_error("stage 1: missing_on_row is not written yet");
}

// True when no cell of the column holds the value.
inline bool missing_on_column(const Grid& /*grid*/, int /*col*/, int /*value*/) {
  throw std::logic_error("stage 1: missing_on_column is not written yet");
}

// True when no cell of the box around (row, col) holds the value.
inline bool missing_on_box(const Grid& /*grid*/, int /*row*/, int /*col*/, int /*value*/) {
  throw std::logic_error("stage 1: missing_on_box is not written yet");
}

// True when the value may go at (row, col): its row, column and box do not hold it yet.
inline bool is_allowed(const Grid& /*grid*/, int /*row*/, int /*col*/, int /*value*/) {
  throw std::logic_error("stage 1: is_allowed is not written yet");
}

}  // namespace sudoku::stage1
