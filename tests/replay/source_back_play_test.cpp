// The source's back-play of stage 2 on the replay page: it forgets the values it tried, so it
// makes the same guess again from the same grid, and the page says so at each such step, naming
// the step it repeats; the workbook's stage 2, which remembers them, never does. A screenshot of
// the two side by side is kept for chapter 2.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <string>

#include "devtools.hpp"
#include "pages.hpp"
#include "registry.hpp"
#include "sudoku/figures.hpp"
#include "sudoku/reader.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// The 4x4 grid of chapter 2 on which the source's back-play loops.
constexpr const char* kLoops = "......43...4....";

// The guesses of a trace's head made again from the same grid: step -> the step it repeats.
std::map<std::uint64_t, std::uint64_t> repeated_guesses(const replay::Trace& trace) {
  std::map<std::uint64_t, std::uint64_t> repeats;
  std::map<std::string, std::uint64_t> seen;
  replay::ReplayBoard board(trace.puzzle);
  for (std::uint64_t p = 1; p <= trace.head.size(); ++p) {
    const explain::Record& step = trace.head[p - 1];
    if (step.kind == StepKind::Guess) {
      std::string key;
      for (int cell = 0; cell < trace.puzzle.cell_count(); ++cell) {
        key += std::to_string(board.grid()[cell]) + ',';
      }
      key += std::to_string(step.cell) + '=' + std::to_string(step.value);
      if (const auto [at, fresh] = seen.emplace(key, p); !fresh) repeats[p] = at->second;
    }
    EXPECT_EQ(board.apply(step), std::nullopt) << "step " << p;
  }
  return repeats;
}

// The traces of the workbook's stage 2 and of the source's on the grid that loops.
replay::Replay loop_replay() {
  const Grid puzzle = parse_grid(kLoops, Format::Line);
  const std::vector<std::string> stages{"stage2"};
  const StageVariant* fixed = listed_variants(stages, stage_variants()).at(0);
  const auto source = std::ranges::find(source_variants(), "stage2_as_source", &StageVariant::name);
  if (source == source_variants().end()) return {.name = "loops 1", .bound = {}};
  return replay_of("loops 1", puzzle, {fixed, &*source}, {}, 60);
}

TEST(SourceBackPlay, GuessesAgainWhatItTriedFromTheSameGridWhereTheFixNeverDoes) {
  const replay::Replay replay = loop_replay();
  if (replay.traces.empty()) GTEST_SKIP() << "no stage 2 in this build";
  EXPECT_TRUE(repeated_guesses(replay.traces[0]).empty());
  EXPECT_GE(repeated_guesses(replay.traces[1]).size(), 3U) << "the source's back-play loops";
  EXPECT_EQ(replay.traces[1].result.outcome, Outcome::LimitReached);
}

TEST(SourceBackPlay, ThePageSaysWhichStepAGuessRepeats) {
  if (kChromium.empty()) GTEST_SKIP() << "chromium was not found when the build was configured";
  const replay::Replay replay = loop_replay();
  if (replay.traces.empty()) GTEST_SKIP() << "no stage 2 in this build";
  const std::map<std::uint64_t, std::uint64_t> repeats = repeated_guesses(replay.traces[1]);
  ASSERT_FALSE(repeats.empty());
  const std::filesystem::path page = write_page(replay, "source_back_play.html");
  Browser browser = page_browser("source_profile");
  open_at(browser, page, 0, {.width = 1200, .height = 800});
  EXPECT_EQ(browser.evaluate("traces[0].repeats.size"), "0");
  EXPECT_EQ(browser.evaluate("traces[1].repeats.size"), std::to_string(repeats.size()));
  const auto [step, first] = *repeats.begin();
  for (const std::uint64_t p : {step - 1, step}) {
    browser.evaluate("location.hash = '#step=" + std::to_string(p) + "'");
    ASSERT_TRUE(
        browser.wait_until("document.getElementById('position').textContent.startsWith("
                           "'step " +
                               std::to_string(p) + " of')",
                           std::chrono::seconds(5)));
    const std::string said = browser.evaluate("document.getElementById('t1-repeat').textContent");
    if (p == step) {
      EXPECT_NE(said.find("as at step " + grouped(static_cast<double>(first)) + ":"),
                std::string::npos)
          << said;
    } else {
      EXPECT_EQ(said, "");
    }
    EXPECT_EQ(browser.evaluate("document.getElementById('t0-repeat').textContent"), "");
  }
  EXPECT_EQ(browser.evaluate("document.getElementById('errors').textContent"), "");
  take_screenshot(browser, page, step, {.width = 1100, .height = 640},
                  "replay_source_back_play.png");
}

}  // namespace
}  // namespace sudoku::testing
