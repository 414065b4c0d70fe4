// Stage 1's rule alone (rules.hpp), the first file of the kit: each unit scanned for a value, and
// a value allowed exactly where the checker's peers leave it open. These tests pass before either
// search is written.

#include <gtest/gtest.h>

#include "catalog.hpp"
#include "sudoku/checker.hpp"

// The rule as this build takes it: the workbook's, or a student's (cmake/SudokuStage.cmake).
#include SUDOKU_KIT_RULES_HPP

namespace sudoku::testing {
namespace {

using stage1::is_allowed;
using stage1::missing_on_box;
using stage1::missing_on_column;
using stage1::missing_on_row;

// An empty 9x9 grid but for a 5 at r1c1, a 7 at r5c5 and a 3 at r9c3.
Grid three_givens() {
  Grid grid(3);
  grid.set(0, 0, 5);
  grid.set(4, 4, 7);
  grid.set(8, 2, 3);
  return grid;
}

TEST(Rules, EachUnitSaysWhetherItHoldsTheValue) {
  const Grid grid = three_givens();
  EXPECT_FALSE(missing_on_row(grid, 0, 5));
  EXPECT_TRUE(missing_on_row(grid, 1, 5));
  EXPECT_TRUE(missing_on_row(grid, 0, 7));
  EXPECT_FALSE(missing_on_column(grid, 0, 5));
  EXPECT_FALSE(missing_on_column(grid, 2, 3));
  EXPECT_TRUE(missing_on_column(grid, 1, 3));
  EXPECT_FALSE(missing_on_box(grid, 1, 1, 5));  // r1c1 is in the first box
  EXPECT_FALSE(missing_on_box(grid, 3, 5, 7));  // r5c5, in the middle box
  EXPECT_TRUE(missing_on_box(grid, 3, 3, 5));
  EXPECT_FALSE(missing_on_box(grid, 6, 0, 3));  // r9c3, in the box of r7c1
  EXPECT_TRUE(missing_on_box(grid, 6, 3, 3));
}

TEST(Rules, AValueIsAllowedOnlyWhereItsRowColumnAndBoxLackIt) {
  const Grid grid = three_givens();
  EXPECT_FALSE(is_allowed(grid, 0, 8, 5));  // the row holds it
  EXPECT_FALSE(is_allowed(grid, 8, 0, 5));  // the column
  EXPECT_FALSE(is_allowed(grid, 2, 2, 5));  // the box
  EXPECT_TRUE(is_allowed(grid, 1, 3, 5));
  EXPECT_TRUE(is_allowed(grid, 0, 1, 7));
}

// On puzzles of every size of the catalog, each empty cell allows exactly the values its peers
// leave open, as the checker (common, written apart) finds them.
TEST(Rules, IsAllowedAgreesWithTheCheckerOnTheCatalogsSizes) {
  int compared = 0;
  for (const CatalogEntry& entry : load_group("sizes")) {
    const Grid& grid = entry.puzzle;
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid[cell] != 0) continue;
      const ValueSet open = open_values(grid, cell);
      for (int value = 1; value <= grid.side(); ++value) {
        ASSERT_EQ(is_allowed(grid, grid.row_of(cell), grid.col_of(cell), value),
                  open.contains(value))
            << entry.name << ", cell " << cell << ", value " << value;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 1000);
}

}  // namespace
}  // namespace sudoku::testing
