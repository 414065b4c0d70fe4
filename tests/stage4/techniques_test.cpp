// Each technique on a crafted position where it applies (exactly the expected placements and
// eliminations, nothing else) and on one where it must not.

#include <gtest/gtest.h>

#include <vector>

#include "stage4/techniques.hpp"
#include "sudoku/reader.hpp"
#include "technique_pass.hpp"

namespace sudoku::testing {
namespace {

using stage4::Board;
using stage4::Journal;

constexpr int kRow1 = 0, kBox1 = 18;

TEST(Techniques, NakedSingleFillsTheLastValueOfARow) {
  Board board(parse_grid("123.............", Format::Line));
  const Pass pass = run(board, stage4::naked_singles);
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Placement, 3, 4, -1, {}, {}}}));
  Board empty(Grid(2));
  EXPECT_EQ(run(empty, stage4::naked_singles).progress, Progress::NoChange);
}

TEST(Techniques, HiddenSingleFindsTheOnePlaceOfAValue) {
  Board board = crafted([](Board& b) { strike(b, {0, 1, 2, 3, 5, 6, 7, 8}, of({7})); });
  const Pass pass = run(board, stage4::hidden_singles);
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Placement, 4, 7, kRow1, {}, {}}}));
  Board empty(Grid(3));
  EXPECT_EQ(run(empty, stage4::hidden_singles).progress, Progress::NoChange);
}

TEST(Techniques, PointingClearsTheRestOfTheLine) {
  // In box 1, 5 is left in r1c1 and r1c2 only: it leaves the rest of row 1.
  Board board = crafted([](Board& b) { strike(b, {2, 9, 10, 11, 18, 19, 20}, of({5})); });
  const Pass pass = run(board, stage4::pointing);
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(
      pass.steps,
      (std::vector<Seen>{
          {StepKind::Elimination, -1, 0, kBox1, {3, 4, 5, 6, 7, 8}, of({5}), {0, 1}, of({5})}}));
  // Left in two rows of the box, 5 points nowhere.
  Board spread = crafted([](Board& b) { strike(b, {2, 11, 18, 19, 20}, of({5})); });
  EXPECT_EQ(run(spread, stage4::pointing).progress, Progress::NoChange);
}

TEST(Techniques, PointingFindsItsLineInABoxOffTheDiagonal) {
  // In box 2 (rows 1-3, columns 4-6), 5 is left in r1c4 and r1c5 only: it leaves the rest of row
  // 1. A box's corner with its row and column swapped finds box 4 instead, and this line nowhere.
  Board board = crafted([](Board& b) { strike(b, {5, 12, 13, 14, 21, 22, 23}, of({5})); });
  const Pass pass = run(board, stage4::pointing);
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            kBox1 + 1,
                                            {0, 1, 2, 6, 7, 8},
                                            of({5}),
                                            {3, 4},
                                            of({5})}}));
}

TEST(Techniques, ClaimingClearsTheRestOfTheBox) {
  // In row 1, 5 is left in r1c1 and r1c2 only, both in box 1: it leaves the rest of box 1.
  Board board = crafted([](Board& b) { strike(b, {2, 3, 4, 5, 6, 7, 8}, of({5})); });
  const Pass pass = run(board, stage4::claiming);
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            kRow1,
                                            {9, 10, 11, 18, 19, 20},
                                            of({5}),
                                            {0, 1},
                                            of({5})}}));
  // Left in two boxes of the row, 5 claims nothing.
  Board spread = crafted([](Board& b) { strike(b, {2, 4, 5, 6, 7, 8}, of({5})); });
  EXPECT_EQ(run(spread, stage4::claiming).progress, Progress::NoChange);
}

TEST(Techniques, NakedPairKeepsItsValuesFromTheRestOfEachUnit) {
  // r1c1 and r1c2 hold {1, 2}: row 1 and box 1 lose 1 and 2 elsewhere.
  Board board = crafted([](Board& b) { strike(b, {0, 1}, ValueSet::all(9) - of({1, 2})); });
  const Pass pass = run(board, [](Board& b, Journal& j) { return stage4::naked_subsets(b, j, 2); });
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            kRow1,
                                            {2, 3, 4, 5, 6, 7, 8},
                                            of({1, 2}),
                                            {0, 1},
                                            of({1, 2})},
                                           {StepKind::Elimination,
                                            -1,
                                            0,
                                            kBox1,
                                            {9, 10, 11, 18, 19, 20},
                                            of({1, 2}),
                                            {0, 1},
                                            of({1, 2})}}));
  // One cell with {1, 2} is no pair.
  Board alone = crafted([](Board& b) { strike(b, {0}, ValueSet::all(9) - of({1, 2})); });
  EXPECT_EQ(
      run(alone, [](Board& b, Journal& j) { return stage4::naked_subsets(b, j, 2); }).progress,
      Progress::NoChange);
}

TEST(Techniques, HiddenPairKeepsItsCellsForItsValues) {
  // In row 1, 1 and 2 are left in r1c1 and r1c2 only: those cells lose every other value.
  Board board = crafted([](Board& b) { strike(b, {2, 3, 4, 5, 6, 7, 8}, of({1, 2})); });
  const Pass pass =
      run(board, [](Board& b, Journal& j) { return stage4::hidden_subsets(b, j, 2); });
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            kRow1,
                                            {0, 1},
                                            ValueSet::all(9) - of({1, 2}),
                                            {0, 1},
                                            of({1, 2})}}));
  Board empty(Grid(3));
  EXPECT_EQ(
      run(empty, [](Board& b, Journal& j) { return stage4::hidden_subsets(b, j, 2); }).progress,
      Progress::NoChange);
}

TEST(Techniques, NakedTripleKeepsItsValuesFromTheRestOfEachUnit) {
  // r1c1 {1, 2}, r1c2 {2, 3}, r1c3 {1, 3}: three cells, three values, in row 1 and box 1.
  Board board = crafted([](Board& b) {
    strike(b, {0}, ValueSet::all(9) - of({1, 2}));
    strike(b, {1}, ValueSet::all(9) - of({2, 3}));
    strike(b, {2}, ValueSet::all(9) - of({1, 3}));
  });
  const auto triples = [](Board& b, Journal& j) { return stage4::naked_subsets(b, j, 3); };
  const Pass pass = run(board, triples);
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            kRow1,
                                            {3, 4, 5, 6, 7, 8},
                                            of({1, 2, 3}),
                                            {0, 1, 2},
                                            of({1, 2, 3})},
                                           {StepKind::Elimination,
                                            -1,
                                            0,
                                            kBox1,
                                            {9, 10, 11, 18, 19, 20},
                                            of({1, 2, 3}),
                                            {0, 1, 2},
                                            of({1, 2, 3})}}));
  EXPECT_EQ(run(board, triples).progress, Progress::NoChange) << "nothing is left to strike";
}

TEST(Techniques, HiddenTripleKeepsItsCellsForItsValues) {
  // In row 1, 1, 2 and 3 are left in r1c1 to r1c3 only.
  Board board = crafted([](Board& b) { strike(b, {3, 4, 5, 6, 7, 8}, of({1, 2, 3})); });
  const auto triples = [](Board& b, Journal& j) { return stage4::hidden_subsets(b, j, 3); };
  const Pass pass = run(board, triples);
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            kRow1,
                                            {0, 1, 2},
                                            ValueSet::all(9) - of({1, 2, 3}),
                                            {0, 1, 2},
                                            of({1, 2, 3})}}));
  EXPECT_EQ(run(board, triples).progress, Progress::NoChange) << "nothing is left to strike";
}

TEST(Techniques, AValueWithNoPlaceIsAContradiction) {
  Board board = crafted([](Board& b) { strike(b, {0, 1, 2, 3, 4, 5, 6, 7, 8}, of({9})); });
  const Pass pass = run(board, stage4::hidden_singles);
  EXPECT_EQ(pass.progress, Progress::Contradiction);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Contradiction, -1, 9, kRow1, {}, {}}}));
}

// The branching cell. Cells 0 and 80 both have two candidates, {1, 2}; three of cell 0's peers
// (cells 1, 9 and 10) lose 1 and 2, so a guess in cell 80 strikes more.
Board two_pairs(int box) {
  Board board{Grid(box)};
  const int last = board.grid().cell_count() - 1;
  const int side = board.side();
  strike(board, {0, last}, ValueSet::all(side) - of({1, 2}));
  strike(board, {1, side, side + 1}, of({1, 2}));
  return board;
}

TEST(Branching, UpTo9x9TakesTheTieWhereAGuessStrikesMost) {
  EXPECT_EQ(stage4::choose_branch(two_pairs(3)), 80);
}

TEST(Branching, Above9x9TakesTheFirstTieInReadingOrder) {
  EXPECT_EQ(stage4::choose_branch(two_pairs(4)), 0);
}

// Cell 1, a peer of cell 0, comes down to {1, 3}, and cells 9 and 18 lose 1 and 2; four peers of
// cell 80 lose 1. Guesses in cell 0 would strike 35 candidates from its peers, in cell 80 36, yet
// cell 0 wins: striking 1 from cell 1 leaves it a single, and counts eight. (Cell 1, a tie too,
// scores less once its column has lost 3.)
TEST(Branching, CountsAPeerLeftWithASingleAsWorthMore) {
  Board board{Grid(3)};
  strike(board, {0, 80}, ValueSet::all(9) - of({1, 2}));
  strike(board, {1}, ValueSet::all(9) - of({1, 3}));
  strike(board, {9, 18}, of({1, 2}));
  strike(board, {62, 71, 78, 79}, of({1}));
  strike(board, {10, 19, 28, 37, 46, 55, 64, 73}, of({3}));
  EXPECT_EQ(stage4::choose_branch(board), 0);
}

TEST(Branching, TakesFewerCandidatesOverAHigherScore) {
  Board board = two_pairs(3);
  board.eliminate(0, of({2}));
  EXPECT_EQ(stage4::choose_branch(board), 0) << "one candidate beats two";
  EXPECT_EQ(stage4::choose_branch(Board(Grid(3))), 0) << "an empty grid: a tie everywhere";
}

}  // namespace
}  // namespace sudoku::testing
