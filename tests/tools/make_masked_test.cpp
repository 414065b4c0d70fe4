// The tool that makes grids with random holes (tools/make_masked.cpp): the holes asked for, a
// grid that stays valid and is no pattern grid, the same puzzle from the same seed, and a
// usage error for bad arguments.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "process.hpp"
#include "stage4/stage4.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"

namespace sudoku::testing {
namespace {

// The grid make_masked writes for these arguments.
Grid made(const std::string& box, const std::string& percent, const std::string& seed) {
  const ProcessResult result =
      run_process(std::filesystem::path(SUDOKU_BIN_DIR) / "make_masked", {box, percent, seed}, ".");
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(std::ranges::count(result.out, '\n'), 1) << result.out;
  return parse_grid(result.out);
}

// The lengths of the cycles of the map from row a's values to row b's, column by column.
std::multiset<int> cycle_lengths(const Grid& grid, int a, int b) {
  const int side = grid.side();
  std::vector<int> next(static_cast<std::size_t>(side) + 1);
  for (int col = 0; col < side; ++col) {
    next[static_cast<std::size_t>(grid.at(a, col))] = grid.at(b, col);
  }
  std::multiset<int> lengths;
  std::vector<bool> seen(next.size());
  for (int value = 1; value <= side; ++value) {
    int length = 0;
    for (int at = value; !seen[static_cast<std::size_t>(at)];
         at = next[static_cast<std::size_t>(at)]) {
      seen[static_cast<std::size_t>(at)] = true;
      ++length;
    }
    if (length > 0) lengths.insert(length);
  }
  return lengths;
}

TEST(MakeMasked, EmptiesTheShareOfCellsAskedAndKeepsTheGridSolvable) {
  for (const auto& [box, percent] : {std::pair{3, 40}, {4, 50}, {5, 30}}) {
    const Grid puzzle = made(std::to_string(box), std::to_string(percent), "7");
    ASSERT_EQ(puzzle.box(), box);
    EXPECT_EQ(puzzle.cell_count() - puzzle.filled_count(), stage5::holes_for_percent(box, percent));
    const SolveResult solved = stage4::solve(puzzle);
    ASSERT_EQ(solved.outcome, Outcome::Solved);
    const Verdict verdict = check_solution(puzzle, solved.first_solution);
    EXPECT_TRUE(verdict.solves) << verdict.reason;
  }
}

TEST(MakeMasked, TheSameSeedMakesTheSamePuzzleAndAnotherSeedAnother) {
  EXPECT_EQ(made("4", "45", "3"), made("4", "45", "3"));
  EXPECT_NE(made("4", "45", "3"), made("4", "45", "4"));
}

TEST(MakeMasked, TheCompleteGridIsValidAndNoPatternGrid) {
  // In a pattern grid, two rows of a band are the same row shifted by a multiple of the box, so
  // the map from one's values to the other's has cycles of one length. The swaps along cycles
  // break that: some pair of rows of a band has cycles of two lengths.
  const Grid grid = made("4", "0", "1");
  const Verdict verdict = check_solution(Grid(4), grid);
  EXPECT_TRUE(verdict.solves) << verdict.reason;
  bool mixed = false;
  for (int a = 0; a < grid.side(); ++a) {
    for (int b = a + 1; b < (a / 4 + 1) * 4; ++b) {
      const std::multiset<int> lengths = cycle_lengths(grid, a, b);
      mixed = mixed || lengths.count(*lengths.begin()) != lengths.size();
    }
  }
  EXPECT_TRUE(mixed);
}

TEST(MakeMasked, BadArgumentsGiveTheUsageAndStatusTwo) {
  for (const std::vector<std::string>& args : {std::vector<std::string>{},
                                               {"9", "40", "1"},
                                               {"3", "101", "1"},
                                               {"3", "x", "1"},
                                               {"3", "40"}}) {
    const ProcessResult result =
        run_process(std::filesystem::path(SUDOKU_BIN_DIR) / "make_masked", args, ".");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.err.find("usage: make_masked BOX PERCENT SEED"), std::string::npos)
        << result.err;
    EXPECT_TRUE(result.out.empty());
  }
}

}  // namespace
}  // namespace sudoku::testing
