// Stage 3's lookup tables: exact after every placement and removal, in every size.

#include "stage3/tables.hpp"

#include <gtest/gtest.h>

#include "catalog.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"

namespace sudoku::testing {
namespace {

using stage3::Tables;

// The values the tables leave open to each empty cell are those the rules leave open, as the
// common checker computes them independently.
void expect_exact(const Tables& tables, const Grid& grid) {
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid[cell] != 0) continue;
    EXPECT_EQ(tables.free_values(cell), open_values(grid, cell)) << cell_name(grid, cell);
  }
}

TEST(Tables, MatchTheRulesOnEveryCatalogPuzzle) {
  int checked = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    SCOPED_TRACE(entry.name);
    expect_exact(Tables(entry.puzzle), entry.puzzle);
    ++checked;
  }
  EXPECT_GT(checked, 50);
}

TEST(Tables, PlaceAndRemoveKeepThemExact) {
  Grid grid(3);
  Tables tables(grid);
  EXPECT_TRUE(tables.allows(40, 7));
  grid.set(40, 7);
  tables.place(40, 7);
  expect_exact(tables, grid);
  EXPECT_FALSE(tables.allows(4, 7));   // same column
  EXPECT_FALSE(tables.allows(36, 7));  // same row
  EXPECT_FALSE(tables.allows(30, 7));  // same box
  EXPECT_TRUE(tables.allows(0, 7));
  grid.set(40, 0);
  tables.remove(40, 7);
  EXPECT_EQ(tables, Tables(Grid(3)));
}

// Placing then removing a whole solution, cell by cell, in every size, returns to the start.
TEST(Tables, RoundTripInEverySize) {
  for (int box = 1; box <= kMaxBox; ++box) {
    SCOPED_TRACE(box);
    const int side = box * box;
    Grid grid(box);
    Tables tables(grid);
    EXPECT_EQ(tables.all_values(), ValueSet::all(side));
    // A solution by formula: row r is the first row shifted by box * (r % box) + r / box.
    for (int row = 0; row < side; ++row) {
      for (int col = 0; col < side; ++col) {
        const int value = (box * (row % box) + row / box + col) % side + 1;
        ASSERT_TRUE(tables.allows(row * side + col, value));
        grid.set(row, col, value);
        tables.place(row * side + col, value);
      }
    }
    EXPECT_TRUE(check_solution(Grid(box), grid).solves);
    for (int cell = 0; cell < grid.cell_count(); ++cell) tables.remove(cell, grid[cell]);
    EXPECT_EQ(tables, Tables(Grid(box)));
  }
}

}  // namespace
}  // namespace sudoku::testing
