// The search that learns from its dead ends (extensions/learning_search), through its header: held
// to stage 3 (an independent solver) on every clue of catalog puzzles, each other solution it finds
// checked.

#include <gtest/gtest.h>

#include <vector>

#include "bounded.hpp"
#include "catalog.hpp"
#include "learning_search/learning_search.hpp"
#include "stage3/stage3.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::testing {
namespace {

// The unique puzzles of a catalog group, up to 16x16.
std::vector<CatalogEntry> unique_puzzles(const std::string& group) {
  std::vector<CatalogEntry> unique;
  for (const CatalogEntry& entry : load_group(group)) {
    if (entry.solution && entry.puzzle.side() <= 16) unique.push_back(entry);
  }
  return unique;
}

// How often the search found another solution, and how often it proved there was none.
struct Answers {
  int others = 0;
  int proofs = 0;
};

// For each clue of each puzzle, whether the puzzle without it has another solution: the search
// says so exactly when stage 3 counts two, and the one it finds solves the puzzle and differs
// from the known solution in that cell.
Answers hold_every_clue_to_stage3(const std::string& group) {
  Answers answers;
  for (const CatalogEntry& entry : unique_puzzles(group)) {
    for (int cell = 0; cell < entry.puzzle.cell_count(); ++cell) {
      if (entry.puzzle[cell] == 0) continue;
      SCOPED_TRACE(entry.name + ", " + cell_name(entry.puzzle, cell));
      Grid fewer = entry.puzzle;
      fewer.set(cell, 0);
      const SolveResult count =
          stage3::solve(fewer, {.max_solutions = 2, .node_limit = kTestNodeLimit});
      EXPECT_NE(count.outcome, Outcome::LimitReached);
      if (count.outcome == Outcome::LimitReached) continue;
      const int cells[] = {cell};
      const SolveResult other = learning_search::find_other_solution(fewer, *entry.solution, cells);
      if (count.solutions == 2) {
        ++answers.others;
        EXPECT_EQ(other.outcome, Outcome::Solved);
        EXPECT_TRUE(check_solution(fewer, other.first_solution).solves)
            << check_solution(fewer, other.first_solution).reason;
        EXPECT_NE(other.first_solution[cell], (*entry.solution)[cell]);
      } else {
        ++answers.proofs;
        EXPECT_EQ(other.outcome, Outcome::NoSolution);
        EXPECT_EQ(other.solutions, 0U);
      }
    }
  }
  return answers;
}

// Each group must ask for both answers, or the test proves nothing of one of them.
TEST(LearningSearch, AgreesWithStage3OnEveryClueOfTheHardestPuzzles) {
  const Answers answers = hold_every_clue_to_stage3("hardest");
  EXPECT_GT(answers.others, 0);
  EXPECT_GT(answers.proofs, 0);
}

TEST(LearningSearch, AgreesWithStage3OnEveryClueOfTheOtherSizes) {
  const Answers answers = hold_every_clue_to_stage3("sizes");
  EXPECT_GT(answers.others, 0);
  EXPECT_GT(answers.proofs, 0);
}

// A 17-clue puzzle is minimal (none with 16 clues exists): without any one clue, another solution.
TEST(LearningSearch, FindsAnotherSolutionWithoutEachClueOfSeventeenCluePuzzles) {
  const Answers answers = hold_every_clue_to_stage3("17clue");
  EXPECT_EQ(answers.others, 17 * static_cast<int>(unique_puzzles("17clue").size()));
  EXPECT_EQ(answers.proofs, 0);
}

TEST(LearningSearch, FindsASolutionDifferingInAnyOfSeveralCells) {
  const Grid known = shifted_solution(3);
  const Grid empty(3);
  std::vector<int> cells(static_cast<std::size_t>(empty.cell_count()));
  for (int cell = 0; cell < empty.cell_count(); ++cell)
    cells[static_cast<std::size_t>(cell)] = cell;
  const SolveResult other = learning_search::find_other_solution(empty, known, cells);
  ASSERT_EQ(other.outcome, Outcome::Solved);
  EXPECT_TRUE(check_solution(empty, other.first_solution).solves);
  EXPECT_NE(other.first_solution, known);
}

TEST(LearningSearch, ClashingGivensHaveNoOtherSolution) {
  Grid clash = shifted_solution(3);
  const Grid known = clash;
  clash.set(0, 0);
  clash.set(1, known[0]);  // a value its column holds already
  const int cells[] = {0};
  const SolveResult other = learning_search::find_other_solution(clash, known, cells);
  EXPECT_EQ(other.outcome, Outcome::NoSolution);
  EXPECT_EQ(other.stats.guesses, 0U);
}

TEST(LearningSearch, ACompletePuzzleHasNoOtherSolution) {
  const Grid known = shifted_solution(4);
  const SolveResult other = learning_search::find_other_solution(known, known, {});
  EXPECT_EQ(other.outcome, Outcome::NoSolution);
  EXPECT_FALSE(learning_search::has_other_solution(known, known, {}));
}

// Settling a minimal dig's last checks, it gives the puzzle stage 4's search gives, to the end.
TEST(LearningSearch, AMinimalDigMakesTheSamePuzzleWithEitherSearchForItsLastChecks) {
  int checks = 0;
  stage5::MinimalRecipe learning{.box = 4, .last_checks = learning_search::has_other_solution};
  learning.on_progress = [&](std::string_view part, int, int) {
    checks += part == "last checks done" ? 1 : 0;
  };
  Random first(2), second(2);  // seed 2 leaves checks for the end
  const stage5::Made made = stage5::make_minimal_puzzle(learning, first);
  EXPECT_EQ(made.puzzle, stage5::make_minimal_puzzle({.box = 4}, second).puzzle);
  EXPECT_GT(checks, 0);
}

}  // namespace
}  // namespace sudoku::testing
