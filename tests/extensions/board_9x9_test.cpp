// The board made for 9x9 (extensions/board_9x9) against stage 4's: on every 9x9 puzzle of the
// catalog, with every set of techniques, it does exactly what stage 4's board does; every other
// solve it hands to stage 4.

#include <gtest/gtest.h>

#include <vector>

#include "board_9x9/board_9x9.hpp"
#include "bounded.hpp"
#include "catalog.hpp"
#include "same_grid.hpp"
#include "stage4/stage4.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::testing {
namespace {

using stage4::Technique;
using stage4::Techniques;

// Every technique, none, the 9x9 default, and every technique but one.
std::vector<Techniques> technique_sets() {
  std::vector<Techniques> sets{Techniques::all(), Techniques::none(),
                               stage4::default_techniques(9)};
  for (const Technique technique : stage4::kTechniques) {
    sets.push_back(Techniques::all().without(technique));
  }
  return sets;
}

// Every solution of a solve, in the order it was found, each checked against the puzzle.
struct Solved {
  SolveResult result;
  std::vector<Grid> solutions;
};

// Solves `puzzle` up to two solutions on stage 4's board (general) or the one made for 9x9,
// guessing where the techniques stall unless told not to.
Solved solve_on(const Grid& puzzle, Techniques techniques, bool general_board, bool guess = true) {
  Solved solved;
  SolveOptions options{.max_solutions = 2, .node_limit = kTestNodeLimit};
  options.on_solution = [&](const Grid& solution) {
    EXPECT_TRUE(check_solution(puzzle, solution).solves) << check_solution(puzzle, solution).reason;
    solved.solutions.push_back(solution);
  };
  const stage4::Setup setup{.techniques = techniques, .guess = guess};
  solved.result = general_board ? stage4::solve(puzzle, options, setup)
                                : board_9x9::solve(puzzle, options, setup);
  return solved;
}

TEST(Boards, The9x9BoardFindsWhatTheGeneralBoardFindsAfterTheSameSteps) {
  int compared = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    if (entry.puzzle.side() != 9) continue;
    for (const Techniques techniques : technique_sets()) {
      SCOPED_TRACE(entry.name);
      const Solved general = solve_on(entry.puzzle, techniques, true);
      const Solved fitted = solve_on(entry.puzzle, techniques, false);
      EXPECT_EQ(fitted.result.outcome, general.result.outcome);
      EXPECT_EQ(fitted.solutions, general.solutions);
      const SolveStats &ours = fitted.result.stats, &theirs = general.result.stats;
      EXPECT_EQ(ours.nodes, theirs.nodes);
      EXPECT_EQ(ours.guesses, theirs.guesses);
      EXPECT_EQ(ours.deductions, theirs.deductions);
      EXPECT_EQ(ours.backtracks, theirs.backtracks);
      EXPECT_EQ(ours.counters, theirs.counters);
      ++compared;
    }
  }
  EXPECT_GT(compared, 500) << "the catalog should hold dozens of 9x9 puzzles";
}

TEST(Boards, WithoutGuessingBothBoardsStopWhereTheTechniquesStall) {
  int stalled = 0, finished = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    if (entry.puzzle.side() != 9) continue;
    for (const Techniques techniques : technique_sets()) {
      SCOPED_TRACE(entry.name);
      const Solved guessing = solve_on(entry.puzzle, techniques, true);
      const Solved general = solve_on(entry.puzzle, techniques, true, false);
      const Solved fitted = solve_on(entry.puzzle, techniques, false, false);
      EXPECT_EQ(fitted.result.outcome, general.result.outcome);
      EXPECT_EQ(fitted.solutions, general.solutions);
      EXPECT_EQ(fitted.result.stats.counters, general.result.stats.counters);
      EXPECT_EQ(general.result.stats.guesses, 0U);
      if (guessing.result.stats.guesses == 0) {
        // Nothing to guess: the same solve, to the same end.
        EXPECT_EQ(general.result.outcome, guessing.result.outcome);
        EXPECT_EQ(general.solutions, guessing.solutions);
        ++finished;
      } else {
        // The techniques stalled where the search guessed: it stops there, as a limit would.
        EXPECT_EQ(general.result.outcome, Outcome::LimitReached);
        EXPECT_TRUE(general.solutions.empty());
        ++stalled;
      }
    }
  }
  EXPECT_GT(stalled, 100);
  EXPECT_GT(finished, 100);
}

// Leaning towards a solution (Setup::first_guesses), the board made for 9x9 leans the same way as
// stage 4's: the same solution first, after the same nodes.
TEST(Boards, BothBoardsLeanTowardsASolutionAlike) {
  int leaned = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    if (entry.group != "many_solutions" || entry.puzzle.side() != 9) continue;
    SCOPED_TRACE(entry.name);
    std::vector<Grid> solutions;
    SolveOptions some{.max_solutions = 4, .node_limit = kTestNodeLimit};
    some.on_solution = [&](const Grid& solution) { solutions.push_back(solution); };
    stage4::solve(entry.puzzle, some);
    ASSERT_GE(solutions.size(), 2U);
    for (const Grid& solution : solutions) {
      const stage4::Setup setup{.first_guesses = solution};
      const SolveOptions options{.node_limit = kTestNodeLimit};
      const SolveResult general = stage4::solve(entry.puzzle, options, setup);
      const SolveResult fitted = board_9x9::solve(entry.puzzle, options, setup);
      EXPECT_TRUE(check_solution(entry.puzzle, fitted.first_solution).solves);
      EXPECT_SAME_GRID(fitted.first_solution, solution);
      EXPECT_EQ(fitted.stats.nodes, general.stats.nodes);
      EXPECT_EQ(fitted.stats.counters, general.stats.counters);
      ++leaned;
    }
  }
  EXPECT_GT(leaned, 5);
}

// A solve someone follows step by step runs on stage 4's board, the one that reports steps; the
// steps it reports account for every node.
TEST(Boards, AnObservedSolveReportsEveryNode) {
  const Grid puzzle = load_catalog(grids_dir()).entries.front().puzzle;
  ASSERT_EQ(puzzle.side(), 9);
  std::uint64_t placed = 0;
  SolveOptions options{.max_solutions = 2, .node_limit = kTestNodeLimit};
  options.on_step = [&](const Step& step) {
    if (step.kind == StepKind::Placement || step.kind == StepKind::Guess) ++placed;
  };
  const SolveResult result = board_9x9::solve(puzzle, options);
  EXPECT_GT(placed, 0U);
  EXPECT_EQ(placed, result.stats.nodes);
}

// A puzzle of any other size goes to stage 4's board, with the same result as stage 4 gives.
TEST(Boards, OtherSizesAreSolvedAsStage4SolvesThem) {
  int compared = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    if (entry.puzzle.side() == 9 || entry.puzzle.side() > 16) continue;
    SCOPED_TRACE(entry.name);
    const Solved general =
        solve_on(entry.puzzle, stage4::default_techniques(entry.puzzle.side()), true);
    const Solved other =
        solve_on(entry.puzzle, stage4::default_techniques(entry.puzzle.side()), false);
    EXPECT_EQ(other.result.outcome, general.result.outcome);
    EXPECT_EQ(other.solutions, general.solutions);
    EXPECT_EQ(other.result.stats.nodes, general.result.stats.nodes);
    EXPECT_EQ(other.result.stats.counters, general.result.stats.counters);
    ++compared;
  }
  EXPECT_GT(compared, 10) << "the catalog should hold 4x4 and 16x16 puzzles";
}

}  // namespace
}  // namespace sudoku::testing
