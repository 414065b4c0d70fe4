// Stage 4's two boards: on every 9x9 puzzle of the catalog, with every set of techniques the
// suites run, the board made for 9x9 does exactly what the general board does.

#include <gtest/gtest.h>

#include <vector>

#include "bounded.hpp"
#include "catalog.hpp"
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

// Solves `puzzle` up to two solutions on the general board or the 9x9 one, guessing where the
// techniques stall unless told not to.
Solved solve_on(const Grid& puzzle, Techniques techniques, bool general_board, bool guess = true) {
  Solved solved;
  SolveOptions options{.max_solutions = 2, .node_limit = kTestNodeLimit};
  options.on_solution = [&](const Grid& solution) {
    EXPECT_TRUE(check_solution(puzzle, solution).solves) << check_solution(puzzle, solution).reason;
    solved.solutions.push_back(solution);
  };
  solved.result = stage4::solve(puzzle, options, {techniques, general_board, guess});
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

// A solve someone follows step by step runs on the general board, the one that reports steps;
// the steps it reports account for every node.
TEST(Boards, AnObservedSolveReportsEveryNode) {
  const Grid puzzle = load_catalog(grids_dir()).entries.front().puzzle;
  std::uint64_t placed = 0;
  SolveOptions options{.max_solutions = 2, .node_limit = kTestNodeLimit};
  options.on_step = [&](const Step& step) {
    if (step.kind == StepKind::Placement || step.kind == StepKind::Guess) ++placed;
  };
  const SolveResult result = stage4::solve(puzzle, options);
  EXPECT_GT(placed, 0U);
  EXPECT_EQ(placed, result.stats.nodes);
}

}  // namespace
}  // namespace sudoku::testing
