// Stage 5's rater through its header: catalog puzzles get the level an independent rater gave
// them, a level's techniques solve its puzzles without a guess while the level below needs one,
// and a puzzle without exactly one solution gets no level.

#include <gtest/gtest.h>

#include <algorithm>

#include "catalog.hpp"
#include "stage4/stage4.hpp"
#include "stage5/rating.hpp"
#include "sudoku/checker.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using stage5::Level;

// A puzzle and the level the catalog says it has.
struct LevelledPuzzle {
  std::string line;
  Grid puzzle;
  Level level;
};

// The puzzles of grids/ratings.txt, each with the level of the "# level:" comment above it.
std::vector<LevelledPuzzle> rated_puzzles() {
  std::vector<LevelledPuzzle> rated;
  std::string level;  // the name on the last "# level:" line not yet used
  for (const std::string& line : lines_of(read_file(grids_dir() / "ratings.txt"))) {
    if (line.starts_with("# level: ")) {
      level = line.substr(9, line.find(';') - 9);
    } else if (!line.empty() && !line.starts_with('#')) {
      const std::optional<Level> named = stage5::parse_level(level);
      EXPECT_TRUE(named) << "no level above " << line;
      if (named) rated.push_back({line, parse_grid(line, Format::Line), *named});
      level.clear();
    }
  }
  return rated;
}

TEST(Rating, LevelsHaveTheNamesTheyAreParsedFrom) {
  for (const Named<Level>& named : stage5::kLevelNames) {
    EXPECT_EQ(stage5::parse_level(stage5::level_name(named.value)), named.value);
  }
  EXPECT_FALSE(stage5::parse_level("diabolical"));
}

TEST(Rating, CatalogPuzzlesGetTheLevelOfAnIndependentRater) {
  const std::vector<LevelledPuzzle> rated = rated_puzzles();
  ASSERT_EQ(rated.size(), 11U);
  for (const LevelledPuzzle& entry : rated) {
    const stage5::Rating rating = stage5::rate(entry.puzzle);
    ASSERT_TRUE(rating.level) << entry.line;
    EXPECT_EQ(stage5::level_name(*rating.level), stage5::level_name(entry.level)) << entry.line;
  }
  // easy.txt was made solvable by naked singles alone, medium.txt by hidden singles but not by
  // naked singles alone (their headers say how).
  for (const auto& [group, level] : {std::pair{"easy", Level::Simple}, {"medium", Level::Easy}}) {
    for (const CatalogEntry& entry : load_group(group)) {
      EXPECT_EQ(stage5::rate(entry.puzzle).level, level) << entry.name;
    }
  }
}

TEST(Rating, ALevelsTechniquesSolveItsPuzzlesWhereTheLevelBelowGuesses) {
  int rated = 0;
  for (const std::string group : {"ratings", "easy", "medium", "hard", "hardest", "17clue"}) {
    for (const CatalogEntry& entry : load_group(group)) {
      SCOPED_TRACE(entry.name);
      const stage5::Rating rating = stage5::rate(entry.puzzle);
      ASSERT_TRUE(rating.level);
      const Level level = *rating.level;
      const SolveResult within =
          stage4::solve(entry.puzzle, {}, {.techniques = stage5::techniques_up_to(level)});
      ASSERT_EQ(within.solutions, 1U);
      EXPECT_TRUE(check_solution(entry.puzzle, within.first_solution).solves);
      EXPECT_EQ(within.stats.guesses == 0, level != Level::Expert);
      EXPECT_EQ(rating.guesses > 0, level == Level::Expert);
      if (level != Level::Simple) {
        const Level below = static_cast<Level>(static_cast<int>(level) - 1);
        const SolveResult short_of =
            stage4::solve(entry.puzzle, {}, {.techniques = stage5::techniques_up_to(below)});
        EXPECT_GT(short_of.stats.guesses, 0U);
      }
      // Every empty cell is filled by some step, and each weighs at least 1.
      EXPECT_GE(rating.score, static_cast<std::uint64_t>(entry.puzzle.cell_count() -
                                                         entry.puzzle.filled_count()));
      ++rated;
    }
  }
  EXPECT_GE(rated, 45);  // the six groups
}

TEST(Rating, OnlyAPuzzleWithOneSolutionHasALevel) {
  for (const CatalogEntry& entry : load_group("many_solutions")) {
    const stage5::Rating rating = stage5::rate(entry.puzzle);
    EXPECT_FALSE(rating.level) << entry.name;
    EXPECT_EQ(stage5::describe(rating), "none: the puzzle has more than one solution");
  }
  for (const CatalogEntry& entry : load_group("no_solution")) {
    const stage5::Rating rating = stage5::rate(entry.puzzle);
    EXPECT_FALSE(rating.level) << entry.name;
    EXPECT_EQ(stage5::describe(rating), "none: the puzzle has no solution");
  }
  const stage5::Rating stopped = stage5::rate(load_group("hardest").front().puzzle, 10);
  EXPECT_FALSE(stopped.level);
  EXPECT_EQ(stage5::describe(stopped), "none: the node limit stopped the solve");
}

TEST(Rating, TheDescriptionNamesTheLevelTheHardestTechniqueAndTheWork) {
  const LevelledPuzzle intermediate = rated_puzzles().at(4);
  const stage5::Rating rating = stage5::rate(intermediate.puzzle);
  const std::string text = stage5::describe(rating);
  EXPECT_TRUE(text.starts_with("intermediate, score " + std::to_string(rating.score) +
                               " (hardest: pointing; work: naked-single "))
      << text;
  EXPECT_TRUE(text.ends_with("; 0 guesses)")) << text;
  const stage5::Rating full = stage5::rate(load_group("easy").front().solution.value());
  EXPECT_EQ(stage5::describe(full),
            "simple, score 0 (hardest: nothing, the grid is full; 0 guesses)");
  const stage5::Rating one_guess{.level = stage5::Level::Expert,
                                 .outcome = Outcome::Solved,
                                 .solutions = 1,
                                 .hardest = stage4::Technique::NakedSingle,
                                 .work = {3},
                                 .guesses = 1,
                                 .score = 3 + stage5::kGuessWeight};
  EXPECT_EQ(stage5::describe(one_guess),
            "expert, score 53 (hardest: naked-single; work: naked-single 3; 1 guess)");
}

}  // namespace
}  // namespace sudoku::testing
