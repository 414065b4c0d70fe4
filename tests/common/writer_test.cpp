// Writing grids: exact layouts on a small grid, and write-then-read round trips for every size.

#include "sudoku/writer.hpp"

#include <gtest/gtest.h>

#include "catalog.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"

namespace sudoku {
namespace {

// The pattern with every third cell emptied: a puzzle with holes of every kind.
Grid holed(int box) {
  Grid grid = testing::shifted_solution(box);
  for (int cell = 0; cell < grid.cell_count(); cell += 3) grid.set(cell, 0);
  return grid;
}

TEST(Writer, ThePatternIsAValidSolutionOfEverySize) {
  for (int box = 1; box <= kMaxBox; ++box) {
    EXPECT_TRUE(check_solution(Grid(box), testing::shifted_solution(box)).solves) << box;
  }
}

TEST(Writer, ExactLayoutsOfA4x4) {
  const Grid grid = holed(2);
  EXPECT_EQ(to_line(grid), ".23.34.22.41.12.");
  EXPECT_EQ(to_sku(grid), "_ 2 3 _\n3 4 _ 2\n2 _ 4 1\n_ 1 2 _\n");
  EXPECT_EQ(to_pretty(grid), ". 2 | 3 .\n3 4 | . 2\n----+----\n2 . | 4 1\n. 1 | 2 .\n");
}

TEST(Writer, PrettyDrawsBoxesOfEverySize) {
  EXPECT_EQ(to_pretty(testing::shifted_solution(1)), "1\n");
  const std::string nine = to_pretty(testing::shifted_solution(3));
  EXPECT_TRUE(nine.starts_with("1 2 3 | 4 5 6 | 7 8 9\n4 5 6 | 7 8 9 | 1 2 3\n")) << nine;
  EXPECT_NE(nine.find("\n------+-------+------\n"), std::string::npos);
}

TEST(Writer, EveryFormatReadsBackAsTheSameGridForEverySize) {
  for (int box = 1; box <= kMaxBox; ++box) {
    for (const Grid& grid : {testing::shifted_solution(box), holed(box)}) {
      for (const OutputFormat format :
           {OutputFormat::Line, OutputFormat::Sku, OutputFormat::Pretty}) {
        const std::string text = write_grid(grid, format);
        const std::vector<Entry> entries =
            read_entries(text, format == OutputFormat::Sku ? "out.sku" : "out");
        ASSERT_EQ(entries.size(), 1U) << box << "\n" << text;
        ASSERT_FALSE(entries[0].error) << entries[0].error->text();
        EXPECT_EQ(entries[0].puzzle, grid) << "box " << box << "\n" << text;
      }
    }
  }
}

TEST(Writer, CandidatesShowWhatEachEmptyCellLeavesOpen) {
  Grid grid(2);
  grid.set(0, 0, 1);
  grid.set(3, 3, 4);
  EXPECT_EQ(to_candidates(grid),
            "1    234  | 234  23\n"
            "234  234  | 1234 123\n"
            "----------+----------\n"
            "234  1234 | 123  123\n"
            "23   123  | 123  4\n");
  grid.set(0, 1, 2);
  grid.set(1, 0, 3);
  grid.set(2, 1, 4);  // r2c2 now sees 1, 2, 3 and 4
  EXPECT_NE(to_candidates(grid).find("!"), std::string::npos);
}

TEST(Writer, OutputFormatNames) {
  EXPECT_EQ(parse_output_format("line"), OutputFormat::Line);
  EXPECT_EQ(parse_output_format("sku"), OutputFormat::Sku);
  EXPECT_EQ(parse_output_format("pretty"), OutputFormat::Pretty);
  EXPECT_FALSE(parse_output_format("html"));
}

}  // namespace
}  // namespace sudoku
