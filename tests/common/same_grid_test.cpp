// The tests' grid comparison (tests/support/same_grid.hpp): equal grids pass, and a failure names
// the cells that differ and draws both grids.

#include "same_grid.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"

namespace sudoku::testing {
namespace {

const Grid kSolution = parse_grid("1234341221434321");

TEST(SameGrid, PassesOnEqualGrids) {
  EXPECT_TRUE(same_grid("a", "b", kSolution, parse_grid("1234341221434321")));
}

TEST(SameGrid, NamesEachCellThatDiffersAndDrawsBothGrids) {
  const Grid swapped = parse_grid("2134341221434321");
  const ::testing::AssertionResult result = same_grid("found", "expected", swapped, kSolution);
  ASSERT_FALSE(result);
  const std::string message = result.message();
  EXPECT_NE(message.find("found is not expected: r1c1 holds 2, expected 1, r1c2 holds 1, "
                         "expected 2\n"),
            std::string::npos)
      << message;
  std::ostringstream drawn;
  drawn << "\nactual:" << swapped << "expected:" << kSolution;
  EXPECT_NE(message.find(drawn.str()), std::string::npos) << message;
  EXPECT_NE(message.find("2 1 | 3 4"), std::string::npos) << message;
}

TEST(SameGrid, DrawsNoGridBeyondNineByNine) {
  Grid full(4);
  full.set(0, 1);
  const std::string message = same_grid("empty", "full", Grid(4), full).message();
  EXPECT_EQ(message, "empty is not full: r1c1 holds ., expected 1");
  EXPECT_EQ(drawing_of(full), "");
  EXPECT_EQ(drawing_of(kSolution), "\n" + to_pretty(kSolution));
}

TEST(SameGrid, CountsTheCellsBeyondTheTenItNames) {
  const Grid empty(2);
  const std::string message = same_grid("empty", "solution", empty, kSolution).message();
  EXPECT_NE(message.find("r3c2 holds ., expected 1 (16 cells differ)"), std::string::npos)
      << message;
}

TEST(SameGrid, SaysWhenTheSizesDiffer) {
  const std::string message = same_grid("small", "big", Grid(1), Grid(2)).message();
  EXPECT_NE(message.find("small is not big: it is 1x1, expected 4x4"), std::string::npos)
      << message;
}

}  // namespace
}  // namespace sudoku::testing
