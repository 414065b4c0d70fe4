// The checker every test relies on: it must reject each way a grid can fail to solve a puzzle.

#include "sudoku/checker.hpp"

#include <gtest/gtest.h>

#include "sudoku/reader.hpp"

namespace sudoku {
namespace {

const Grid kPuzzle =
    parse_grid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
const Grid kSolution =
    parse_grid("812753649943682175675491283154237896369845721287169534521974368438526917796318452");

TEST(Checker, AcceptsTheSolution) {
  const Verdict verdict = check_solution(kPuzzle, kSolution);
  EXPECT_TRUE(verdict.solves);
  EXPECT_EQ(verdict.reason, "");
}

TEST(Checker, RejectsAGridOfAnotherSize) {
  EXPECT_EQ(check_solution(kPuzzle, Grid(2)).reason, "the solution is 4x4 but the puzzle is 9x9");
}

TEST(Checker, RejectsAnEmptyCell) {
  Grid grid = kSolution;
  grid.set(4, 4, 0);
  EXPECT_EQ(check_solution(kPuzzle, grid).reason, "r5c5 is empty");
}

TEST(Checker, RejectsAChangedGiven) {
  Grid grid = kSolution;
  grid.set(0, 0, 1);
  grid.set(0, 1, 8);  // the row still holds each value once
  EXPECT_EQ(check_solution(kPuzzle, grid).reason, "r1c1 holds 1 but the puzzle gives 8");
}

TEST(Checker, RejectsABrokenRule) {
  Grid grid = kSolution;
  grid.set(8, 8, grid.at(8, 7));  // not a given, but repeats its left neighbour
  EXPECT_EQ(check_solution(kPuzzle, grid).reason, "two 5s in row 9 (r9c8 and r9c9)");
}

TEST(Checker, FindsRepeatsInRowsColumnsAndBoxes) {
  Grid grid(3);
  EXPECT_FALSE(find_conflict(grid));
  grid.set(0, 0, 7);
  grid.set(5, 0, 7);
  auto conflict = find_conflict(grid);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(describe(grid, *conflict), "two 7s in column 1 (r1c1 and r6c1)");
  grid.set(5, 0, 0);
  grid.set(2, 2, 7);
  conflict = find_conflict(grid);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(describe(grid, *conflict), "two 7s in box 1 (r1c1 and r3c3)");
}

TEST(Checker, OpenValuesAreThoseNoPeerHolds) {
  const ValueSet open = open_values(kPuzzle, 1);  // r1c2
  EXPECT_EQ(open.count(), 4);
  for (const int value : {1, 2, 4, 6}) EXPECT_TRUE(open.contains(value)) << value;
  Grid big(8);
  EXPECT_EQ(open_values(big, 0).count(), 64);
}

}  // namespace
}  // namespace sudoku
