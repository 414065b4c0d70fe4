#include "pages.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "catalog.hpp"
#include "registry.hpp"
#include "text_files.hpp"

namespace sudoku::testing {

replay::Replay replay_of(std::string name, const Grid& puzzle,
                         const std::vector<const StageVariant*>& variants, replay::TraceBound bound,
                         std::uint64_t node_limit) {
  replay::Replay replay{.name = std::move(name), .bound = bound};
  for (const StageVariant* variant : variants) {
    replay.traces.push_back(
        replay::record_solve(*variant, puzzle, {.node_limit = node_limit}, replay.bound));
  }
  return replay;
}

const replay::Replay& hard_puzzle_replay() {
  static const replay::Replay made = [] {
    const std::set<std::string, std::less<>> stages{"stage1", "stage2", "stage3", "stage4"};
    return replay_of("hard 1", load_group("hard").front().puzzle,
                     chosen_variants(stages, stage_variants()), {.first = 300, .last = 100},
                     10'000'000);
  }();
  return made;
}

std::filesystem::path write_page(const replay::Replay& replay, const std::string& name) {
  const std::filesystem::path folder = scratch_path("replay_page");
  std::filesystem::create_directories(folder);
  std::ofstream(folder / name) << replay::replay_page(replay);
  return folder / name;
}

Browser page_browser(const std::string& name) {
  return Browser(kChromium, scratch_path("replay_page") / name);
}

void open_at(Browser& browser, const std::filesystem::path& page, std::uint64_t step,
             WindowSize size) {
  browser.open("file://" + page.string() + "#step=" + std::to_string(step), size.width, size.height,
               "document.getElementById('t0') !== null || "
               "!document.getElementById('errors').hidden");
}

std::string dom_at(Browser& browser, const std::filesystem::path& page, std::uint64_t step,
                   WindowSize size) {
  open_at(browser, page, step, size);
  return browser.evaluate("document.documentElement.outerHTML");
}

std::filesystem::path take_screenshot(Browser& browser, const std::filesystem::path& page,
                                      std::uint64_t step, WindowSize size,
                                      const std::string& name) {
  const std::filesystem::path folder = SUDOKU_SCREENSHOT_DIR;
  std::filesystem::create_directories(folder);
  const std::filesystem::path shot = folder / name;
  std::filesystem::remove(shot);
  open_at(browser, page, step, size);
  EXPECT_EQ(browser.evaluate("document.getElementById('errors').textContent"), "")
      << "the page's script failed";
  browser.screenshot(shot);
  EXPECT_TRUE(std::filesystem::exists(shot)) << "no picture " << name;
  return shot;
}

std::uint64_t first_step(const replay::Trace& trace, StepKind kind) {
  std::uint64_t p = 1;
  while (p < trace.head.size() && trace.head[p - 1].kind != kind) ++p;
  return p;
}

}  // namespace sudoku::testing
