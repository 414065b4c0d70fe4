// The grid: sizes, cells, units and how they are named.

#include "sudoku/grid.hpp"
#include "same_grid.hpp"

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <vector>

namespace sudoku {
namespace {

TEST(Grid, EverySizeFromOneToSixtyFourStartsEmpty) {
  for (int box = 1; box <= kMaxBox; ++box) {
    const Grid grid(box);
    EXPECT_EQ(grid.side(), box * box);
    EXPECT_EQ(grid.cell_count(), box * box * box * box);
    EXPECT_EQ(grid.filled_count(), 0);
    EXPECT_EQ(grid.is_complete(), false);
  }
}

TEST(Grid, RejectsBoxSizesOutsideOneToEight) {
  EXPECT_THROW(Grid(0), std::invalid_argument);
  EXPECT_THROW(Grid(9), std::invalid_argument);
}

TEST(Grid, SetAndReadByCellOrRowAndColumn) {
  Grid grid(3);
  grid.set(4, 7, 9);
  EXPECT_EQ(grid.at(4, 7), 9);
  EXPECT_EQ(grid[4 * 9 + 7], 9);
  EXPECT_EQ(grid.filled_count(), 1);
  grid.set(4 * 9 + 7, 0);
  EXPECT_EQ(grid.filled_count(), 0);
  EXPECT_THROW(grid.set(0, 10), std::out_of_range);
  EXPECT_THROW(grid.set(0, -1), std::out_of_range);
#ifndef NDEBUG  // only a debug build checks the cell index; the suite runs debug builds
  EXPECT_THROW(grid.set(81, 1), std::out_of_range);
#endif
}

TEST(Grid, TakesAllItsValuesAtOnce) {
  std::vector<std::uint8_t> values(16, 0);
  values[5] = 3;
  values[15] = 4;
  Grid expected(2);
  expected.set(5, 3);
  expected.set(15, 4);
  EXPECT_SAME_GRID(Grid(2, values), expected);
  EXPECT_THROW(Grid(2, std::span(values).first(15)), std::invalid_argument);
  values[0] = 5;  // above the side, 4
  EXPECT_THROW(Grid(2, values), std::invalid_argument);
}

TEST(Grid, EqualityComparesSizeAndValues) {
  Grid a(2), b(2);
  EXPECT_EQ(a, b);
  b.set(0, 1);
  EXPECT_NE(a, b);
  EXPECT_NE(Grid(2), Grid(3));
}

TEST(Grid, RowColumnAndBoxOfACell) {
  const Grid grid(3);
  EXPECT_EQ(grid.row_of(40), 4);
  EXPECT_EQ(grid.col_of(40), 4);
  EXPECT_EQ(grid.box_of(4, 4), 4);
  EXPECT_EQ(grid.box_of(0, 8), 2);
  EXPECT_EQ(grid.box_of(8, 0), 6);
}

TEST(Grid, SizesAreNamedSideBySide) {
  EXPECT_EQ(size_name(16), "16x16");
}

TEST(Grid, ValidSidesAreSquaresOfOneToEight) {
  std::vector<int> sides;
  for (int side = 0; side <= 100; ++side) {
    if (is_valid_side(side)) sides.push_back(side);
  }
  EXPECT_EQ(sides, (std::vector<int>{1, 4, 9, 16, 25, 36, 49, 64}));
  EXPECT_EQ(box_for_side(25), 5);
  EXPECT_EQ(box_for_side(10), 0);
}

}  // namespace
}  // namespace sudoku
