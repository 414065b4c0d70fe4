// Stage 2's displays: history lines, the candidates of each value, one unit.

#include "stage2/display.hpp"

#include <gtest/gtest.h>

#include "sudoku/reader.hpp"

namespace sudoku::testing {
namespace {

using stage2::Board;
using stage2::Candidates;

TEST(Display, HistoryLineGivesNumberKindCellAndValue) {
  const Board board{Grid(3)};
  EXPECT_EQ(stage2::history_line(board, 12, {30, 7, true, Candidates::only(7)}),
            "12 guess r4c4 = 7");
  EXPECT_EQ(stage2::history_line(board, 1, {80, 9, false, {}}), "1 deduction r9c9 = 9");
  const Board sixteen{Grid(4)};
  EXPECT_EQ(stage2::history_line(sixteen, 3, {255, 16, false, {}}), "3 deduction r16c16 = G");
}

TEST(Display, PossibleViewMarksEachValuePlacedPossibleOrNot) {
  const Board board(parse_grid("1..............4", Format::Line));
  EXPECT_EQ(stage2::possible_view(board),
            "value 1   value 2\n"
            "1- --     .+ ++\n"
            "-- ++     ++ ++\n"
            "-+ ++     ++ ++\n"
            "-+ +.     ++ +.\n"
            "value 3   value 4\n"
            ".+ ++     .+ +-\n"
            "++ ++     ++ +-\n"
            "++ ++     ++ --\n"
            "++ +.     -- -4\n");
}

TEST(Display, UnitViewShowsValuesAndCandidates) {
  const Board board(parse_grid("1..............4", Format::Line));
  EXPECT_EQ(stage2::unit_view(board, 0), "row 1: 1 {234} {234} {23}");
  EXPECT_EQ(stage2::unit_view(board, 7), "column 4: {23} {123} {123} 4");
  EXPECT_EQ(stage2::unit_view(board, 8), "box 1: 1 {234} {234} {234}");
}

}  // namespace
}  // namespace sudoku::testing
