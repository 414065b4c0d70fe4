// Stage 2's guesses and back-play, and the source's flaw: its back_play forgets the values
// already tried at a tile, so it can try them again and again.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "bounded.hpp"
#include "catalog.hpp"
#include "same_grid.hpp"
#include "stage2/solver.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"

namespace sudoku::testing {
namespace {

using stage2::BackPlay;
using stage2::Candidates;
using stage2::Solver;

// A 4x4 puzzle (several solutions) on which the source's back_play loops from the first guess:
// r1c1 = 1 and r1c1 = 2 each leave r1c4 without a candidate, and each failure brings the other
// value back.
const char* const kLoopsAsSource = "......43...4....";

// The source's back-play, as --as-source asks for it.
const stage2::Setup kAsSource{.back_play = BackPlay::ForgetsTried};

// The guess the last assignment made, checked to be one.
stage2::Assignment last_guess(const Solver& solver) {
  EXPECT_GT(solver.history().size(), 0U);
  const stage2::Assignment last = solver.history().entries().back();
  EXPECT_TRUE(last.guessed);
  return last;
}

TEST(BackPlay, GuessValueTakesTheSmallestCandidateOfTheFirstEmptyTile) {
  Solver solver(parse_grid("1...............", Format::Line), kBounded);
  EXPECT_TRUE(solver.guess_value());
  EXPECT_EQ(last_guess(solver).cell, 1);
  EXPECT_EQ(last_guess(solver).value, 2);
  EXPECT_EQ(last_guess(solver).tried, Candidates::only(2));
}

// Driven step by step: after two failures at r1c1, the fix moves on to 3.
TEST(BackPlay, RemembersEveryValueTriedAtTheTile) {
  Solver solver(parse_grid(kLoopsAsSource, Format::Line), kBounded);
  ASSERT_EQ(solver.deduce(), Progress::NoChange);
  ASSERT_TRUE(solver.guess_value());
  EXPECT_EQ(last_guess(solver).value, 1);
  ASSERT_EQ(solver.deduce(), Progress::Contradiction);

  ASSERT_TRUE(solver.back_play());
  EXPECT_EQ(last_guess(solver).cell, 0);
  EXPECT_EQ(last_guess(solver).value, 2);
  EXPECT_EQ(last_guess(solver).tried, Candidates::all(2));
  ASSERT_EQ(solver.deduce(), Progress::Contradiction);

  ASSERT_TRUE(solver.back_play());
  EXPECT_EQ(last_guess(solver).value, 3);
  EXPECT_EQ(last_guess(solver).tried, Candidates::all(3));
  EXPECT_EQ(solver.history().size(), 1U);  // everything assigned after the guess was undone
}

// The same steps with the source's back-play: the second failure brings 1 back, and the next
// guess at r1c1 is 1 again, as it was two failures ago.
TEST(BackPlay, TheSourceForgetsAndRetriesAFailedValue) {
  Solver solver(parse_grid(kLoopsAsSource, Format::Line), {}, {BackPlay::ForgetsTried, {}});
  ASSERT_TRUE(solver.guess_value());
  ASSERT_EQ(solver.deduce(), Progress::Contradiction);
  ASSERT_TRUE(solver.back_play());
  EXPECT_FALSE(solver.board()[0].possible.contains(1));
  ASSERT_TRUE(solver.guess_value());
  EXPECT_EQ(last_guess(solver).value, 2);
  ASSERT_EQ(solver.deduce(), Progress::Contradiction);
  ASSERT_TRUE(solver.back_play());
  EXPECT_TRUE(solver.board()[0].possible.contains(1));
  ASSERT_TRUE(solver.guess_value());
  EXPECT_EQ(last_guess(solver).cell, 0);
  EXPECT_EQ(last_guess(solver).value, 1);
}

// Whole runs: the source's version spends any node limit going round; the fix solves.
TEST(BackPlay, TheSourceLoopsToTheNodeLimitWhereTheFixSolves) {
  const Grid small = parse_grid(kLoopsAsSource, Format::Line);
  const SolveResult fixed = stage2::solve(small, {.node_limit = 100'000});
  EXPECT_EQ(fixed.outcome, Outcome::Solved);
  EXPECT_TRUE(check_solution(small, fixed.first_solution).solves);
  EXPECT_LT(fixed.stats.nodes, 20U);
  const SolveResult source = stage2::solve(small, {.node_limit = 100'000}, kAsSource);
  EXPECT_EQ(source.outcome, Outcome::LimitReached);
  EXPECT_EQ(source.stats.nodes, 100'000U);

  // The first source document's own puzzle, unique, loops the same way.
  const std::vector<CatalogEntry> entries = load_catalog(grids_dir()).entries;
  const auto found = std::ranges::find(entries, "sources_1", &CatalogEntry::name);
  ASSERT_NE(found, entries.end());
  const CatalogEntry& first_source = *found;
  const SolveResult proven =
      stage2::solve(first_source.puzzle, {.max_solutions = 2, .node_limit = 100'000});
  EXPECT_EQ(proven.outcome, Outcome::Solved);
  EXPECT_EQ(proven.solutions, 1U);
  EXPECT_SAME_GRID(proven.first_solution, *first_source.solution);
  EXPECT_EQ(stage2::solve(first_source.puzzle, {.node_limit = 100'000}, kAsSource).outcome,
            Outcome::LimitReached);
}

// When every value of a tile has failed, back-play goes on to the guess before it; when none is
// left, the puzzle has no solution.
TEST(BackPlay, ExhaustsEveryGuessBeforeSayingNoSolution) {
  int checked = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    if (entry.group != "no_solution") continue;
    SCOPED_TRACE(entry.name);
    const SolveResult result = stage2::solve(entry.puzzle, kBounded);
    EXPECT_EQ(result.outcome, Outcome::NoSolution);
    EXPECT_EQ(result.solutions, 0U);
    ++checked;
  }
  EXPECT_GE(checked, 5);
  Solver solver(parse_grid("12.....3..4.....", Format::Line), kBounded);
  EXPECT_FALSE(solver.back_play());  // nothing guessed yet: nothing to revise
}

// Counting every solution of the empty 4x4 grid visits each of the 288 once: no value is ever
// retried under the same guesses, and none is skipped.
TEST(BackPlay, VisitsEverySolutionExactlyOnce) {
  std::set<std::vector<std::uint8_t>> seen;
  bool all_valid = true;
  const SolveOptions options{kAllSolutions, kTestNodeLimit, [&](const Grid& grid) {
                               all_valid = all_valid && check_solution(Grid(2), grid).solves;
                               seen.emplace(grid.values().begin(), grid.values().end());
                             }};
  const SolveResult result = stage2::solve(Grid(2), options);
  EXPECT_EQ(result.outcome, Outcome::Solved);
  EXPECT_EQ(result.solutions, 288U);
  EXPECT_EQ(seen.size(), 288U);
  EXPECT_TRUE(all_valid);
}

}  // namespace
}  // namespace sudoku::testing
