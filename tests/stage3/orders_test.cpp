// Stage 3's four orders through the entry point: counting, the same tree where it must be the
// same, fewer guesses where the order is chosen well, clean stops.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "bounded.hpp"
#include "catalog.hpp"
#include "same_grid.hpp"
#include "stage1/stage1.hpp"
#include "stage3/stage3.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/stage_variant.hpp"

namespace sudoku::testing {
namespace {

using stage3::Order;

// What every order must do, one test per order: each is named after its order (dynamic_copy),
// so that a student graded on some orders only is run on those.
class EveryOrder : public ::testing::TestWithParam<Order> {};

INSTANTIATE_TEST_SUITE_P(Orders, EveryOrder,
                         ::testing::Values(Order::Tables, Order::Static, Order::Dynamic,
                                           Order::DynamicCopy),
                         [](const ::testing::TestParamInfo<Order>& tested) {
                           return name_part(stage3::order_name(tested.param));
                         });

TEST_P(EveryOrder, CountsEveryFilledFourByFourOnce) {
  std::set<std::string> seen;  // each grid's values, as bytes
  bool all_valid = true;
  const SolveOptions options{kAllSolutions, kTestNodeLimit, [&](const Grid& grid) {
                               all_valid = all_valid && check_solution(Grid(2), grid).solves;
                               seen.emplace(grid.values().begin(), grid.values().end());
                             }};
  const SolveResult result = stage3::solve(Grid(2), options, {GetParam(), std::nullopt});
  EXPECT_EQ(result.solutions, 288U);
  EXPECT_EQ(seen.size(), 288U);
  EXPECT_TRUE(all_valid);
}

TEST_P(EveryOrder, SpendsExactlyTheNodeLimitThenStops) {
  const CatalogEntry hardest = load_group("hardest").at(0);
  for (const std::uint64_t limit : {std::uint64_t{1}, std::uint64_t{37}}) {
    const SolveResult result =
        stage3::solve(hardest.puzzle, {.node_limit = limit}, {GetParam(), {}});
    EXPECT_EQ(result.outcome, Outcome::LimitReached);
    EXPECT_EQ(result.stats.nodes, limit);
  }
}

TEST_P(EveryOrder, GivensThatClashHaveNoSolutionAndCostNoSearch) {
  const SolveResult result =
      stage3::solve(parse_grid("1..1............", Format::Line), kBounded, {GetParam(), {}});
  EXPECT_EQ(result.outcome, Outcome::NoSolution);
  EXPECT_EQ(result.stats.nodes, 0U);
}

// The tables change how a value is tested, not which values are tried: the tables order (reading
// order) walks stage 1's tree node for node.
TEST(Orders, TheTablesOrderWalksStageOnesTree) {
  int compared = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    SCOPED_TRACE(entry.name);
    ++compared;
    const SolveOptions options{.max_solutions = 2, .node_limit = 20'000};
    const SolveResult naive = stage1::solve(entry.puzzle, options);
    const SolveResult tables = stage3::solve(entry.puzzle, options, {Order::Tables, std::nullopt});
    EXPECT_EQ(tables.outcome, naive.outcome);
    EXPECT_EQ(tables.stats.nodes, naive.stats.nodes);
    EXPECT_EQ(tables.stats.backtracks, naive.stats.backtracks);
    EXPECT_SAME_GRID(tables.first_solution, naive.first_solution);
  }
  EXPECT_GT(compared, 50);
}

// Copying the state per branch or undoing in place is a matter of cost, not of search.
TEST(Orders, DynamicCopyAndDynamicExploreTheSameTree) {
  int compared = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    SCOPED_TRACE(entry.name);
    ++compared;
    const SolveOptions options{.max_solutions = 3,
                               .node_limit = node_limit_for_size(50'000, entry.puzzle.side())};
    const SolveResult undo = stage3::solve(entry.puzzle, options, {Order::Dynamic, std::nullopt});
    const SolveResult copy =
        stage3::solve(entry.puzzle, options, {Order::DynamicCopy, std::nullopt});
    EXPECT_EQ(copy.outcome, undo.outcome);
    EXPECT_EQ(copy.solutions, undo.solutions);
    EXPECT_EQ(copy.stats.nodes, undo.stats.nodes);
    EXPECT_EQ(copy.stats.guesses, undo.stats.guesses);
    EXPECT_EQ(copy.stats.deductions, undo.stats.deductions);
    EXPECT_EQ(copy.stats.backtracks, undo.stats.backtracks);
    EXPECT_SAME_GRID(copy.first_solution, undo.first_solution);
  }
  EXPECT_GT(compared, 50);
}

// The static order puts the most constrained cells first: the grid built against reading order
// falls in a few hundred thousand nodes instead of 69 million (the tables order's).
TEST(Orders, TheStaticOrderDefusesTheGridBuiltAgainstTheTablesOrder) {
  const CatalogEntry worst = load_group("naive_worst").at(0);
  const SolveResult result = stage3::solve(worst.puzzle, kBounded, {Order::Static, {}});
  ASSERT_EQ(result.outcome, Outcome::Solved);
  EXPECT_SAME_GRID(result.first_solution, *worst.solution);
  EXPECT_EQ(stage3::solve(worst.puzzle, kBounded, {Order::Tables, {}}).outcome,
            Outcome::LimitReached);
}

// Forced cells are filled without a guess: the easy puzzles need none.
TEST(Orders, TheDynamicOrderGuessesOnlyWhereNothingIsForced) {
  for (const CatalogEntry& entry : load_group("easy")) {
    const SolveResult result =
        stage3::solve(entry.puzzle, {.max_solutions = 2, .node_limit = kTestNodeLimit});
    EXPECT_EQ(result.stats.guesses, 0U) << entry.name;
    EXPECT_EQ(result.solutions, 1U) << entry.name;
  }
}

// On the hardest puzzles, reading order (the tables order) cannot finish in ten times the nodes
// the most constrained order needs to solve them and prove them unique.
TEST(Orders, TheDynamicOrderNeedsAFractionOfTheTablesOrdersNodes) {
  for (const CatalogEntry& entry : load_group("hardest")) {
    const SolveResult dynamic =
        stage3::solve(entry.puzzle, {.max_solutions = 2, .node_limit = kTestNodeLimit});
    EXPECT_EQ(dynamic.solutions, 1U) << entry.name;
    const SolveResult reading =
        stage3::solve(entry.puzzle, {.max_solutions = 2, .node_limit = 10 * dynamic.stats.nodes},
                      {Order::Tables, {}});
    EXPECT_EQ(reading.outcome, Outcome::LimitReached) << entry.name;
  }
}

TEST(Orders, TheDynamicOrderFillsTheEmptyGridOfEverySize) {
  for (int box = 1; box <= kMaxBox; ++box) {
    SCOPED_TRACE(box);
    const SolveResult result = stage3::solve(Grid(box), kBounded);
    ASSERT_EQ(result.outcome, Outcome::Solved);
    EXPECT_TRUE(check_solution(Grid(box), result.first_solution).solves);
  }
}

}  // namespace
}  // namespace sudoku::testing
