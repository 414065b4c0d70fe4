// Stage 1's own behaviour: the two forms explore the same tree and report the same steps,
// counting works, the node limit is exact, and clashing givens are caught before the search. Every
// solve is watched: one that stops spending nodes ends the test in seconds, naming its puzzle.

#include "same_grid.hpp"
#include "stage1/stage1.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "bounded.hpp"
#include "catalog.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/symbols.hpp"
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

// A step as one line: what the replay page draws from it, which both forms must report alike.
std::string step_line(const Step& step) {
  return std::string(step_kind_name(step.kind)) + " cell " + std::to_string(step.cell) + " value " +
         std::to_string(step.value) + " candidates " + "{" + symbols_of(step.values) + "}" +
         " tried " + "{" + symbols_of(step.tried) + "}" + " undone " + std::to_string(step.undone);
}

// The steps a form reports, as lines, solving `puzzle` to `max_solutions`.
std::vector<std::string> reported_steps(const Form& form, const Grid& puzzle,
                                        std::uint64_t max_solutions) {
  std::vector<std::string> lines;
  SolveOptions options{max_solutions, 10'000, {}};
  options.on_step = [&](const Step& step) { lines.push_back(step_line(step)); };
  solve_watched(form.solve, puzzle, options);
  return lines;
}

// What a solve found and spent, on one line, so that a failure shows both forms side by side.
std::string summary(const SolveResult& result) {
  return ::testing::PrintToString(result.outcome) + ", " + std::to_string(result.solutions) +
         " solutions, " + std::to_string(result.stats.nodes) + " nodes, " +
         std::to_string(result.stats.backtracks) + " backtracks";
}

// The recursive and the iterative forms try the same values in the same cells in the same order,
// so every counter agrees, puzzle by puzzle, whatever stops the search. A failure names the first
// puzzle where they part.
TEST(Naive, RecursiveAndIterativeFormsExploreTheSameTree) {
  int compared = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    for (const std::uint64_t max_solutions : {std::uint64_t{1}, std::uint64_t{3}}) {
      const SolveOptions options{
          max_solutions, node_limit_for_size(50'000, entry.puzzle.side()), {}};
      const SolveResult recursive = solve_watched(&stage1::solve, entry.puzzle, options);
      const SolveResult iterative = solve_watched(&stage1::solve_iterative, entry.puzzle, options);
      ASSERT_EQ(summary(recursive), summary(iterative))
          << "the forms part on " << entry.name << ", up to " << max_solutions << " solutions";
      ASSERT_PRED_FORMAT2(same_grid, recursive.first_solution, iterative.first_solution)
          << "the forms part on " << entry.name << ", up to " << max_solutions << " solutions";
      ++compared;
    }
  }
  EXPECT_GT(compared, 100);
}

// Observed, the two forms report the same steps in the same order (docs/stage1.md's table): a
// guess per node, a dead end per backtrack, and a value undone each time the search leaves one.
// A failure shows the first step where they part, not the whole lists.
TEST(Naive, BothFormsReportTheSameSteps) {
  const Form recursive{"recursive", &stage1::solve},
      iterative{"iterative", &stage1::solve_iterative};
  for (const char* line : {".3.....4.1.....1", ".....3..4.3...2.", "1..............."}) {
    const Grid puzzle = read_entries(line, "test", Format::Line).front().puzzle;
    const std::vector<std::string> first = reported_steps(recursive, puzzle, 3);
    const std::vector<std::string> second = reported_steps(iterative, puzzle, 3);
    const auto [left, right] = std::ranges::mismatch(first, second);
    const auto step = static_cast<std::size_t>(left - first.begin());
    EXPECT_TRUE(left == first.end() && right == second.end())
        << line << ": the forms part at step " << step + 1
        << "\n  recursive: " << (left == first.end() ? "(no more steps)" : *left)
        << "\n  iterative: " << (right == second.end() ? "(no more steps)" : *right);
    const SolveResult result = solve_watched(&stage1::solve, puzzle, {3, 10'000, {}});
    EXPECT_EQ(
        std::ranges::count_if(first, [](const std::string& s) { return s.starts_with("guess "); }),
        static_cast<std::ptrdiff_t>(result.stats.nodes))
        << line << ": a guess step per node";
  }
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
