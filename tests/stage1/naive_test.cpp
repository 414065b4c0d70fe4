// Stage 1's own behaviour: the two forms explore the same tree, counting works, the node limit
// is exact, and clashing givens are caught before the search. Every solve is watched: one that
// stops spending nodes ends the test in seconds, naming its puzzle.

#include "same_grid.hpp"
#include "stage1/stage1.hpp"

#include <gtest/gtest.h>

#include "bounded.hpp"
#include "catalog.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "watchdog.hpp"

namespace sudoku::testing {
namespace {

// One form of the naive search, named as the tests and the ctest labels name it.
struct Form {
  const char* name;  // "recursive" or "iterative"
  SolveResult (*solve)(const Grid&, const SolveOptions&);
};

// A failing test names the form, not a pointer.
void PrintTo(const Form& form, std::ostream* out) {
  *out << form.name;
}

class NaiveForms : public ::testing::TestWithParam<Form> {};

// The recursive and the iterative forms try the same values in the same cells in the same order,
// so every counter agrees, puzzle by puzzle, whatever stops the search.
TEST(Naive, RecursiveAndIterativeFormsExploreTheSameTree) {
  int compared = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    for (const std::uint64_t max_solutions : {std::uint64_t{1}, std::uint64_t{3}}) {
      const SolveOptions options{
          max_solutions, node_limit_for_size(50'000, entry.puzzle.side()), {}};
      const SolveResult recursive = solve_watched(&stage1::solve, entry.puzzle, options);
      const SolveResult iterative = solve_watched(&stage1::solve_iterative, entry.puzzle, options);
      EXPECT_EQ(recursive.outcome, iterative.outcome) << entry.name;
      EXPECT_EQ(recursive.solutions, iterative.solutions) << entry.name;
      EXPECT_EQ(recursive.stats.nodes, iterative.stats.nodes) << entry.name;
      EXPECT_EQ(recursive.stats.backtracks, iterative.stats.backtracks) << entry.name;
      EXPECT_SAME_GRID(recursive.first_solution, iterative.first_solution) << entry.name;
      ++compared;
    }
  }
  EXPECT_GT(compared, 100);
}

TEST_P(NaiveForms, CountsEveryFilledFourByFour) {
  const SolveResult result = solve_watched(GetParam().solve, Grid(2),
                                           {.max_solutions = kAllSolutions, .node_limit = 100'000});
  EXPECT_EQ(result.outcome, Outcome::Solved);
  EXPECT_EQ(result.solutions, 288U);
}

TEST_P(NaiveForms, StopsAtTheRequestedNumberOfSolutions) {
  std::vector<Grid> seen;
  const SolveOptions options{.max_solutions = 5,
                             .node_limit = 100'000,
                             .on_solution = [&](const Grid& grid) { seen.push_back(grid); }};
  const SolveResult result = solve_watched(GetParam().solve, Grid(3), options);
  EXPECT_EQ(result.solutions, 5U);
  ASSERT_EQ(seen.size(), 5U);
  EXPECT_SAME_GRID(result.first_solution, seen.front());
  for (const Grid& grid : seen) EXPECT_TRUE(check_solution(Grid(3), grid).solves);
}

TEST_P(NaiveForms, TheFirstSolutionOfAnEmptyGridIsTheSmallestInReadingOrder) {
  const SolveResult result = solve_watched(GetParam().solve, Grid(2), {.node_limit = 1000});
  EXPECT_SAME_GRID(result.first_solution, parse_grid("1234341221434321"));
}

TEST_P(NaiveForms, SpendsExactlyTheNodeLimitThenStops) {
  const Grid worst = parse_grid(
      "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9");
  for (const std::uint64_t limit : {1U, 2U, 1000U, 123'457U}) {
    const SolveResult result = solve_watched(GetParam().solve, worst, {.node_limit = limit});
    EXPECT_EQ(result.outcome, Outcome::LimitReached);
    EXPECT_EQ(result.stats.nodes, limit);
    EXPECT_EQ(result.stats.guesses, limit) << "every placement is a guess at this stage";
    EXPECT_EQ(result.solutions, 0U);
  }
}

TEST_P(NaiveForms, ClashingGivensHaveNoSolutionWithoutSearching) {
  Grid puzzle(3);
  puzzle.set(0, 0, 5);
  puzzle.set(8, 0, 5);
  const SolveResult result = solve_watched(GetParam().solve, puzzle, {.node_limit = 100'000});
  EXPECT_EQ(result.outcome, Outcome::NoSolution);
  EXPECT_EQ(result.stats.nodes, 0U);
}

TEST_P(NaiveForms, ACompleteGridIsItsOwnOnlySolution) {
  const Grid solved = parse_grid("1234341221434321");
  const SolveResult result =
      solve_watched(GetParam().solve, solved, {.max_solutions = 2, .node_limit = 1000});
  EXPECT_EQ(result.outcome, Outcome::Solved);
  EXPECT_EQ(result.solutions, 1U);
  EXPECT_SAME_GRID(result.first_solution, solved);
  EXPECT_EQ(result.stats.nodes, 0U);
}

TEST_P(NaiveForms, SolvesEverySizeUpToSixtyFourFromAnAlmostFullGrid) {
  for (int box = 1; box <= kMaxBox; ++box) {
    const Grid solution = shifted_solution(box);
    const int side = solution.side();
    Grid puzzle = solution;
    for (int cell = 0; cell < puzzle.cell_count(); cell += side + 1) puzzle.set(cell, 0);
    const SolveResult result =
        solve_watched(GetParam().solve, puzzle, {.max_solutions = 2, .node_limit = kTestNodeLimit});
    EXPECT_EQ(result.solutions, 1U) << side;
    EXPECT_SAME_GRID(result.first_solution, solution) << side;
  }
}

std::string form_name(const ::testing::TestParamInfo<Form>& form) {
  return form.param.name;
}

INSTANTIATE_TEST_SUITE_P(Forms, NaiveForms,
                         ::testing::Values(Form{"recursive", &stage1::solve},
                                           Form{"iterative", &stage1::solve_iterative}),
                         form_name);

}  // namespace
}  // namespace sudoku::testing
