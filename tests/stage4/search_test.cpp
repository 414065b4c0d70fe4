// Stage 4's search, seen through its steps: what it counts agrees with what it reports.

#include <gtest/gtest.h>

#include "bounded.hpp"
#include "catalog.hpp"
#include "stage4/heuristics.hpp"

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
    SolveOptions options{2, node_limit_for_size(kTestNodeLimit, entry.puzzle.side()), {}};
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

}  // namespace
}  // namespace sudoku::testing
