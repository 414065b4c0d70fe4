// Stage 4's board: candidates exact from the givens, kept exact by place(), and every change
// undone through the trail.

#include "stage4/board.hpp"
#include "same_grid.hpp"

#include <gtest/gtest.h>

#include "catalog.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::testing {
namespace {

using stage4::Board;

// Every empty cell's candidates are exactly the values the rules leave open to it.
void expect_exact(const Board& board) {
  for (int cell = 0; cell < board.grid().cell_count(); ++cell) {
    if (board.value(cell) != 0) {
      EXPECT_TRUE(board.candidates(cell).empty()) << cell_name(board.grid(), cell);
    } else {
      EXPECT_EQ(board.candidates(cell), open_values(board.grid(), cell))
          << cell_name(board.grid(), cell);
    }
  }
}

TEST(Board, StartsWithExactCandidatesOnEveryCatalogPuzzle) {
  int checked = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    SCOPED_TRACE(entry.name);
    const Board board(entry.puzzle);
    expect_exact(board);
    EXPECT_EQ(board.open_count(), entry.puzzle.cell_count() - entry.puzzle.filled_count());
    ++checked;
  }
  EXPECT_GT(checked, 50);
}

TEST(Board, PlacingKeepsCandidatesExactAndUndoRestoresThem) {
  for (int box = 1; box <= kMaxBox; ++box) {
    const Grid solution = shifted_solution(box);
    Grid puzzle = solution;
    for (int cell = 0; cell < puzzle.cell_count(); cell += 2) puzzle.set(cell, 0);
    Board board(puzzle);
    const Board start = board;
    const std::size_t mark = board.mark();
    for (int cell = 0; cell < puzzle.cell_count(); cell += 2) {
      ASSERT_TRUE(board.place(cell, solution[cell])) << "box " << box << ", cell " << cell;
    }
    EXPECT_SAME_GRID(board.grid(), solution);
    EXPECT_EQ(board.open_count(), 0);
    board.undo_to(mark);
    EXPECT_EQ(board.grid(), start.grid());
    EXPECT_EQ(board.open_count(), start.open_count());
    expect_exact(board);
  }
}

TEST(Board, ACellLeftWithoutCandidatesBreaksTheBoardUntilUndone) {
  Board board(Grid(2));
  const std::size_t mark = board.mark();
  EXPECT_EQ(board.eliminate(0, ValueSet::all(3)), 3);
  EXPECT_FALSE(board.broken());
  EXPECT_EQ(board.eliminate(0, ValueSet::all(4)), 1);
  EXPECT_TRUE(board.broken());
  EXPECT_EQ(board.dead_cell(), 0);
  board.undo_to(mark);
  EXPECT_FALSE(board.broken());
  EXPECT_EQ(board.candidates(0), ValueSet::all(4));
}

// Each technique sees a unit as changed until it looks at it, and again after any change to one of
// its cells: a value placed, a candidate struck, or either undone.
TEST(Board, AUnitCountsAsChangedUntilLookedAtAndAgainAfterAnyChange) {
  using stage4::Technique;
  Board board(Grid(2));  // a 4x4: rows are units 0-3, columns 4-7, boxes 8-11
  const Geometry& geometry = board.geometry();
  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    EXPECT_TRUE(board.changed_since_looked(Technique::HiddenSingle, unit)) << unit;
    board.looked(Technique::HiddenSingle, unit, board.clock());
    EXPECT_FALSE(board.changed_since_looked(Technique::HiddenSingle, unit)) << unit;
  }
  EXPECT_TRUE(board.changed_since_looked(Technique::Pointing, 0)) << "each technique looks itself";

  const std::size_t mark = board.mark();
  board.place(0, 1);  // r1c1: its row, column and box, and every peer's units
  for (const int unit : {0, 4, 8, 1, 5, 9}) {
    EXPECT_TRUE(board.changed_since_looked(Technique::HiddenSingle, unit)) << unit;
  }
  EXPECT_FALSE(board.changed_since_looked(Technique::HiddenSingle, 11)) << "r4c4's box: untouched";

  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    board.looked(Technique::HiddenSingle, unit, board.clock());
  }
  board.eliminate(15, ValueSet::only(2));  // r4c4
  for (const int unit : {3, 7, 11}) {
    EXPECT_TRUE(board.changed_since_looked(Technique::HiddenSingle, unit)) << unit;
  }
  EXPECT_FALSE(board.changed_since_looked(Technique::HiddenSingle, 0));

  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    board.looked(Technique::HiddenSingle, unit, board.clock());
  }
  board.undo_to(mark);
  for (const int unit : {0, 4, 8, 3, 7, 11}) {
    EXPECT_TRUE(board.changed_since_looked(Technique::HiddenSingle, unit)) << "undone: " << unit;
  }
}

}  // namespace
}  // namespace sudoku::testing
