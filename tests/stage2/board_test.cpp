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
