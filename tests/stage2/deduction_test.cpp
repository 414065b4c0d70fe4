// Stage 2's deductions, one step at a time: naked singles, hidden singles in one unit, the
// contradictions they detect, and the loop that repeats them.

#include <gtest/gtest.h>

#include <array>
#include <initializer_list>

#include "bounded.hpp"
#include "catalog.hpp"
#include "stage2/solver.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"

namespace sudoku::testing {
namespace {

using stage2::Solver;

// A 9x9 puzzle from givens written {row, column, value}, rows and columns from 1 as in "r1c9".
Grid nine_by_nine(std::initializer_list<std::array<int, 3>> givens) {
  Grid grid(3);
  for (const auto& [row, col, value] : givens) grid.set(row - 1, col - 1, value);
  return grid;
}

// Value 5 ruled out of row 1 everywhere but r1c9: by the 5s of boxes 1 and 2 and of columns 7
// and 8. Tile r1c9 itself keeps nine candidates: only a hidden single finds it.
const Grid kFiveHiddenInRowOne = nine_by_nine({{2, 2, 5}, {3, 5, 5}, {4, 7, 5}, {7, 8, 5}});

TEST(Deduction, NakedSingleFillsTheOnlyCandidateLeft) {
  Solver solver(parse_grid("123.............", Format::Line), kBounded);
  EXPECT_EQ(solver.fill_naked_singles(), Progress::Changed);
  EXPECT_EQ(solver.board()[3].value, 4);
  ASSERT_EQ(solver.history().size(), 1U);
  EXPECT_FALSE(solver.history().entries()[0].guessed);
}

TEST(Deduction, NakedSinglesFindNothingWhenEveryTileHasAChoice) {
  Solver solver(Grid(2), kBounded);
  EXPECT_EQ(solver.fill_naked_singles(), Progress::NoChange);
  EXPECT_EQ(solver.history().size(), 0U);
}

TEST(Deduction, HiddenSingleGoesWhereOnlyOneTileOfTheUnitCanTakeIt) {
  Solver solver(kFiveHiddenInRowOne, kBounded);
  ASSERT_EQ(solver.board()[8].possible.count(), 9);  // r1c9: no naked single there
  EXPECT_EQ(solver.fill_naked_singles(), Progress::NoChange);
  EXPECT_EQ(solver.valid_exist_in_subset(1), Progress::NoChange);  // row 2 has no hidden single
  EXPECT_EQ(solver.valid_exist_in_subset(0), Progress::Changed);   // row 1 has one
  EXPECT_EQ(solver.board()[8].value, 5);
  ASSERT_EQ(solver.history().size(), 1U);
  EXPECT_EQ(solver.history().entries()[0].cell, 8);
}

TEST(Deduction, AValueWithNoPlaceInAUnitIsAContradiction) {
  Grid puzzle = kFiveHiddenInRowOne;
  puzzle.set(0, 8, 9);  // r1c9 = 9 takes the one tile 5 had left in row 1
  Solver solver(puzzle, kBounded);
  EXPECT_EQ(solver.valid_exist_in_subset(0), Progress::Contradiction);
}

// 5 and 6 can each go only to r1c9: once 5 is there, 6 has nowhere to go.
TEST(Deduction, TwoHiddenSinglesInOneTileAreAContradiction) {
  const Grid puzzle = nine_by_nine(
      {{2, 2, 5}, {3, 5, 5}, {4, 7, 5}, {7, 8, 5}, {3, 1, 6}, {2, 6, 6}, {8, 7, 6}, {5, 8, 6}});
  ASSERT_FALSE(find_conflict(puzzle));
  Solver solver(puzzle, kBounded);
  EXPECT_EQ(solver.valid_exist_in_subset(0), Progress::Contradiction);
}

TEST(Deduction, ATileWithoutCandidatesIsAContradiction) {
  // r1c3: 1 and 2 are in its row, 3 in its box, 4 in its column.
  Solver solver(parse_grid("12.....3..4.....", Format::Line), kBounded);
  EXPECT_EQ(solver.fill_naked_singles(), Progress::Contradiction);
}

TEST(Deduction, TheLoopStopsAtTheNodeLimit) {
  Solver solver(parse_grid("123434122143....", Format::Line), {.node_limit = 1});  // 4 singles
  EXPECT_EQ(solver.deduce(), Progress::OutOfNodes);
  EXPECT_EQ(solver.history().size(), 1U);
}

// The catalog's easy puzzles need no guess: the loop alone fills them, and rightly.
TEST(Deduction, TheLoopAloneSolvesTheEasyPuzzles) {
  int solved = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    if (entry.group != "easy") continue;
    SCOPED_TRACE(entry.name);
    Solver solver(entry.puzzle, kBounded);
    EXPECT_EQ(solver.deduce(), Progress::NoChange);
    ASSERT_TRUE(solver.board().is_full());
    EXPECT_TRUE(check_solution(entry.puzzle, solver.board().to_grid()).solves);
    ++solved;
  }
  EXPECT_GE(solved, 5);
}

}  // namespace
}  // namespace sudoku::testing
