// The replay page in a real browser: headless Chromium (Debian's `chromium`) opens a page made from
// the catalog at given positions (#step=N), and what it shows there, each grid's values, the
// counters and the sentence of the step, is what the trace says, played back in C++. A screenshot
// of each stage's view is kept for the docs.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "devtools.hpp"
#include "pages.hpp"
#include "registry.hpp"
#include "sudoku/figures.hpp"
#include "sudoku/symbols.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using replay::ReplayBoard;
using replay::Trace;

// The page of the four stages, written once per test program.
const std::filesystem::path& page_file() {
  static const std::filesystem::path page = write_page(hard_puzzle_replay(), "replay.html");
  return page;
}

// The text of the element with `id`, up to its first child, with HTML's escapes read back.
std::string text_of(const std::string& dom, const std::string& id) {
  const std::size_t at = dom.find("id=\"" + id + "\"");
  if (at == std::string::npos) return "(no element " + id + ")";
  const std::size_t start = dom.find('>', at) + 1;
  std::string text = dom.substr(start, dom.find('<', start) - start);
  for (const auto& [escaped, plain] : {std::pair{"&lt;", "<"}, {"&gt;", ">"}, {"&amp;", "&"}}) {
    for (std::size_t i = text.find(escaped); i != std::string::npos; i = text.find(escaped, i)) {
      text.replace(i, std::string(escaped).size(), plain);
    }
  }
  return text;
}

// The value a counter of panel `panel` shows.
std::string counter(const std::string& dom, int panel, const std::string& name) {
  const std::size_t list = dom.find("id=\"t" + std::to_string(panel) + "-counters\"");
  const std::size_t at = dom.find("data-name=\"" + name + "\"", list);
  const std::size_t value = dom.find("<dd>", at) + 4;
  return dom.substr(value, dom.find("</dd>", value) - value);
}

// What panel `panel` must show at position p: the board and counts after p steps, or, in the
// steps the page left out, after the last step of the head.
struct Expected {
  ReplayBoard board;
  replay::StepCounts counts = {};
  std::string caption;
};
Expected expected_at(const Trace& trace, std::uint64_t p) {
  const std::uint64_t total = replay::total_steps(trace.counts);
  const std::uint64_t at = std::min(p, total);
  const bool in_gap = trace.gap && at > trace.head.size() && at < trace.gap->start;
  Expected expected{.board = ReplayBoard(trace.puzzle), .caption = ""};
  const auto play = [&expected](const explain::Record& step) {
    EXPECT_EQ(expected.board.apply(step), std::nullopt);
    ++expected.counts[static_cast<std::size_t>(step.kind)];
  };
  const std::uint64_t in_head =
      in_gap ? trace.head.size() : std::min<std::uint64_t>(at, trace.head.size());
  for (std::uint64_t i = 0; i < in_head; ++i) play(trace.head[i]);
  if (trace.gap && at >= trace.gap->start) {
    expected.board = ReplayBoard(trace.puzzle, trace.gap->stack);
    expected.counts = trace.gap->before;
    for (std::uint64_t i = trace.gap->start; i < at; ++i) play(trace.tail[i - trace.gap->start]);
  }
  const int side = trace.puzzle.side();
  if (p == 0) {
    expected.caption = "the puzzle: " + std::to_string(trace.puzzle.filled_count()) + " givens";
  } else if (p > total) {
    expected.caption = "finished after step " + grouped(static_cast<double>(total)) + ": " +
                       std::string(outcome_name(trace.result.outcome));
  } else if (!in_gap) {
    const explain::Record& step =
        p <= trace.head.size() ? trace.head[p - 1] : trace.tail[p - trace.gap->start - 1];
    expected.caption =
        "step " + grouped(static_cast<double>(p)) + ": " + explain::describe(step, side);
  }
  return expected;
}

// Checks one panel of the page at p against the trace.
void expect_panel(const std::string& dom, int panel, const Trace& trace, std::uint64_t p) {
  SCOPED_TRACE(trace.variant + " at step " + std::to_string(p));
  const Expected expected = expected_at(trace, p);
  const std::string prefix = "t" + std::to_string(panel);
  for (int cell = 0; cell < trace.puzzle.cell_count(); ++cell) {
    const int value = expected.board.grid()[cell];
    ASSERT_EQ(text_of(dom, prefix + "-c" + std::to_string(cell)),
              value == 0 ? "" : std::string(1, symbol_of(value)))
        << "cell " << cell;
  }
  const auto count = [&expected](StepKind kind) {
    return expected.counts[static_cast<std::size_t>(kind)];
  };
  EXPECT_EQ(counter(dom, panel, "nodes"),
            grouped(static_cast<double>(count(StepKind::Placement) + count(StepKind::Guess))));
  EXPECT_EQ(counter(dom, panel, "guesses"), grouped(static_cast<double>(count(StepKind::Guess))));
  EXPECT_EQ(counter(dom, panel, "backtracks"),
            grouped(static_cast<double>(count(StepKind::Backtrack))));
  EXPECT_EQ(counter(dom, panel, "eliminations"),
            grouped(static_cast<double>(count(StepKind::Elimination))));
  if (!expected.caption.empty()) {
    EXPECT_EQ(text_of(dom, prefix + "-caption"), expected.caption);
  }
}

// The bound keeps a page small whatever the search: the four stages on the first hard puzzle,
// where stage 1 reports over a hundred thousand steps before its 50,000 nodes are spent, with the
// default bound.
TEST(ReplayPageSize, TheFourStagesOnAHardPuzzleTakeLessThanAMegabyte) {
  const std::vector<std::string> stages{"stage1", "stage2", "stage3", "stage4"};
  const replay::Replay replay = replay_of("hard 1", load_group("hard").front().puzzle,
                                          listed_variants(stages, stage_variants()), {}, 50'000);
  ASSERT_EQ(replay.traces.size(), 4U);
  ASSERT_GT(replay::total_steps(replay.traces[0].counts), 100'000U)
      << "stage 1 no longer searches long here: choose another puzzle";
  EXPECT_LT(replay::replay_page(replay).size(), 1'000'000U);
}

class ReplayPage : public ::testing::Test {
 protected:
  void SetUp() override {
    if (kChromium.empty()) GTEST_SKIP() << "chromium was not found when the build was configured";
  }
  static const replay::Replay& replay() { return hard_puzzle_replay(); }
};

TEST_F(ReplayPage, ShowsEachStagesGridCountersAndStepAsItsTraceSays) {
  const std::filesystem::path& page = page_file();
  ASSERT_EQ(replay().traces.size(), 4U);
  ASSERT_TRUE(replay().traces[0].gap.has_value()) << "stage 1 leaves steps out at this bound";
  // The puzzle, a step in every head, the last step of stage 1's head, one in its gap and one in
  // stage 2's (past stages 3 and 4's ends), the end.
  Browser browser = page_browser("positions_profile");
  for (const std::uint64_t p : std::vector<std::uint64_t>{0, 40, 300, 1000, 4500, 548'178}) {
    const std::string dom = dom_at(browser, page, p);
    ASSERT_NE(dom.find("id=\"t3\""), std::string::npos) << "the script drew no panel";
    EXPECT_EQ(text_of(dom, "errors"), "") << "the page's script failed";
    for (int panel = 0; panel < 4; ++panel) {
      expect_panel(dom, panel, replay().traces[static_cast<std::size_t>(panel)], p);
    }
  }
}

// A step that a technique of stage 4 took is named, and its cells marked by role.
TEST_F(ReplayPage, NamesStage4sTechniqueAndMarksItsCellsByRole) {
  const Trace& stage4 = replay().traces[3];
  std::uint64_t p = 0;
  while (p < stage4.head.size() && stage4.head[p].kind != StepKind::Elimination) ++p;
  ASSERT_LT(p, stage4.head.size()) << "stage 4 strikes no candidate on this puzzle";
  const explain::Record& step = stage4.head[p];
  Browser browser = page_browser("roles_profile");
  const std::string dom = dom_at(browser, page_file(), p + 1);
  EXPECT_NE(text_of(dom, "t3-caption").find(std::string(step.technique.substr(0, 5))),
            std::string::npos);
  // The start tag of a cell of stage 4's panel, and what the cell holds.
  const auto tag = [&dom](int cell) {
    const std::size_t at = dom.rfind('<', dom.find("id=\"t3-c" + std::to_string(cell) + "\""));
    return dom.substr(at, dom.find('>', at) - at);
  };
  const auto inside = [&dom](int cell) {
    const std::size_t at = dom.find("id=\"t3-c" + std::to_string(cell) + "\"");
    return dom.substr(at, dom.find("</div>", at) - at);
  };
  for (const int cell : step.pattern) {
    EXPECT_NE(tag(cell).find("pattern"), std::string::npos) << "the pattern's cell " << cell;
  }
  for (const int cell : step.cells) {
    EXPECT_NE(tag(cell).find("target"), std::string::npos) << "the struck cell " << cell;
    EXPECT_NE(inside(cell).find("mark struck"), std::string::npos)
        << "no candidate shown struck in " << cell;
  }
}

// The page of stages 3 and 4 on a puzzle of grids/large.txt, counted from 0.
replay::Replay large_replay(std::size_t index) {
  const std::vector<std::string> stages{"stage3", "stage4"};
  return replay_of("large " + std::to_string(index + 1), load_group("large").at(index).puzzle,
                   listed_variants(stages, stage_variants()), {}, 1'000'000);
}

// 16x16 and 25x25 grids: each panel as its trace says, cells large enough to read, stage 3's
// counts in every empty cell, and stage 4's pencil marks: all of them up to 16x16, above it the
// ones the step strikes (crossed out) and those of its pattern (framed).
TEST_F(ReplayPage, DrawsSixteenAndTwentyFiveSidedGridsLegibly) {
  Browser browser = page_browser("large_profile");
  for (const std::size_t index : {0U, 2U}) {
    const replay::Replay replay = large_replay(index);
    ASSERT_EQ(replay.traces.size(), 2U);
    const Trace& stage4 = replay.traces[1];
    const int side = stage4.puzzle.side();
    SCOPED_TRACE(std::to_string(side) + "x" + std::to_string(side));
    // Stage 4's first elimination, or its 40th step if it strikes nothing.
    const std::uint64_t first = first_step(stage4, StepKind::Elimination);
    const std::uint64_t p = stage4.head.at(first - 1).kind == StepKind::Elimination ? first : 40;
    const std::filesystem::path page = write_page(replay, replay.name + ".html");
    const std::string dom = dom_at(browser, page, p, {.width = 1700, .height = 1100});
    for (int panel = 0; panel < 2; ++panel) {
      expect_panel(dom, panel, replay.traces[static_cast<std::size_t>(panel)], p);
    }
    const auto number = [&browser](const std::string& expression) {
      return std::stod(browser.evaluate(expression));
    };
    EXPECT_GE(number("document.getElementById('t0-c0').getBoundingClientRect().width"), 20);
    EXPECT_GE(
        number("parseFloat(getComputedStyle(document.querySelector('.cell.given')).fontSize)"), 11);
    EXPECT_EQ(browser.evaluate("[...document.querySelectorAll('#t0 .cell.empty')].every("
                               "(c) => c.querySelector('.count') !== null)"),
              "true");
    const std::string marks =
        "document.querySelectorAll('#t1 .cell.empty')[0].querySelectorAll("
        "'.mark').length";
    if (side <= 16) {
      EXPECT_EQ(browser.evaluate(marks), std::to_string(side));
      continue;
    }
    const explain::Record& step = stage4.head.at(p - 1);
    ASSERT_EQ(step.kind, StepKind::Elimination);
    ASSERT_FALSE(step.cells.empty());
    const std::string struck = "[...document.querySelectorAll('#t1-c" +
                               std::to_string(step.cells.front()) +
                               " .mark.struck')].map((m) => m.textContent).join('')";
    std::string symbols;
    for (const int value : step.values) symbols += symbol_of(value);
    EXPECT_EQ(browser.evaluate(struck), symbols);
    EXPECT_EQ(browser.evaluate("document.querySelectorAll('#t1 .mark:not(.struck):not(.pattern-"
                               "mark)').length"),
              "0")
        << "above 16x16, only the marks the step is about";
    take_screenshot(browser, page, p, {.width = 1700, .height = 1100}, "replay_25x25.png");
  }
}

// A picture of the four stages side by side, and of each stage alone at a step it is about,
// kept for the docs and looked at by a person.
TEST_F(ReplayPage, TakesAScreenshotOfEachStagesView) {
  Browser browser = page_browser("views_profile");
  const auto shoot = [&browser](const std::filesystem::path& page, std::uint64_t step,
                                WindowSize size, const std::string& name) {
    SCOPED_TRACE(name);
    const std::filesystem::path shot = take_screenshot(browser, page, step, size, name);
    if (std::filesystem::exists(shot)) {
      EXPECT_GT(std::filesystem::file_size(shot), 20'000U) << "an empty picture";
    }
  };
  shoot(page_file(), 61, {.width = 1600, .height = 1000}, "replay_stages.png");
  const std::vector<std::pair<int, std::uint64_t>> views{
      {0, 61},
      {1, first_step(replay().traces[1], StepKind::Backtrack)},
      {2, first_step(replay().traces[2], StepKind::Guess)},
      {3, first_step(replay().traces[3], StepKind::Elimination) + 2}};
  for (const auto& [index, step] : views) {
    const Trace& trace = replay().traces[static_cast<std::size_t>(index)];
    const replay::Replay alone{.name = replay().name, .bound = replay().bound, .traces = {trace}};
    const std::string name = "replay_" + trace.stage + ".png";
    shoot(write_page(alone, name + ".html"), step, {.width = 760, .height = 860}, name);
  }
}

}  // namespace
}  // namespace sudoku::testing
