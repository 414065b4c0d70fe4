// The solver on the digits' band words (extensions/bands_9x9): what the conformance suite does not
// ask of it. It counts as many solutions as it is asked for, each right and each once; it stops at
// its node limit exactly; what it does not make, it hands to appendix A's board. Its check of stage
// 5's minimal dig finds another solution where a count finds two.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "bands_9x9/bands_9x9.hpp"
#include "board_9x9/board_9x9.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"

namespace sudoku::testing {
namespace {

TEST(Bands, CountsTheSolutionsOfAnEmptyGridUpToTheLimitEachRightAndEachOnce) {
  const Grid empty(3);
  std::set<std::string> seen;
  SolveOptions options{.max_solutions = 300};
  options.on_solution = [&](const Grid& solution) {
    const Verdict verdict = check_solution(empty, solution);
    EXPECT_TRUE(verdict.solves) << verdict.reason;
    EXPECT_TRUE(seen.insert(to_line(solution)).second) << to_line(solution);
  };
  const SolveResult result = bands_9x9::solve(empty, options);
  EXPECT_EQ(result.outcome, Outcome::Solved);
  EXPECT_EQ(result.solutions, 300U);
  EXPECT_EQ(seen.size(), 300U);
  EXPECT_GT(result.stats.guesses, 0U);
  EXPECT_EQ(result.stats.nodes, result.stats.guesses + result.stats.deductions);
}

TEST(Bands, StopsAtItsNodeLimitExactly) {
  for (const std::uint64_t limit : {1U, 10U, 57U}) {
    const SolveResult result = bands_9x9::solve(Grid(3), {.max_solutions = 2, .node_limit = limit});
    EXPECT_EQ(result.outcome, Outcome::LimitReached) << limit;
    EXPECT_EQ(result.stats.nodes, limit);
  }
}

TEST(Bands, ClashingGivensHaveNoSolutionAndCostNoNode) {
  Grid clash(3);
  clash.set(0, 4, 7);
  clash.set(8, 4, 7);
  const SolveResult result = bands_9x9::solve(clash, {.max_solutions = 2});
  EXPECT_EQ(result.outcome, Outcome::NoSolution);
  EXPECT_EQ(result.stats.nodes, 0U);
}

// The same result, field by field, as far as a test can compare them.
void expect_same(const SolveResult& got, const SolveResult& expected) {
  EXPECT_EQ(got.outcome, expected.outcome);
  EXPECT_EQ(got.solutions, expected.solutions);
  EXPECT_EQ(to_line(got.first_solution), to_line(expected.first_solution));
  EXPECT_EQ(got.stats.nodes, expected.stats.nodes);
  EXPECT_EQ(got.stats.guesses, expected.stats.guesses);
}

TEST(Bands, HandsOtherSizesAndObservedSolvesToAppendixAsBoard) {
  const Grid small = parse_grid("1...\n..1.\n.1..\n...1", Format::Auto);
  expect_same(bands_9x9::solve(small, {.max_solutions = 2}),
              board_9x9::solve(small, {.max_solutions = 2}));
  int steps = 0;
  SolveOptions observed{.max_solutions = 2};
  observed.on_step = [&](const Step&) { ++steps; };
  const Grid puzzle = parse_grid(
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
      Format::Line);
  expect_same(bands_9x9::solve(puzzle, observed), board_9x9::solve(puzzle, observed));
  EXPECT_GT(steps, 0);
}

// A dig in reading order of `solution`, each cell emptied and kept empty while a count to two on
// appendix A's board finds one solution: has_other_solution(), asked about the cell emptied, must
// say there is another exactly when the count finds two. Returns how many cells stayed empty.
int dig_checked_against_a_count(const Grid& solution) {
  Grid puzzle = solution;
  int emptied = 0;
  for (int cell = 0; cell < solution.cell_count(); ++cell) {
    puzzle.set(cell, 0);
    const bool counted_two = board_9x9::solve(puzzle, {.max_solutions = 2}).solutions == 2;
    const int cells[] = {cell};
    EXPECT_EQ(bands_9x9::has_other_solution(puzzle, solution, cells), counted_two) << cell;
    if (counted_two) puzzle.set(cell, solution[cell]);
    emptied += counted_two ? 0 : 1;
  }
  return emptied;
}

TEST(Bands, FindsAnotherSolutionExactlyWhereACountFindsTwo) {
  const Grid puzzle = parse_grid(
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
      Format::Line);
  const Grid solution = board_9x9::solve(puzzle).first_solution;
  ASSERT_TRUE(check_solution(puzzle, solution).solves);
  // Both answers come up: a 9x9 puzzle keeps at least 17 clues.
  const int emptied = dig_checked_against_a_count(solution);
  EXPECT_GT(emptied, 40);
  EXPECT_LT(emptied, 81 - 17 + 1);
  const Grid small = parse_grid("1234\n3412\n2143\n4321", Format::Auto);
  EXPECT_GT(dig_checked_against_a_count(small), 0);
}

}  // namespace
}  // namespace sudoku::testing
