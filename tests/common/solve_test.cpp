// The bookkeeping every search shares: the node limit, the solution count, steps and counters.

#include "sudoku/solve.hpp"
#include "same_grid.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace sudoku {
namespace {

// Tally keeps its own copy of the options, so a temporary is safe to pass.
TEST(Tally, SpendsExactlyTheNodeLimit) {
  Tally tally(Grid(2), SolveOptions{.node_limit = 3});
  EXPECT_TRUE(tally.spend_node());
  EXPECT_TRUE(tally.spend_node());
  EXPECT_TRUE(tally.spend_node());
  EXPECT_FALSE(tally.spend_node());
  EXPECT_TRUE(tally.stopped());
  const SolveResult result = tally.finish();
  EXPECT_EQ(result.outcome, Outcome::LimitReached);
  EXPECT_EQ(result.stats.nodes, 3U);
}

TEST(Tally, StopsAtTheRequestedNumberOfSolutions) {
  std::vector<Grid> seen;
  Tally tally(Grid(1), SolveOptions{.max_solutions = 2, .on_solution = [&](const Grid& grid) {
                                      seen.push_back(grid);
                                    }});
  Grid one(1);
  one.set(0, 1);
  EXPECT_FALSE(tally.record_solution(one));
  EXPECT_TRUE(tally.record_solution(one));
  const SolveResult result = tally.finish();
  EXPECT_EQ(result.outcome, Outcome::Solved);
  EXPECT_EQ(result.solutions, 2U);
  EXPECT_SAME_GRID(result.first_solution, one);
  EXPECT_EQ(seen.size(), 2U);
}

TEST(Tally, HandsStepsToTheObserverOnlyWhenThereIsOne) {
  EXPECT_FALSE(Tally(Grid(2), SolveOptions{}).observed());
  std::vector<StepKind> seen;
  SolveOptions options;
  options.on_step = [&](const Step& step) { seen.push_back(step.kind); };
  const Tally tally(Grid(2), options);
  EXPECT_TRUE(tally.observed());
  tally.report({.kind = StepKind::Guess, .cell = 0, .value = 1});
  tally.report({.kind = StepKind::Backtrack, .cell = 0, .value = 1, .undone = 1});
  EXPECT_EQ(seen, (std::vector<StepKind>{StepKind::Guess, StepKind::Backtrack}));
  EXPECT_EQ(step_kind_name(StepKind::Elimination), "elimination");
}

TEST(SolveStats, StageCountersAddUpByNameInOrderOfFirstUse) {
  SolveStats stats;
  stats.add("pointing eliminations", 3);
  stats.add("hidden single placements");
  stats.add("pointing eliminations", 4);
  EXPECT_EQ(stats.counters,
            (std::vector<Counter>{{"pointing eliminations", 7}, {"hidden single placements", 1}}));
}

}  // namespace
}  // namespace sudoku
