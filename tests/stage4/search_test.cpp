// Stage 4's search, seen through its steps: what it counts agrees with what it reports.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bounded.hpp"
#include "catalog.hpp"
#include "same_grid.hpp"
#include "stage4/stage4.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::testing {
namespace {

// The value of a stage counter, 0 when the solve did not add it.
std::uint64_t counter(const SolveResult& result, std::string_view name) {
  for (const Counter& counter : result.stats.counters) {
    if (counter.name == name) return counter.count;
  }
  return 0;
}

// "Unforced guesses" counts a branch point of k values tried as k - 1 guesses, the way the
// reference tables count: a guess is unforced when its cell still had another value to try.
TEST(Search, CountsAsUnforcedTheGuessesThatLeftAValueToTry) {
  int with_forced = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    SCOPED_TRACE(entry.name);
    std::uint64_t guesses = 0, unforced = 0;
    SolveOptions options{.max_solutions = 2,
                         .node_limit = node_limit_for_size(kTestNodeLimit, entry.puzzle.side())};
    options.on_step = [&](const Step& step) {
      if (step.kind != StepKind::Guess) return;
      ++guesses;
      if (!(step.values - step.tried).empty()) ++unforced;
    };
    const SolveResult result = stage4::solve(entry.puzzle, options);
    EXPECT_EQ(guesses, result.stats.guesses);
    EXPECT_EQ(counter(result, "unforced guesses"), unforced);
    if (unforced < guesses) ++with_forced;
  }
  EXPECT_GT(with_forced, 10) << "too few puzzles where a guess was the last value left";
}

// technique_counts reads back, by technique, the counters --stats prints by name: every value a
// technique placed is a deduction, and the rater's unforced guesses are the counter's.
TEST(Search, TechniqueCountsReadBackTheNamedCounters) {
  std::uint64_t struck = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    SCOPED_TRACE(entry.name);
    const SolveResult result =
        stage4::solve(entry.puzzle,
                      {.max_solutions = 2,
                       .node_limit = node_limit_for_size(kTestNodeLimit, entry.puzzle.side())},
                      {.techniques = stage4::Techniques::all()});
    const stage4::TechniqueCounts counts = stage4::technique_counts(result.stats);
    std::uint64_t placed = 0;
    for (const stage4::Technique technique : stage4::kTechniques) {
      const auto slot = static_cast<std::size_t>(technique);
      const std::string name(stage4::technique_name(technique));
      EXPECT_EQ(counts.placements[slot], counter(result, name + " placements")) << name;
      EXPECT_EQ(counts.eliminations[slot], counter(result, name + " eliminations")) << name;
      placed += counts.placements[slot];
      struck += counts.eliminations[slot];
    }
    EXPECT_EQ(placed, result.stats.deductions);
    EXPECT_EQ(counts.unforced_guesses, counter(result, "unforced guesses"));
  }
  EXPECT_GT(struck, 0U);
}

// Leaning towards a solution (Setup::first_guesses), the search meets it first and never steps
// back: every guess agrees with it, so it stays possible all the way down.
TEST(Search, LeaningTowardsASolutionFindsItFirstWithoutBacktracking) {
  int leaned = 0;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    if (entry.group != "many_solutions" || entry.puzzle.side() > 16) continue;
    SCOPED_TRACE(entry.name);
    const std::uint64_t limit = node_limit_for_size(kTestNodeLimit, entry.puzzle.side());
    std::vector<Grid> solutions;
    SolveOptions some{.max_solutions = 4, .node_limit = limit};
    some.on_solution = [&](const Grid& solution) { solutions.push_back(solution); };
    stage4::solve(entry.puzzle, some);
    ASSERT_GE(solutions.size(), 2U);
    for (const Grid& solution : solutions) {
      const SolveResult result =
          stage4::solve(entry.puzzle, {.node_limit = limit}, {.first_guesses = solution});
      ASSERT_EQ(result.solutions, 1U);
      EXPECT_TRUE(check_solution(entry.puzzle, result.first_solution).solves);
      EXPECT_SAME_GRID(result.first_solution, solution);
      EXPECT_EQ(result.stats.backtracks, 0U);
      ++leaned;
    }
  }
  EXPECT_GT(leaned, 10);
}

}  // namespace
}  // namespace sudoku::testing
