// The replay page's controls in a real browser, used as a reader uses them: keys pressed and
// buttons clicked in headless Chromium (tests/support/devtools.hpp), and the position each one
// leads to read back from the address (#step=N), which every move writes.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <thread>

#include "devtools.hpp"
#include "pages.hpp"
#include "sudoku/figures.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using replay::Trace;

// The page of the four stages on a hard puzzle, open in a browser, for each test.
class ReplayControls : public ::testing::Test {
 protected:
  void SetUp() override {
    if (kChromium.empty()) GTEST_SKIP() << "chromium was not found when the build was configured";
    static const std::filesystem::path page = write_page(hard_puzzle_replay(), "controls.html");
    browser_ = std::make_unique<Browser>(kChromium, scratch_path("controls_profile"));
    open_at(*browser_, page, 0, {.width = 1400, .height = 900});
  }

  // The position the page is at, as its address says.
  std::string position() { return browser_->evaluate("location.hash"); }

  // The same, as a number.
  std::uint64_t step_number() {
    return std::stoull(position().substr(std::string("#step=").size()));
  }

  // The trace of panel `index`.
  static const Trace& trace(std::size_t index) { return hard_puzzle_replay().traces.at(index); }

  // The last step of a trace: where "solution" goes.
  static std::uint64_t last_step(const Trace& trace) { return replay::total_steps(trace.counts); }

  Browser& browser() { return *browser_; }

 private:
  std::unique_ptr<Browser> browser_;
};

// The kind of step p of a trace (counted from 1), or nothing where the trace left it out.
std::optional<StepKind> kind_at(const Trace& trace, std::uint64_t p) {
  if (p >= 1 && p <= trace.head.size()) return trace.head[p - 1].kind;
  if (trace.gap && p > trace.gap->start) return trace.tail.at(p - trace.gap->start - 1).kind;
  return std::nullopt;
}

// "#step=N".
std::string at(std::uint64_t step) {
  return "#step=" + std::to_string(step);
}

TEST_F(ReplayControls, TheArrowsHomeAndEndMoveThePositionAndTheAddress) {
  const std::uint64_t end = last_step(trace(0));
  browser().press("ArrowRight");
  browser().press("ArrowRight");
  EXPECT_EQ(position(), at(2));
  browser().press("ArrowLeft");
  EXPECT_EQ(position(), at(1));
  browser().press("End");
  EXPECT_EQ(position(), at(end));
  browser().press("Home");
  EXPECT_EQ(position(), at(0));
  // Stepping back from the start of stage 1's tail skips its gap, to the last step any stage
  // kept before it: stage 2's last, which comes after stage 1's head.
  const replay::Gap& gap = trace(0).gap.value();
  browser().evaluate("location.hash = '" + at(gap.start) + "'");
  ASSERT_TRUE(
      browser().wait_until("document.getElementById('position').textContent.startsWith('step " +
                               grouped(static_cast<double>(gap.start)) + " of')",
                           std::chrono::seconds(5)));
  ASSERT_GT(last_step(trace(1)), trace(0).head.size());
  ASSERT_LT(last_step(trace(1)), gap.start);
  browser().press("ArrowLeft");
  EXPECT_EQ(position(), at(last_step(trace(1))));
}

TEST_F(ReplayControls, JumpsFollowTheStageChosenAndGoBothWays) {
  browser().press("g");
  const std::uint64_t guess = first_step(trace(0), StepKind::Guess);
  EXPECT_EQ(position(), at(guess));
  browser().press("b");
  const std::uint64_t backtrack = first_step(trace(0), StepKind::Backtrack);
  EXPECT_EQ(position(), at(backtrack));
  browser().press("G");
  EXPECT_LT(step_number(), backtrack) << "the previous guess comes before the backtrack";
  // Stage 3 leads: its first guess, its solution, and back to its last backtrack.
  browser().evaluate("document.getElementById('lead').value = '2'");
  browser().press("Home");
  browser().press("g");
  EXPECT_EQ(position(), at(first_step(trace(2), StepKind::Guess)));
  browser().press("s");
  EXPECT_EQ(position(), at(last_step(trace(2))));
  browser().press("B");
  const std::uint64_t last_backtrack = step_number();
  ASSERT_LT(last_backtrack, last_step(trace(2))) << "stage 3 backtracks on this puzzle";
  EXPECT_EQ(kind_at(trace(2), last_backtrack), StepKind::Backtrack);
  for (std::uint64_t p = last_backtrack + 1; p <= last_step(trace(2)); ++p) {
    EXPECT_NE(kind_at(trace(2), p), StepKind::Backtrack) << "a later backtrack, step " << p;
  }
}

TEST_F(ReplayControls, TheButtonsDoWhatTheirKeysDo) {
  browser().click("#forward");
  EXPECT_EQ(position(), at(1));
  browser().click("#next-backtrack");
  EXPECT_EQ(position(), at(first_step(trace(0), StepKind::Backtrack)));
  browser().click("#back");
  EXPECT_EQ(position(), at(first_step(trace(0), StepKind::Backtrack) - 1));
  browser().click("#solution");
  EXPECT_EQ(position(), at(last_step(trace(0))));
  browser().click("#start");
  EXPECT_EQ(position(), at(0));
  browser().click("#end");
  EXPECT_EQ(position(), at(last_step(trace(0))));
  EXPECT_EQ(browser().evaluate("document.getElementById('scrub').value === "
                               "document.getElementById('scrub').max"),
            "true");
}

TEST_F(ReplayControls, PlayMovesOnUntilPaused) {
  browser().evaluate("document.getElementById('speed').value = '500'");
  browser().click("#play");
  EXPECT_EQ(browser().evaluate("document.getElementById('play').textContent"), "\u2016 pause");
  ASSERT_TRUE(browser().wait_until("Number(location.hash.slice(6)) > 20", std::chrono::seconds(10)))
      << "still at " << position();
  browser().click("#play");
  EXPECT_EQ(browser().evaluate("document.getElementById('play').textContent"), "\u25B6 play");
  const std::string paused = position();
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(position(), paused);
  // Space plays and pauses too, whichever button has the focus: after "step", it plays.
  browser().click("#forward");
  const std::string stepped = position();
  browser().press(" ");
  EXPECT_EQ(browser().evaluate("document.getElementById('play').textContent"), "\u2016 pause");
  ASSERT_TRUE(
      browser().wait_until("location.hash !== '" + stepped + "'", std::chrono::seconds(10)));
  browser().press(" ");
  EXPECT_EQ(browser().evaluate("document.getElementById('play').textContent"), "\u25B6 play");
  const std::string again = position();
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(position(), again) << "Space did not pause";
}

// The positions some trace of the page kept, in order: the steps its scrub bar stops at.
std::vector<std::uint64_t> kept_positions(const replay::Replay& replay) {
  std::set<std::uint64_t> kept{0};
  for (const Trace& trace : replay.traces) {
    const std::uint64_t total = replay::total_steps(trace.counts);
    const std::uint64_t tail_start = trace.gap ? trace.gap->start : trace.head.size();
    for (std::uint64_t p = 0; p <= std::min<std::uint64_t>(trace.head.size(), total); ++p) {
      kept.insert(p);
    }
    for (std::uint64_t p = tail_start; p <= total; ++p) kept.insert(p);
  }
  return {kept.begin(), kept.end()};
}

TEST_F(ReplayControls, TheScrubBarSpansTheStepsKeptAndMarksWhatIsLeftOut) {
  const std::vector<std::uint64_t> stops = kept_positions(hard_puzzle_replay());
  // Its middle is the middle of the steps kept, not of the steps counted.
  browser().click("#scrub");
  const std::uint64_t p = step_number();
  const auto at = static_cast<std::size_t>(std::ranges::find(stops, p) - stops.begin());
  ASSERT_LT(at, stops.size()) << "step " << p << " was kept by no trace";
  EXPECT_GT(at, stops.size() * 2 / 5);
  EXPECT_LT(at, stops.size() * 3 / 5);
  // A break for each run of steps no trace kept, with how many.
  std::string breaks;
  for (std::size_t i = 1; i < stops.size(); ++i) {
    if (stops[i] - stops[i - 1] <= 1) continue;
    breaks += (breaks.empty() ? "" : "|") + std::string("\u2016 ") +
              grouped(static_cast<double>(stops[i] - stops[i - 1] - 1)) + " steps left out";
  }
  ASSERT_FALSE(breaks.empty()) << "the page of the hard puzzle keeps every step: no gap to show";
  EXPECT_EQ(browser().evaluate(
                "[...document.querySelectorAll('#breaks .break')].map((e) => e.textContent)"
                ".join('|')"),
            breaks);
}

TEST_F(ReplayControls, WhatComesNextWaitsForTheReadersCellAndSaysWhetherTheStageAgrees) {
  const Trace& stage1 = trace(0);
  ASSERT_EQ(stage1.head[0].kind, StepKind::Guess) << "stage 1 starts with two guesses";
  ASSERT_EQ(stage1.head[1].kind, StepKind::Guess) << "stage 1 starts with two guesses";
  const int first = stage1.head[0].cell;
  const int second = stage1.head[1].cell;
  browser().press("p");
  browser().press("ArrowRight");
  EXPECT_EQ(position(), at(0)) << "the page waits for the reader's cell";
  EXPECT_EQ(browser().evaluate("document.getElementById('t0-caption').textContent"),
            "what comes next? Click the cell stage1_recursive fills at step 1.");
  // A click in another stage's grid is not an answer, and the page says so.
  browser().click("#t1-c" + std::to_string(first));
  EXPECT_EQ(position(), at(0));
  EXPECT_EQ(browser().evaluate("document.getElementById('t0-caption').textContent"),
            "what comes next? That was " + trace(1).variant +
                "'s grid: click the cell stage1_recursive fills at step 1, in its own grid.");
  browser().click("#t0-c" + std::to_string(first));
  EXPECT_EQ(position(), at(1));
  const std::string name = browser().evaluate("cellName(" + std::to_string(first) + ")");
  EXPECT_TRUE(browser()
                  .evaluate("document.getElementById('t0-caption').textContent")
                  .starts_with("yes, " + name + ". step 1: "));
  // A wrong cell: the page names the right one and goes on.
  browser().press("ArrowRight");
  const int wrong = second == 0 ? 1 : 0;
  browser().click("#t0-c" + std::to_string(wrong));
  EXPECT_EQ(position(), at(2));
  const std::string right = browser().evaluate("cellName(" + std::to_string(second) + ")");
  EXPECT_NE(browser()
                .evaluate("document.getElementById('t0-caption').textContent")
                .find(" but " + right + ". step 2: "),
            std::string::npos);
}

TEST_F(ReplayControls, TheAddressMovesThePageAndNoScriptFails) {
  browser().evaluate("location.hash = '#step=40'");
  ASSERT_TRUE(browser().wait_until(
      "document.getElementById('position').textContent.startsWith('step 40 of')",
      std::chrono::seconds(5)));
  EXPECT_EQ(browser().evaluate("document.getElementById('errors').textContent"), "");
}

// The blocks whose text runs past their box, as "p#about 512>380", at the window the page is in.
constexpr const char* kOverflowing =
    "[...document.querySelectorAll('h1, h2, p, label, .caption, .note, .legend, #about')]"
    ".filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)"
    ".map((e) => `${e.tagName.toLowerCase()}#${e.id} ${e.scrollWidth}>${e.clientWidth}`)"
    ".join()";

TEST_F(ReplayControls, EveryTextWrapsInsideItsColumnFrom400To1920PixelsWide) {
  for (const int width : {400, 800, 1280, 1920}) {
    static const std::filesystem::path page = write_page(hard_puzzle_replay(), "controls.html");
    open_at(browser(), page, 1, {.width = width, .height = 900});
    EXPECT_EQ(browser().evaluate(kOverflowing), "") << "at " << width << " px";
    EXPECT_EQ(browser().evaluate("document.documentElement.scrollWidth <= window.innerWidth"),
              "true")
        << "at " << width << " px the page is "
        << browser().evaluate("document.documentElement.scrollWidth") << " px wide";
  }
}

}  // namespace
}  // namespace sudoku::testing
