#pragma once
// Grids compared so that a failure names the cells that differ, not only the two grids.

#include <gtest/gtest.h>

#include <string>

#include "sudoku/grid.hpp"

namespace sudoku::testing {

// The largest side of a grid that a failure draws: beyond, the cells named or the puzzle's file
// and line say more than a wall of symbols.
inline constexpr int kLargestSideDrawn = 9;

// The grid drawn as to_pretty() draws it, after a newline, when its side is at most
// kLargestSideDrawn; empty otherwise.
std::string drawing_of(const Grid& grid);

// gtest's predicate-formatter: success when the grids are equal; otherwise a message naming the
// expressions, each cell that differs ("r1c2 holds 5, expected 7", the first ten), and both
// grids up to 9x9.
::testing::AssertionResult same_grid(const char* actual_text, const char* expected_text,
                                     const Grid& actual, const Grid& expected);

}  // namespace sudoku::testing

// EXPECT_EQ for grids, with the cells that differ in the failure.
#define EXPECT_SAME_GRID(actual, expected) \
  EXPECT_PRED_FORMAT2(::sudoku::testing::same_grid, actual, expected)
