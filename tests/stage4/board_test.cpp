// Stage 4's board: candidates exact from the givens, kept exact by place(), and every change
// undone through the trail.

#include "stage4/board.hpp"

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
    EXPECT_EQ(board.grid(), solution);
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

}  // namespace
}  // namespace sudoku::testing
