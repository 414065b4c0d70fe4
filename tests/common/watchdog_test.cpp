// The tests' watchdog (tests/support/watchdog.hpp): a solve that stops spending nodes ends the
// test program, naming the puzzle; one that keeps spending them, however slowly, is left alone.

#include "watchdog.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "sudoku/reader.hpp"

namespace sudoku::testing {
namespace {

using std::chrono::milliseconds;

const Grid kPuzzle = parse_grid("1...........3..2");

// Spends `nodes` nodes, one every `pause`, then gives up.
SolveFunction slow_search(int nodes, milliseconds pause) {
  return [=](const Grid& puzzle, const SolveOptions& options) {
    Tally tally(puzzle, options);
    for (int node = 0; node < nodes && tally.spend_node(); ++node)
      std::this_thread::sleep_for(pause);
    tally.give_up();
    return tally.finish();
  };
}

TEST(WatchdogDeathTest, StopsASolveThatSpendsNoNodeAndPrintsItsPuzzle) {
  // Three nodes, then a search that waits forever without trying a value.
  const SolveFunction stuck = [](const Grid& puzzle, const SolveOptions& options) {
    Tally tally(puzzle, options);
    for (int node = 0; node < 3; ++node) tally.spend_node();
    for (;;) std::this_thread::sleep_for(milliseconds(10));
    return tally.finish();
  };
  EXPECT_EXIT(
      solve_watched(stuck, kPuzzle, {}, milliseconds(300)), ::testing::ExitedWithCode(1),
      "WATCHDOG.*StopsASolveThatSpendsNoNode.*no node for 0.3 s after 3 nodes(.|\n)*1 . . .");
}

TEST(Watchdog, LeavesAloneASolveThatKeepsSpendingNodes) {
  // Twenty nodes a tenth of the quiet limit apart: slow, but moving.
  const SolveResult result = solve_watched(slow_search(20, milliseconds(30)), kPuzzle,
                                           {.node_limit = 100}, milliseconds(300));
  EXPECT_EQ(result.stats.nodes, 20U);
  EXPECT_EQ(result.outcome, Outcome::LimitReached);
}

TEST(Watchdog, GivesTheSolveItsOptions) {
  const SolveResult result =
      solve_watched(slow_search(1000, milliseconds(0)), kPuzzle, {.node_limit = 7});
  EXPECT_EQ(result.stats.nodes, 7U) << "the node limit was passed on";
}

}  // namespace
}  // namespace sudoku::testing
