// The rating on Sudoku Explainer's scale (extensions/se_rating), through its header and through
// stage5_generator: the score is the least value of the scale whose techniques finish the puzzle
// without a guess and the level the least level that does, both the same for every way of writing
// the puzzle, and the program writes what grids/se_rating/levels.txt.expected holds.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "advanced/techniques.hpp"
#include "catalog.hpp"
#include "process.hpp"
#include "se_rating/se_rating.hpp"
#include "stage4/stage4.hpp"
#include "stage5/rating.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using se_rating::Level;
using se_rating::Rating;

// The folder of the rated puzzles.
std::filesystem::path folder() {
  return grids_dir() / "se_rating";
}

// The puzzles of grids/se_rating/levels.txt, in order.
std::vector<Grid> level_puzzles() {
  std::vector<Grid> puzzles;
  for (const Entry& entry : read_entries(read_file(folder() / "levels.txt"), "levels.txt")) {
    EXPECT_FALSE(entry.error) << entry.error->message;
    if (!entry.error) puzzles.push_back(entry.puzzle);
  }
  return puzzles;
}

// True when `techniques` finish `puzzle`, which has one solution, without a guess, with a solution
// the checker accepts.
bool finish(const Grid& puzzle, stage4::Techniques techniques) {
  const SolveResult solve =
      stage4::solve(puzzle, {}, {.techniques = techniques.knowing_unique(), .guess = false});
  if (solve.outcome != Outcome::Solved) return false;
  const Verdict check = check_solution(puzzle, solve.first_solution);
  EXPECT_TRUE(check.solves) << check.reason;
  return check.solves;
}

// The value of the scale just below `tenths`, if any.
std::optional<int> value_below(int tenths) {
  std::optional<int> below;
  for (const se_rating::Rung& rung : se_rating::kScale) {
    if (rung.tenths < tenths) below = rung.tenths;
  }
  return below;
}

// Five other ways of writing a puzzle: transposed, its values relabelled, two rows of its first
// band swapped, its first two bands swapped, its first and last stacks swapped.
std::vector<Grid> isomorphs(const Grid& puzzle) {
  const int side = puzzle.side();
  const int box = puzzle.box();
  // The puzzle with cell (row, col) taken from where `from` says.
  const auto moved = [&](const std::function<std::pair<int, int>(int, int)>& from) {
    Grid grid(box);
    for (int row = 0; row < side; ++row) {
      for (int col = 0; col < side; ++col) {
        const auto [r, c] = from(row, col);
        grid.set(row, col, puzzle.at(r, c));
      }
    }
    return grid;
  };
  // Band (or stack) a swapped with band b, for a row (or column) index.
  const auto swap_blocks = [box](int index, int a, int b) {
    const int block = index / box;
    if (block == a) return index + (b - a) * box;
    if (block == b) return index - (b - a) * box;
    return index;
  };
  Grid relabelled(box);
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    relabelled.set(cell, puzzle[cell] == 0 ? 0 : side + 1 - puzzle[cell]);
  }
  const int last = side / box - 1;
  return {moved([](int row, int col) {
            return std::pair{col, row};
          }),
          relabelled, moved([box](int row, int col) {
            return std::pair{row == 0 ? std::min(1, box - 1) : row == 1 ? 0 : row, col};
          }),
          moved([&](int row, int col) {
            return std::pair{swap_blocks(row, 0, 1), col};
          }),
          moved([&](int row, int col) {
            return std::pair{row, swap_blocks(col, 0, last)};
          })};
}

TEST(Scale, NamesEachTechniqueOnceInTheOrderOfItsValues) {
  std::multiset<std::string_view> named;
  for (const se_rating::Rung& rung : se_rating::kScale) named.insert(rung.technique);
  std::multiset<std::string_view> known;
  for (const stage4::Technique technique : stage4::kTechniques) {
    known.insert(stage4::technique_name(technique));
  }
  for (const stage4::ExtraTechnique& extra : se_rating::kTechniques) known.insert(extra.name);
  EXPECT_EQ(named, known);
  EXPECT_TRUE(std::ranges::is_sorted(se_rating::kScale, {}, &se_rating::Rung::tenths));
  EXPECT_LT(se_rating::kScale.back().tenths, se_rating::kGuessTenths);
}

// The first four levels are stage 5's, with the same techniques.
TEST(Scale, TheSourcesLevelsAreStage5s) {
  for (const stage4::Technique technique : stage4::kTechniques) {
    const auto rung = std::ranges::find(se_rating::kScale, stage4::technique_name(technique),
                                        &se_rating::Rung::technique);
    ASSERT_NE(rung, se_rating::kScale.end());
    EXPECT_EQ(se_rating::level_name(rung->level), stage5::level_name(stage5::level_of(technique)));
  }
}

TEST(Rating, TheProgramWritesWhatTheExpectationFileHolds) {
  const ProcessResult result =
      run_process(std::filesystem::path(SUDOKU_BIN_DIR) / "stage5_generator",
                  {"--rate", "--scale", "se", "levels.txt"}, folder());
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(result.out, read_file(folder() / "levels.txt.expected"));  // whole texts: a line diff
  // Every level has a puzzle there.
  for (const Named<Level>& level : se_rating::kLevelNames) {
    EXPECT_NE(result.out.find("# rating: " + std::string(level.name) + ", SE "), std::string::npos)
        << level.name;
  }
}

// --csv: the header names the scale, then a line per puzzle; --scale stage5 is stage 5's rating,
// as --rate alone.
TEST(Rating, TheProgramWritesCsvAndKeepsStage5sScaleByDefault) {
  const std::filesystem::path program = std::filesystem::path(SUDOKU_BIN_DIR) / "stage5_generator";
  const ProcessResult csv =
      run_process(program, {"--rate", "--scale", "se", "--csv", "levels.txt"}, folder());
  ASSERT_EQ(csv.status, 0) << csv.err;
  const std::vector<std::string> rows = lines_of(csv.out);
  const std::vector<Grid> puzzles = level_puzzles();
  ASSERT_EQ(rows.size(), puzzles.size() + 1);
  EXPECT_EQ(rows.front(), "puzzle,level,se,hardest");
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    EXPECT_EQ(rows[i + 1],
              to_line(puzzles[i]) + ',' + se_rating::csv_fields(se_rating::rate(puzzles[i])));
  }
  const ProcessResult plain = run_process(program, {"--rate", "levels.txt"}, folder());
  ASSERT_EQ(plain.status, 0) << plain.err;
  EXPECT_EQ(run_process(program, {"--rate", "--scale", "stage5", "levels.txt"}, folder()).out,
            plain.out);
  EXPECT_NE(plain.out, csv.out);
  const ProcessResult unknown =
      run_process(program, {"--rate", "--scale", "hodoku", "levels.txt"}, folder());
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.err.find("--scale"), std::string::npos) << unknown.err;
}

// The score is the least value whose techniques finish the puzzle, each solution checked, and
// the level the least level whose techniques do; a guess means that every technique stalls.
TEST(Rating, ScoreAndLevelAreTheLeastThatFinishThePuzzle) {
  const std::vector<Grid> puzzles = level_puzzles();
  ASSERT_GE(puzzles.size(), 15U);
  for (const Grid& puzzle : puzzles) {
    SCOPED_TRACE(to_line(puzzle));
    const Rating rating = se_rating::rate(puzzle);
    ASSERT_TRUE(rating.level);
    if (*rating.level == Level::Guess) {
      EXPECT_EQ(rating.tenths, se_rating::kGuessTenths);
      EXPECT_FALSE(finish(puzzle, se_rating::techniques_up_to(Level::ForcingChains)));
      EXPECT_EQ(rating.hardest, "");
      continue;
    }
    EXPECT_TRUE(finish(puzzle, se_rating::techniques_up_to(rating.tenths)));
    if (const std::optional<int> below = value_below(rating.tenths)) {
      EXPECT_FALSE(finish(puzzle, se_rating::techniques_up_to(*below)));
    }
    EXPECT_TRUE(finish(puzzle, se_rating::techniques_up_to(*rating.level)));
    if (*rating.level != Level::Simple) {
      EXPECT_FALSE(finish(puzzle, se_rating::techniques_up_to(
                                      static_cast<Level>(static_cast<int>(*rating.level) - 1))));
    }
    // The hardest technique named is one of the score's value.
    const auto rung =
        std::ranges::find(se_rating::kScale, rating.hardest, &se_rating::Rung::technique);
    ASSERT_NE(rung, se_rating::kScale.end()) << rating.hardest;
    EXPECT_EQ(rung->tenths, rating.tenths);
  }
}

// The score and the level do not depend on how the puzzle is written, on every level.
TEST(Rating, IsTheSameForEveryWayOfWritingThePuzzle) {
  std::vector<Grid> puzzles = level_puzzles();
  for (const CatalogEntry& entry : load_group("ratings")) puzzles.push_back(entry.puzzle);
  for (const Grid& puzzle : puzzles) {
    SCOPED_TRACE(to_line(puzzle));
    const Rating rating = se_rating::rate(puzzle);
    for (const Grid& other : isomorphs(puzzle)) {
      ASSERT_NE(other, puzzle);
      const Rating again = se_rating::rate(other);
      EXPECT_EQ(again.level, rating.level) << to_line(other);
      EXPECT_EQ(again.tenths, rating.tenths) << to_line(other);
    }
  }
}

// A puzzle made for a level is rated that level, has one solution, and comes with it. Guesses
// are rare among minimal puzzles (appendix E measures it): a few tries find none.
TEST(Making, APuzzleOfEachLevelHasThatLevel) {
  for (const Named<Level>& level : se_rating::kLevelNames) {
    SCOPED_TRACE(level.name);
    Random random(2);
    const std::optional<stage5::Made> made =
        se_rating::make_puzzle_at(level.value, 3, stage5::Symmetry::None, random,
                                  {.most_tries = level.value == Level::Guess ? 3 : 500});
    if (level.value == Level::Guess) {
      EXPECT_FALSE(made);
      continue;
    }
    ASSERT_TRUE(made);
    EXPECT_EQ(se_rating::rate(made->puzzle).level, level.value);
    const Verdict check = check_solution(made->puzzle, made->solution);
    EXPECT_TRUE(check.solves) << check.reason;
  }
}

// The program makes them under --scale se, and says which levels a scale has.
TEST(Making, TheProgramTakesTheLevelsOfTheScaleItIsGiven) {
  const std::filesystem::path program = std::filesystem::path(SUDOKU_BIN_DIR) / "stage5_generator";
  const ProcessResult made = run_process(
      program, {"--scale", "se", "--difficulty", "fish-and-wings", "--seed", "4", "--count", "2"},
      folder());
  ASSERT_EQ(made.status, 0) << made.err;
  const std::vector<std::string> lines = lines_of(made.out);
  ASSERT_EQ(lines.size(), 2U);
  for (const std::string& line : lines) {
    EXPECT_EQ(se_rating::rate(parse_grid(line, Format::Line)).level, Level::FishAndWings) << line;
  }
  const ProcessResult mixed =
      run_process(program, {"--scale", "se", "--difficulty", "expert", "--seed", "4"}, folder());
  EXPECT_EQ(mixed.status, 2);
  EXPECT_NE(mixed.err.find("--difficulty expert is not a level of --scale se"), std::string::npos)
      << mixed.err;
  const ProcessResult unscaled =
      run_process(program, {"--difficulty", "guess", "--seed", "4"}, folder());
  EXPECT_EQ(unscaled.status, 2);
  EXPECT_NE(unscaled.err.find("--difficulty guess is a level of --scale se"), std::string::npos)
      << unscaled.err;
  const ProcessResult alone = run_process(program, {"--scale", "se", "--seed", "4"}, folder());
  EXPECT_EQ(alone.status, 2);
  EXPECT_NE(alone.err.find("--scale chooses the levels of --difficulty"), std::string::npos)
      << alone.err;
}

TEST(Rating, APuzzleWithoutOneSolutionHasNoLevel) {
  const Rating many = se_rating::rate(load_group("many_solutions").front().puzzle);
  EXPECT_FALSE(many.level);
  EXPECT_EQ(se_rating::describe(many), "none: the puzzle has more than one solution");
  EXPECT_EQ(se_rating::csv_fields(many), "none,,");
  const Rating none = se_rating::rate(load_group("no_solution").front().puzzle);
  EXPECT_FALSE(none.level);
  EXPECT_EQ(se_rating::describe(none), "none: the puzzle has no solution");
  const Rating stopped = se_rating::rate(level_puzzles().back(), 1);
  EXPECT_FALSE(stopped.level);
  EXPECT_EQ(se_rating::describe(stopped), "none: the node limit stopped the solve");
}

TEST(Rating, AFullGridNeedsNothing) {
  const Rating full = se_rating::rate(shifted_solution(3));
  EXPECT_EQ(full.level, Level::Simple);
  EXPECT_EQ(se_rating::describe(full), "simple, SE 0.0 (nothing to do: the grid is full)");
  EXPECT_EQ(se_rating::csv_fields(full), "simple,0.0,");
}

// A stop request ends the rating without a level.
TEST(Rating, AStopRequestLeavesNoLevel) {
  const std::atomic<bool> stop{true};
  const Grid puzzle = level_puzzles().front();
  const Rating rating = se_rating::rating_of(puzzle, stage5::rating_solve(puzzle, {}), &stop);
  EXPECT_FALSE(rating.level);
  EXPECT_EQ(rating.outcome, Outcome::LimitReached);
}

}  // namespace
}  // namespace sudoku::testing
