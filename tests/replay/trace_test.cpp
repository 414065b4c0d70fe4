// The steps every stage reports play back on the puzzle to the stage's solution, add up to the
// counts --stats prints, and survive being bounded: what the replay page draws is what the stage
// did.

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <map>
#include <string>
#include <variant>

#include "catalog.hpp"
#include "pages.hpp"
#include "registry.hpp"
#include "replay/trace.hpp"
#include "same_grid.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::testing {
namespace {

using replay::ReplayBoard;
using replay::StepCounts;
using replay::Trace;

// Enough nodes for the catalog's hard 9x9 puzzles by stages 2 to 4, and for a stage 1 solve to
// be cut short and still checked.
constexpr std::uint64_t kNodes = 20'000;

// The steps of each kind in `counts`.
std::uint64_t of(const StepCounts& counts, StepKind kind) {
  return counts[static_cast<std::size_t>(kind)];
}

// Solves with every step played on a board as it comes (none kept), and counts them.
struct Watched {
  SolveResult result;
  StepCounts counts = {};
  std::optional<ReplayBoard> board = {};
  std::string error = {};  // the first step that did not play, if any
};
Watched watch(const StageVariant& variant, const Grid& puzzle) {
  Watched watched;
  watched.board.emplace(puzzle);
  SolveOptions options{.node_limit = node_limit_for_size(kNodes, puzzle.side())};
  std::uint64_t number = 0;
  options.on_step = [&](const Step& step) {
    ++number;
    ++watched.counts[static_cast<std::size_t>(step.kind)];
    const auto error = watched.board->apply(explain::record_of(step));
    if (error && watched.error.empty())
      watched.error = "step " + std::to_string(number) + ": " + *error;
  };
  watched.result = variant.solve(puzzle, options);
  return watched;
}

// The puzzles the tests replay: the first three of each group of the catalog, up to 25x25 (as the
// page draws them), with one solution, several or none.
std::vector<CatalogEntry> puzzles() {
  std::vector<CatalogEntry> kept;
  std::map<std::string, int> per_group;
  for (CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    if (entry.puzzle.side() <= 25 && ++per_group[entry.group] <= 3)
      kept.push_back(std::move(entry));
  }
  return kept;
}

// The variants whose steps are checked: every stage's and extension's, not the ablations.
std::vector<const StageVariant*> variants() {
  std::vector<const StageVariant*> kept;
  for (const StageVariant& variant : stage_variants()) {
    if (!variant.ablation) kept.push_back(&variant);
  }
  return kept;
}

// Checks that `watched`'s steps add up to its counts: every node is a value placed or guessed,
// and each stage's backtracks are one kind of step (stage 4 counts a branch of k values as k - 1
// guesses, and some backtracks where it reports no step: stage4/search_test.cpp tells its steps).
void expect_counts(const Watched& watched, std::string_view stage) {
  const SolveStats& stats = watched.result.stats;
  const StepCounts& counts = watched.counts;
  EXPECT_EQ(of(counts, StepKind::Placement) + of(counts, StepKind::Guess), stats.nodes);
  EXPECT_EQ(of(counts, StepKind::Placement), stats.deductions);
  if (stage == "stage4") return;
  EXPECT_EQ(of(counts, StepKind::Guess), stats.guesses);
  const StepKind backtrack = stage == "stage2" ? StepKind::Backtrack : StepKind::Contradiction;
  EXPECT_EQ(of(counts, backtrack), stats.backtracks);
}

TEST(Steps, PlayBackToTheSolutionAndAddUpToTheCountsOfStats) {
  const std::vector<CatalogEntry> catalog = puzzles();
  for (const StageVariant* variant : variants()) {
    SCOPED_TRACE(variant->name);
    int solved = 0;
    for (const CatalogEntry& entry : catalog) {
      SCOPED_TRACE(entry.name);
      const Watched watched = watch(*variant, entry.puzzle);
      if (replay::total_steps(watched.counts) == 0 && kStudentStages) {
        GTEST_SKIP() << variant->name << " reports no step";
      }
      ASSERT_EQ(watched.error, "") << "a step that cannot follow the ones before";
      expect_counts(watched, stage_of(*variant));
      if (watched.result.outcome != Outcome::Solved) continue;
      ASSERT_TRUE(check_solution(entry.puzzle, watched.result.first_solution).solves);
      EXPECT_SAME_GRID(watched.board->grid(), watched.result.first_solution);
      ++solved;
    }
    EXPECT_GT(solved, 10);
  }
}

// Every step a bounded trace leaves out is stood for by the state where the tail starts: played
// back, it ends where the whole solve does.
TEST(Traces, ABoundedTraceEndsWhereTheWholeSolveDoes) {
  const std::vector<CatalogEntry> hard = load_group("hard");
  for (const StageVariant* variant : variants()) {
    SCOPED_TRACE(variant->name);
    const Grid& puzzle = hard.front().puzzle;
    const Watched whole = watch(*variant, puzzle);
    const SolveOptions options{.node_limit = node_limit_for_size(kNodes, puzzle.side())};
    const Trace trace = replay::record_solve(*variant, puzzle, options, {.first = 20, .last = 30});
    const std::uint64_t steps = replay::total_steps(whole.counts);
    if (steps == 0 && kStudentStages) GTEST_SKIP() << variant->name << " reports no step";
    EXPECT_EQ(trace.counts, whole.counts);
    ASSERT_EQ(trace.gap.has_value(), steps > 50);
    if (trace.gap) {
      EXPECT_EQ(trace.head.size(), 20U);
      EXPECT_EQ(trace.tail.size(), 30U);
      EXPECT_EQ(trace.gap->start + 30, steps);
      EXPECT_EQ(replay::total_steps(trace.gap->before), steps - 30);
    } else {
      EXPECT_EQ(trace.head.size(), steps);
    }
    const auto played = replay::play_back(trace);
    ASSERT_TRUE(std::holds_alternative<ReplayBoard>(played)) << std::get<std::string>(played);
    EXPECT_SAME_GRID(std::get<ReplayBoard>(played).grid(), whole.board->grid());
    EXPECT_EQ(std::get<ReplayBoard>(played).struck(), whole.board->struck());
  }
}

// The two forms of stage 1 walk the same tree, step for step.
TEST(Traces, BothFormsOfStage1ReportTheSameSteps) {
  const auto form = [](std::string_view name) {
    return std::ranges::find(stage_variants(), name, &StageVariant::name);
  };
  if (form("stage1_recursive") == stage_variants().end()) GTEST_SKIP() << "no stage 1 here";
  for (const CatalogEntry& entry : load_group("hard")) {
    SCOPED_TRACE(entry.name);
    const SolveOptions options{.node_limit = 2'000};
    const replay::TraceBound all{.first = std::numeric_limits<std::size_t>::max()};
    const Trace recursive =
        replay::record_solve(*form("stage1_recursive"), entry.puzzle, options, all);
    const Trace iterative =
        replay::record_solve(*form("stage1_iterative"), entry.puzzle, options, all);
    ASSERT_EQ(recursive.head.size(), iterative.head.size());
    for (std::size_t i = 0; i < recursive.head.size(); ++i) {
      const explain::Record& a = recursive.head[i];
      const explain::Record& b = iterative.head[i];
      ASSERT_TRUE(a.kind == b.kind && a.cell == b.cell && a.value == b.value &&
                  a.values == b.values && a.tried == b.tried && a.undone == b.undone)
          << "step " << i + 1 << ": " << explain::describe(a, 9) << " / "
          << explain::describe(b, 9);
    }
  }
}

}  // namespace
}  // namespace sudoku::testing
