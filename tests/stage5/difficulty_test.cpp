// Stage 5's puzzles of a difficulty level, through its header: each rated at the level asked,
// unique for stage 3 (an independent solver), and as hard as its level allows.

#include <gtest/gtest.h>

#include <algorithm>

#include "bounded.hpp"
#include "same_grid.hpp"
#include "stage3/stage3.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::testing {
namespace {

using stage5::Level;
using stage5::Made;
using stage5::Symmetry;

// The puzzle with `cell` emptied too.
Grid without(const Grid& puzzle, int cell) {
  Grid fewer = puzzle;
  fewer.set(cell, 0);
  return fewer;
}

// True when the level's techniques alone finish `puzzle`, without a guess.
bool finished_by(const Grid& puzzle, Level level) {
  const stage4::Setup setup{.techniques = stage5::techniques_up_to(level), .guess = false};
  return stage4::solve(puzzle, {}, setup).outcome == Outcome::Solved;
}

TEST(Difficulty, EachLevelIsRatedAsAskedUniqueAndAsHardAsItCanBe) {
  for (const auto& [level, name] : stage5::kLevelNames) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      SCOPED_TRACE(std::string(name) + ", seed " + std::to_string(seed));
      Random random(seed);
      const std::optional<Made> made = stage5::make_puzzle_at(level, 3, Symmetry::None, random);
      ASSERT_TRUE(made);
      EXPECT_EQ(stage5::rate(made->puzzle).level, level);
      const SolveResult count =
          stage3::solve(made->puzzle, {.max_solutions = 2, .node_limit = kTestNodeLimit});
      ASSERT_EQ(count.solutions, 1U);
      EXPECT_SAME_GRID(count.first_solution, made->solution);
      EXPECT_TRUE(check_solution(made->puzzle, made->solution).solves);
      // No clue can go: below expert, the level's techniques would stall; at expert, stage 3
      // would find a second solution.
      for (int cell = 0; cell < made->puzzle.cell_count(); ++cell) {
        if (made->puzzle[cell] == 0) continue;
        const Grid fewer = without(made->puzzle, cell);
        if (level == Level::Expert) {
          EXPECT_EQ(
              stage3::solve(fewer, {.max_solutions = 2, .node_limit = kTestNodeLimit}).solutions,
              2U)
              << cell;
        } else {
          EXPECT_FALSE(finished_by(fewer, level)) << cell;
        }
      }
    }
  }
}

TEST(Difficulty, LevelsWorkOnLargerGridsAndWithSymmetry) {
  for (const Level level : {Level::Easy, Level::Intermediate, Level::Hard}) {
    SCOPED_TRACE(stage5::level_name(level));
    Random random(5);
    const std::optional<Made> made = stage5::make_puzzle_at(level, 4, Symmetry::Rotate180, random);
    ASSERT_TRUE(made);
    EXPECT_EQ(stage5::rate(made->puzzle).level, level);
    EXPECT_EQ(
        stage3::solve(made->puzzle, {.max_solutions = 2, .node_limit = kTestNodeLimit}).solutions,
        1U);
    for (int cell = 0; cell < made->puzzle.cell_count(); ++cell) {
      const int image = made->puzzle.cell_count() - 1 - cell;  // the half turn
      EXPECT_EQ(made->puzzle[cell] == 0, made->puzzle[image] == 0) << cell;
    }
  }
}

TEST(Difficulty, ALevelNoPuzzleOfTheSizeReachesIsNotFound) {
  // Stage 4's techniques finish every 4x4 puzzle: none needs a guess.
  Random random(1);
  EXPECT_FALSE(stage5::make_puzzle_at(Level::Expert, 2, Symmetry::None, random));
}

}  // namespace
}  // namespace sudoku::testing
