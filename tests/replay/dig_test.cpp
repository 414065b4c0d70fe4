// Stage 5's dig on the replay page: the checks the dig reports, played from the complete grid,
// make the very puzzle the generator makes with that seed; each second solution they name is a
// solution; and the page shows, check by check, the grid, the cells emptied or put back, and the
// sentence of the check.

#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>

#include "devtools.hpp"
#include "pages.hpp"
#include "process.hpp"
#include "replay/dig.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/random.hpp"
#include "sudoku/symbols.hpp"
#include "sudoku/writer.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// The dig of `stage5_generator --seed SEED --size SIDE --holes PERCENT`.
replay::DigTrace dig_of(std::uint64_t seed, int box, int percent) {
  return replay::record_dig(seed,
                            stage5::unique_recipe(box, stage5::holes_for_percent(box, percent)));
}

// The grid standing before each check, and after the last: the complete grid, then each puzzle a
// check kept.
std::vector<Grid> standing_grids(const replay::DigTrace& dig) {
  std::vector<Grid> grids{dig.solution};
  for (const replay::DigRecord& check : dig.checks) {
    Grid next = grids.back();
    if (stage5::holds(check.verdict)) {
      for (const int cell : check.cells) next.set(cell, 0);
    }
    grids.push_back(next);
  }
  return grids;
}

class Dig : public ::testing::TestWithParam<std::tuple<int, int>> {};

TEST_P(Dig, PlaysFromTheCompleteGridToThePuzzleTheGeneratorMakes) {
  if (kStudentStages) GTEST_SKIP() << "a student's stage 5 may report no check";
  const auto [box, percent] = GetParam();
  const replay::DigTrace dig = dig_of(11, box, percent);
  ASSERT_FALSE(dig.checks.empty());
  const std::vector<Grid> standing = standing_grids(dig);
  EXPECT_EQ(standing.back(), dig.puzzle);
  EXPECT_TRUE(check_solution(dig.puzzle, dig.solution).solves);
  // The program makes the same puzzle from the same seed: watching the dig changed nothing.
  const std::string side = std::to_string(box * box);
  const ProcessResult made =
      run_process(kBin / "stage5_generator",
                  {"--seed", "11", "--size", side, "--holes", std::to_string(percent)}, ".");
  EXPECT_EQ(made.out, to_line(dig.puzzle) + "\n") << made.err;
  std::set<int> final_cells;
  for (std::size_t i = 0; i < dig.checks.size(); ++i) {
    const replay::DigRecord& check = dig.checks[i];
    SCOPED_TRACE("check " + std::to_string(i + 1) + ": " + check.text);
    ASSERT_FALSE(check.cells.empty());
    Grid tried = standing[i];
    for (const int cell : check.cells) {
      EXPECT_NE(tried[cell], 0) << "a check empties cells that stood";
      tried.set(cell, 0);
    }
    if (check.verdict == stage5::DigVerdict::SecondSolution) {
      ASSERT_FALSE(check.other.empty());
      Grid other = dig.solution;
      for (const auto& [cell, value] : check.other) other.set(cell, value);
      EXPECT_TRUE(check_solution(tried, other).solves) << "the second solution solves the puzzle";
    }
    if (check.final) final_cells.insert(check.cells.begin(), check.cells.end());
  }
  for (const int cell : final_cells) EXPECT_NE(dig.puzzle[cell], 0) << "a clue for good, " << cell;
}

// 4x4 and 9x9 counted; 9x9 with most of its cells asked for, where checks fail; 25x25 by singles.
INSTANTIATE_TEST_SUITE_P(Sizes, Dig,
                         ::testing::Values(std::tuple{2, 60}, std::tuple{3, 40}, std::tuple{3, 75},
                                           std::tuple{5, 40}));

// The first check of a dig that made clues for good with a second solution.
std::size_t first_second_solution(const replay::DigTrace& dig) {
  std::size_t i = 0;
  while (i < dig.checks.size() &&
         !(dig.checks[i].final && dig.checks[i].verdict == stage5::DigVerdict::SecondSolution)) {
    ++i;
  }
  return i;
}

TEST(DigPage, ShowsEachCheckItsCellsAndTheSecondSolution) {
  if (kChromium.empty()) GTEST_SKIP() << "chromium was not found when the build was configured";
  if (kStudentStages) GTEST_SKIP() << "a student's stage 5 may report no check";
  const replay::Replay replay{.name = "dig", .bound = {}, .dig = dig_of(11, 3, 75)};
  const replay::DigTrace& dig = *replay.dig;
  const std::size_t i = first_second_solution(dig);
  ASSERT_LT(i, dig.checks.size()) << "no clue kept for a second solution: choose another seed";
  const std::filesystem::path page = write_page(replay, "dig.html");
  Browser browser = page_browser("dig_profile");
  open_at(browser, page, i + 1, {.width = 1000, .height = 900});
  const replay::DigRecord& check = dig.checks[i];
  const auto text = [&browser](const std::string& id) {
    return browser.evaluate("document.getElementById('" + id + "').textContent");
  };
  EXPECT_EQ(text("t0-caption"), "check " + std::to_string(i + 1) + ": " + check.text);
  const Grid before = standing_grids(dig)[i];
  for (int cell = 0; cell < before.cell_count(); ++cell) {
    const std::string id = "t0-c" + std::to_string(cell);
    const std::string shown = browser.evaluate("document.getElementById('" + id +
                                               "').firstChild?.nodeType === 3 ? document."
                                               "getElementById('" +
                                               id +
                                               "').firstChild."
                                               "textContent : ''");
    EXPECT_EQ(shown, before[cell] == 0 ? "" : std::string(1, symbol_of(before[cell])))
        << "cell " << cell;
  }
  for (const int cell : check.cells) {
    EXPECT_EQ(browser.evaluate("document.getElementById('t0-c" + std::to_string(cell) +
                               "').classList.contains('put-back')"),
              "true");
  }
  for (const auto& [cell, value] : check.other) {
    EXPECT_EQ(browser.evaluate("document.querySelector('#t0-c" + std::to_string(cell) +
                               " .other')?.textContent"),
              std::string(1, symbol_of(value)));
  }
  std::size_t for_good = 0;
  for (std::size_t j = 0; j <= i; ++j) {
    if (dig.checks[j].final) for_good += dig.checks[j].cells.size();
  }
  EXPECT_EQ(browser.evaluate("document.querySelector('[data-name=\"clues for good\"] dd')."
                             "textContent"),
            std::to_string(for_good));
  EXPECT_EQ(text("errors"), "");
  take_screenshot(browser, page, i + 1, {.width = 1000, .height = 900}, "replay_stage5.png");
}

}  // namespace
}  // namespace sudoku::testing
