// Stage 2's board: candidates as sets of values, the units, and tiles whose candidates stay
// exact as values are placed and removed.

#include "stage2/board.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "catalog.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"

namespace sudoku::testing {
namespace {

using stage2::Board;
using stage2::Candidates;
using stage2::Units;

// Every empty tile's candidates are exactly the values the rules leave open to it.
void expect_exact(const Board& board) {
  const Grid grid = board.to_grid();
  for (int cell = 0; cell < board.tile_count(); ++cell) {
    if (board[cell].value != 0) {
      EXPECT_TRUE(board[cell].possible.empty()) << cell_name(grid, cell);
    } else {
      EXPECT_EQ(board[cell].possible, open_values(grid, cell)) << cell_name(grid, cell);
    }
  }
}

TEST(Units, NumberRowsThenColumnsThenBoxes) {
  const Units units(3);
  ASSERT_EQ(units.count(), 27);
  EXPECT_EQ(std::vector<int>(units.cells(0).begin(), units.cells(0).end()),
            (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8}));
  EXPECT_EQ(std::vector<int>(units.cells(9).begin(), units.cells(9).end()),
            (std::vector<int>{0, 9, 18, 27, 36, 45, 54, 63, 72}));
  EXPECT_EQ(std::vector<int>(units.cells(22).begin(), units.cells(22).end()),
            (std::vector<int>{30, 31, 32, 39, 40, 41, 48, 49, 50}));
  EXPECT_EQ(unit_name(units.describe(22)), "box 5");
  EXPECT_EQ(units.of_cell(40), (std::array<int, 3>{4, 13, 22}));
}

// In every size, each cell lies in exactly one row, one column and one box, and of_cell() names
// the three units that hold it.
TEST(Units, CoverEveryCellOnceByKindInEverySize) {
  for (int box = 1; box <= kMaxBox; ++box) {
    const Units units(box);
    const int side = box * box;
    std::vector<int> seen(static_cast<std::size_t>(side * side * 3), 0);
    for (int unit = 0; unit < units.count(); ++unit) {
      ASSERT_EQ(units.cells(unit).size(), static_cast<std::size_t>(side));
      for (const int cell : units.cells(unit)) {
        const int kind = unit / side;
        ++seen[static_cast<std::size_t>(cell * 3 + kind)];
        EXPECT_EQ(units.of_cell(cell)[static_cast<std::size_t>(kind)], unit) << box << " " << cell;
      }
    }
    EXPECT_EQ(std::ranges::count(seen, 1), side * side * 3) << "box " << box;
  }
}

// clean_grid, through the constructor: the candidates of every catalog puzzle are exact.
TEST(Board, StartsWithExactCandidatesOnEveryCatalogPuzzle) {
  const Catalog catalog = load_catalog(grids_dir());
  ASSERT_GT(catalog.entries.size(), 50U);
  for (const CatalogEntry& entry : catalog.entries) {
    SCOPED_TRACE(entry.name);
    const Board board(entry.puzzle);
    EXPECT_EQ(board.to_grid(), entry.puzzle);
    expect_exact(board);
  }
}

TEST(Board, PlaceStrikesTheValueFromRowColumnAndBox) {
  Board board{Grid(3)};
  board.place(40, 7);  // r5c5
  EXPECT_EQ(board[40].value, 7);
  expect_exact(board);
  EXPECT_FALSE(board[4].possible.contains(7));   // r1c5, same column
  EXPECT_FALSE(board[36].possible.contains(7));  // r5c1, same row
  EXPECT_FALSE(board[30].possible.contains(7));  // r4c4, same box
  EXPECT_TRUE(board[0].possible.contains(7));    // r1c1, no unit in common
}

TEST(Board, CleanGridStrikesOnlyWhatPlacedValuesRuleOut) {
  Board board(parse_grid("1...............", Format::Line));
  board[5].possible = Candidates::all(4);  // r2c2, made stale on purpose
  EXPECT_TRUE(board.clean_grid());
  expect_exact(board);
  EXPECT_FALSE(board.clean_grid());  // nothing left to strike
}

// After a tile is emptied its neighbours still lack its value until refresh() gives it back.
TEST(Board, RefreshRebuildsTheCandidatesAfterATileIsEmptied) {
  Board board(Grid(2));
  board.place(0, 3);
  board.clear(0);
  EXPECT_EQ(board[0].value, 0);
  EXPECT_FALSE(board[1].possible.contains(3));
  board.refresh();
  expect_exact(board);
  EXPECT_EQ(board[1].possible, Candidates::all(4));
}

TEST(Board, IsFullOnlyWhenEveryTileHoldsAValue) {
  EXPECT_FALSE(Board(parse_grid("1234341221434.21", Format::Line)).is_full());
  EXPECT_TRUE(Board(parse_grid("1234341221434321", Format::Line)).is_full());
  EXPECT_FALSE(Board(Grid(1)).is_full());
}

}  // namespace
}  // namespace sudoku::testing
