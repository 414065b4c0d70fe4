// Stage 2's whole solve through its entry point: counts, limits, the counters, every size, and
// the trace it writes when asked.

#include "same_grid.hpp"
#include "stage2/stage2.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "bounded.hpp"
#include "catalog.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

TEST(Solver, EveryAssignmentIsAGuessOrADeduction) {
  int checked = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    SCOPED_TRACE(entry.name);
    const SolveResult result = stage2::solve(
        entry.puzzle, {2, node_limit_for_size(kTestNodeLimit, entry.puzzle.side()), {}});
    EXPECT_EQ(result.stats.nodes, result.stats.guesses + result.stats.deductions);
    EXPECT_LE(result.stats.backtracks, result.stats.guesses);
    ++checked;
  }
  EXPECT_GT(checked, 50);
}

TEST(Solver, SpendsExactlyTheNodeLimitThenStops) {
  const std::vector<CatalogEntry> entries = load_catalog(grids_dir()).entries;
  const auto hardest_entry = std::ranges::find(entries, "hardest", &CatalogEntry::group);
  ASSERT_NE(hardest_entry, entries.end());
  const CatalogEntry& hardest = *hardest_entry;
  const std::uint64_t needed = stage2::solve(hardest.puzzle, kBounded).stats.nodes;
  ASSERT_GT(needed, 100U);
  for (const std::uint64_t limit : {std::uint64_t{1}, std::uint64_t{57}, needed - 1}) {
    const SolveResult result = stage2::solve(hardest.puzzle, {.node_limit = limit});
    EXPECT_EQ(result.outcome, Outcome::LimitReached) << limit;
    EXPECT_EQ(result.stats.nodes, limit);
    EXPECT_EQ(result.solutions, 0U);
  }
  EXPECT_EQ(stage2::solve(hardest.puzzle, {.node_limit = needed}).outcome, Outcome::Solved);
}

TEST(Solver, StopsAtTheRequestedNumberOfSolutions) {
  std::vector<Grid> seen;
  const SolveResult result =
      stage2::solve(Grid(3), {5, 0, [&](const Grid& grid) { seen.push_back(grid); }});
  EXPECT_EQ(result.solutions, 5U);
  ASSERT_EQ(seen.size(), 5U);
  EXPECT_SAME_GRID(result.first_solution, seen.front());
  for (const Grid& grid : seen) EXPECT_TRUE(check_solution(Grid(3), grid).solves);
}

TEST(Solver, GivensThatClashHaveNoSolutionAndCostNoSearch) {
  const SolveResult result = stage2::solve(parse_grid("11..............", Format::Line));
  EXPECT_EQ(result.outcome, Outcome::NoSolution);
  EXPECT_EQ(result.stats.nodes, 0U);
}

TEST(Solver, FillsTheEmptyGridFromOneByOneToSixtyFourBySixtyFour) {
  for (const int box : {1, 2, 3, 4, 8}) {
    SCOPED_TRACE(box);
    const SolveResult result = stage2::solve(Grid(box), {.node_limit = 100'000});
    ASSERT_EQ(result.outcome, Outcome::Solved);
    EXPECT_TRUE(check_solution(Grid(box), result.first_solution).solves);
  }
}

// Reading order and smallest value first paint the empty 25x25 grid into a corner the search
// cannot leave in any reasonable time (stage 1 fares no better; stage 3's order does): the
// node limit must stop it cleanly.
TEST(Solver, StopsCleanlyWhereItsOrderOfGuessesIsHopeless) {
  const SolveResult result = stage2::solve(Grid(5), {.node_limit = 20'000});
  EXPECT_EQ(result.outcome, Outcome::LimitReached);
  EXPECT_EQ(result.stats.nodes, 20'000U);
}

// The trace of a 4x4 solve: one '#' line per event, each assignment numbered in order, and the
// views only when asked.
TEST(Solver, TraceNarratesEveryAssignmentInOrder) {
  std::ostringstream out;
  const Grid puzzle = parse_grid("1..............4", Format::Line);
  const SolveResult result =
      stage2::solve(puzzle, kBounded, {stage2::BackPlay::RemembersTried, {&out}});
  ASSERT_EQ(result.outcome, Outcome::Solved);
  const std::vector<std::string> lines = lines_of(out.str());
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.front(), "# trace of a 4x4 puzzle, 2 givens");
  EXPECT_EQ(lines.back(), "# the grid is full: a solution, 14 assignments stand");
  EXPECT_EQ(lines[1], "# 1 guess r1c2 = 2 (candidates 234, tried 2)");
  EXPECT_EQ(lines[2], "# 2 deduction r1c4 = 3 (naked single)");
  EXPECT_EQ(lines[3], "# 3 deduction r1c3 = 4 (hidden single in row 1)");
  int assignments = 0;
  for (const std::string& line : lines) {
    EXPECT_TRUE(line.starts_with("# ")) << line;
    if (line.find(" guess r") != std::string::npos ||
        line.find(" deduction r") != std::string::npos) {
      EXPECT_TRUE(line.starts_with("# " + std::to_string(++assignments) + " ")) << line;
    }
  }
  EXPECT_EQ(static_cast<std::uint64_t>(assignments), result.stats.nodes);
  EXPECT_EQ(out.str().find("value 1"), std::string::npos);
  EXPECT_EQ(out.str().find("row 1: "), std::string::npos);
}

TEST(Solver, TraceShowsTheViewsOnRequestForSmallGridsOnly) {
  const stage2::BackPlay fixed = stage2::BackPlay::RemembersTried;
  std::ostringstream small;
  stage2::solve(parse_grid("1..............4", Format::Line), {}, {fixed, {&small, true, true}});
  EXPECT_NE(small.str().find("# candidates before this guess:\n# value 1   value 2\n"),
            std::string::npos)
      << small.str();
  EXPECT_NE(small.str().find("# row 1: 1 2 {4} 3\n# 3 deduction r1c3 = 4"), std::string::npos);

  const std::vector<CatalogEntry> entries = load_catalog(grids_dir()).entries;
  const auto big = std::ranges::find_if(
      entries, [](const CatalogEntry& entry) { return entry.puzzle.side() == 25; });
  ASSERT_NE(big, entries.end());
  std::ostringstream large;
  const SolveResult result = stage2::solve(big->puzzle, kBounded, {fixed, {&large, true, true}});
  ASSERT_EQ(result.outcome, Outcome::Solved);
  EXPECT_NE(large.str().find(" (hidden single in "), std::string::npos);
  EXPECT_EQ(large.str().find("value 1"), std::string::npos);
  EXPECT_EQ(large.str().find("{"), std::string::npos);
}

}  // namespace
}  // namespace sudoku::testing
