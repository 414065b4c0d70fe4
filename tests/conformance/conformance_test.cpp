// The conformance suite: every registered stage variant (but the ablations, which measure speed)
// on every puzzle of the catalog of its size, checked against the expectations the catalog carries.
// One test per (variant, puzzle); and where the catalog gives a variant's figures on a puzzle (the
// chapters' small puzzles), one test that it spends exactly those.

#include <gtest/gtest.h>

#include <memory>
#include <set>

#include "catalog.hpp"
#include "registry.hpp"
#include "same_grid.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/writer.hpp"
#include "watchdog.hpp"

namespace sudoku::testing {
namespace {

// One test's parameter. gtest copies it into every test it registers, and each test runs in its
// own process that registers all of them, so the entry is shared rather than copied: copying a
// few thousand grids took more of each process than most tests do.
struct Case {
  const StageVariant* variant;
  std::shared_ptr<const CatalogEntry> entry;
};

// How a failing case names itself in gtest's messages.
void PrintTo(const Case& test, std::ostream* out) {
  *out << test.variant->name << " on " << test.entry->name;
}

// The catalog's entries, read once per process for every test's parameter.
const std::vector<std::shared_ptr<const CatalogEntry>>& catalog_entries() {
  static const std::vector<std::shared_ptr<const CatalogEntry>> entries = [] {
    std::vector<std::shared_ptr<const CatalogEntry>> read;
    for (CatalogEntry& entry : load_catalog(grids_dir()).entries) {
      read.push_back(std::make_shared<const CatalogEntry>(std::move(entry)));
    }
    return read;
  }();
  return entries;
}

// Every (variant, puzzle) pair.
std::vector<Case> all_cases() {
  const auto& entries = catalog_entries();
  std::vector<Case> cases;
  cases.reserve(stage_variants().size() * entries.size());
  for (const StageVariant& variant : stage_variants()) {
    if (variant.ablation) continue;
    for (const auto& entry : entries) {
      if (variant.only_side == 0 || variant.only_side == entry->puzzle.side()) {
        cases.push_back({&variant, entry});
      }
    }
  }
  return cases;
}

// "stage1_recursive_easy_3": the variant, then the puzzle.
std::string case_name(const ::testing::TestParamInfo<Case>& info) {
  return info.param.variant->name + "_" + info.param.entry->name;
}

// Solves with the options given, watched (a solve that stops spending nodes ends the test in
// seconds, naming its puzzle), and checks every solution the solver reports on the way: each
// solves the puzzle, and no two are the same.
SolveResult solve_checked(const Case& test, SolveOptions options) {
  const Grid& puzzle = test.entry->puzzle;
  std::set<std::string> seen;
  options.on_solution = [&](const Grid& solution) {
    const Verdict verdict = check_solution(puzzle, solution);
    EXPECT_TRUE(verdict.solves) << verdict.reason << drawing_of(solution);
    EXPECT_TRUE(seen.insert(to_line(solution)).second) << "reported twice" << drawing_of(solution);
  };
  const SolveResult result = solve_watched(test.variant->solve, puzzle, options);
  EXPECT_LE(result.solutions, seen.size()) << "more solutions counted than reported";
  if (result.solutions > 0) {
    const Verdict verdict = check_solution(puzzle, result.first_solution);
    EXPECT_TRUE(verdict.solves) << "first_solution: " << verdict.reason;
  }
  return result;
}

class Conformance : public ::testing::TestWithParam<Case> {};

// The count and the solution the catalog expects, or a clean stop at the node budget where the
// registry allows this variant to give up.
TEST_P(Conformance, MeetsTheCatalogExpectation) {
  const Case& test = GetParam();
  const Expectation& expected = test.entry->expected;
  const bool may_give_up = test.variant->may_give_up_on.contains(test.entry->group);
  SolveOptions options;
  options.node_limit =
      may_give_up ? node_limit_for_size(test.variant->give_up_budget, test.entry->puzzle.side())
                  : test.variant->test_node_budget;
  // One more than expected, so that a solver that finds too many solutions is caught.
  options.max_solutions = expected.at_least ? expected.count : expected.count + 1;
  SCOPED_TRACE(to_string(test.entry->where) + " (" + test.entry->source + ")" +
               drawing_of(test.entry->puzzle));

  const SolveResult result = solve_checked(test, options);
  EXPECT_LE(result.stats.nodes, options.node_limit);
  if (result.outcome == Outcome::LimitReached) {
    EXPECT_TRUE(may_give_up) << test.variant->name << " must solve the '" << test.entry->group
                             << "' puzzles within " << options.node_limit << " nodes";
    EXPECT_EQ(result.stats.nodes, options.node_limit) << "stopped before spending its budget";
    return;
  }
  EXPECT_EQ(result.solutions, expected.count) << "expected " << to_string(expected);
  EXPECT_EQ(result.outcome, expected.count == 0 ? Outcome::NoSolution : Outcome::Solved);
  if (test.entry->solution && result.solutions > 0) {
    EXPECT_SAME_GRID(result.first_solution, *test.entry->solution);
  }
}

// A tiny node limit stops every search cleanly: never more nodes than allowed, and whatever was
// found before the stop is right.
TEST_P(Conformance, StopsCleanlyAtATinyNodeLimit) {
  const Case& test = GetParam();
  SolveOptions options;
  options.node_limit = 25;
  options.max_solutions = 2;
  const SolveResult result = solve_checked(test, options);
  EXPECT_LE(result.stats.nodes, options.node_limit);
  if (result.outcome == Outcome::NoSolution) {
    EXPECT_EQ(test.entry->expected.count, 0U) << "claims no solution within 25 nodes";
  }
  if (result.outcome == Outcome::Solved && !test.entry->expected.at_least) {
    EXPECT_EQ(result.solutions, std::min<std::uint64_t>(test.entry->expected.count, 2));
  }
}

INSTANTIATE_TEST_SUITE_P(Catalog, Conformance, ::testing::ValuesIn(all_cases()), case_name);

// Every (variant, puzzle) pair for which the catalog gives the variant's figures.
std::vector<Case> counted_cases() {
  std::vector<Case> cases;
  for (const StageVariant& variant : stage_variants()) {
    for (const auto& entry : catalog_entries()) {
      if (entry->first_solution.contains(variant.name)) cases.push_back({&variant, entry});
    }
  }
  return cases;
}

class Figures : public ::testing::TestWithParam<Case> {};

// The figures the catalog gives for a variant on a chapter's puzzle, exactly: a search that charges
// a node at another moment, leaves a cell filled on the way back or tries the cells or the values
// in another order finds the same solution at other figures.
TEST_P(Figures, AreTheChaptersToTheFirstSolution) {
  const Case& test = GetParam();
  const SearchCounts& expected = test.entry->first_solution.find(test.variant->name)->second;
  SolveOptions options;
  options.node_limit = test.variant->test_node_budget;
  options.max_solutions = 1;
  const SolveResult result = solve_checked(test, options);
  SCOPED_TRACE(test.variant->name + " on " + to_line(test.entry->puzzle) + " (" +
               to_string(test.entry->where) + "), to its first solution");
  EXPECT_EQ(result.solutions, 1U) << "no solution found";
  const SearchCounts got{.nodes = result.stats.nodes,
                         .guesses = result.stats.guesses,
                         .backtracks = result.stats.backtracks};
  EXPECT_EQ(to_string(got), to_string(expected));
}

INSTANTIATE_TEST_SUITE_P(Chapters, Figures, ::testing::ValuesIn(counted_cases()), case_name);

// The catalog itself: every file reads, and the groups the suite relies on are there.
TEST(Catalog, ReadsWithoutProblems) {
  const Catalog catalog = load_catalog(grids_dir());
  for (const std::string& problem : catalog.problems) ADD_FAILURE() << problem;
  std::set<std::string> groups;
  for (const CatalogEntry& entry : catalog.entries) groups.insert(entry.group);
  for (const char* group :
       {"sources", "naive_worst", "easy", "medium", "hard", "hardest", "17clue", "no_solution",
        "many_solutions", "empty", "sizes", "large", "huge", "masked", "formats"}) {
    EXPECT_TRUE(groups.contains(group)) << "missing grids/" << group;
  }
}

// Each expectation is consistent with itself: a unique puzzle carries its solution, and that
// solution passes the checker.
TEST(Catalog, SolutionsInTheDataSolveTheirPuzzles) {
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    const bool unique = !entry.expected.at_least && entry.expected.count == 1;
    EXPECT_EQ(entry.solution.has_value(), unique) << to_string(entry.where);
    if (!entry.solution) continue;
    const Verdict verdict = check_solution(entry.puzzle, *entry.solution);
    EXPECT_TRUE(verdict.solves) << to_string(entry.where) << ": " << verdict.reason;
  }
}

}  // namespace
}  // namespace sudoku::testing
