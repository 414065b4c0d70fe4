// Stage 2 reports its solve as steps: one per assignment, contradiction and back-play, agreeing
// with its counters and with the solution.

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "bounded.hpp"
#include "catalog.hpp"
#include "same_grid.hpp"
#include "stage2/solver.hpp"
#include "stage2/stage2.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::testing {
namespace {

// A copy of the parts of a step that outlive the call.
struct Seen {
  StepKind kind;
  std::string rule;
  int cell, value, unit;
};

// Solves and keeps every step reported.
std::vector<Seen> steps_of(const Grid& puzzle, SolveResult& result) {
  std::vector<Seen> seen;
  SolveOptions options{.max_solutions = 2,
                       .node_limit = node_limit_for_size(kTestNodeLimit, puzzle.side())};
  options.on_step = [&](const Step& step) {
    seen.push_back({step.kind, std::string(step.rule), step.cell, step.value, step.unit});
  };
  result = stage2::solve(puzzle, options);
  return seen;
}

// How many steps of one kind.
std::uint64_t count(const std::vector<Seen>& steps, StepKind kind) {
  return static_cast<std::uint64_t>(std::ranges::count(steps, kind, &Seen::kind));
}

TEST(Steps, AgreeWithTheCountersOnEveryCatalogPuzzle) {
  int checked = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    SCOPED_TRACE(entry.name);
    SolveResult result;
    const std::vector<Seen> steps = steps_of(entry.puzzle, result);
    EXPECT_EQ(count(steps, StepKind::Placement), result.stats.deductions);
    EXPECT_EQ(count(steps, StepKind::Guess), result.stats.guesses);
    EXPECT_EQ(count(steps, StepKind::Backtrack), result.stats.backtracks);
    EXPECT_EQ(count(steps, StepKind::Elimination), 0U) << "stage 2 places, it does not eliminate";
    ++checked;
  }
  EXPECT_GT(checked, 50);
}

// Without a guess, every step is a placement of the solution's value, named by its rule.
TEST(Steps, APuzzleSolvedByDeductionIsItsPlacements) {
  const Grid puzzle = parse_grid(
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  SolveResult result;
  const std::vector<Seen> steps = steps_of(puzzle, result);
  ASSERT_EQ(result.solutions, 1U);
  ASSERT_TRUE(check_solution(puzzle, result.first_solution).solves);
  ASSERT_EQ(result.stats.guesses, 0U);
  ASSERT_EQ(steps.size(), static_cast<std::size_t>(puzzle.cell_count() - puzzle.filled_count()));
  for (const Seen& step : steps) {
    EXPECT_EQ(step.kind, StepKind::Placement);
    EXPECT_EQ(step.value, result.first_solution[step.cell]);
    EXPECT_TRUE(step.rule == stage2::kNakedSingle || step.rule == stage2::kHiddenSingle);
    EXPECT_EQ(step.unit >= 0, step.rule == stage2::kHiddenSingle)
        << "a hidden single names its unit";
  }
}

// The first guess of a puzzle with two solutions, and the back-play that proves the second.
TEST(Steps, GuessesAndBacktracksNameTheirCell) {
  SolveResult result;
  const std::vector<Seen> steps = steps_of(Grid(2), result);
  ASSERT_GE(steps.size(), 2U);
  EXPECT_EQ(steps.front().kind, StepKind::Guess);
  EXPECT_EQ(steps.front().cell, 0);
  EXPECT_EQ(steps.front().value, 1);
  const auto backtrack = std::ranges::find(steps, StepKind::Backtrack, &Seen::kind);
  ASSERT_NE(backtrack, steps.end());
  EXPECT_GE(backtrack->cell, 0);
  EXPECT_GT(backtrack->value, 0);
}

// No observer, no steps: the same counts either way.
TEST(Steps, WatchingChangesNothing) {
  const Grid puzzle = parse_grid(
      "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
  SolveResult watched;
  steps_of(puzzle, watched);
  const SolveResult plain =
      stage2::solve(puzzle, {.max_solutions = 2, .node_limit = kTestNodeLimit});
  EXPECT_EQ(plain.stats.nodes, watched.stats.nodes);
  EXPECT_SAME_GRID(plain.first_solution, watched.first_solution);
}

}  // namespace
}  // namespace sudoku::testing
