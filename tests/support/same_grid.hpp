#pragma once
// Grids compared so that a failure names the cells that differ, not only the two grids.

#include <gtest/gtest.h>

#include "sudoku/grid.hpp"

namespace sudoku::testing {

// gtest's predicate-formatter: success when the grids are equal; otherwise a message naming the
// expressions, each cell that differs ("r1c2 holds 5, expected 7", the first ten), and both grids.
::testing::AssertionResult same_grid(const char* actual_text, const char* expected_text,
                                     const Grid& actual, const Grid& expected);

}  // namespace sudoku::testing

// EXPECT_EQ for grids, with the cells that differ in the failure.
#define EXPECT_SAME_GRID(actual, expected) \
  EXPECT_PRED_FORMAT2(::sudoku::testing::same_grid, actual, expected)
