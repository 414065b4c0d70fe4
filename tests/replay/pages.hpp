#pragma once
// What the browser tests of the replay page share: the page they open, and where it is written.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "devtools.hpp"
#include "replay/page.hpp"

namespace sudoku::testing {

// The path of Chromium, found when the build was configured; empty without it.
inline const std::string kChromium = SUDOKU_CHROMIUM;

// The folder of the build's programs.
inline const std::filesystem::path kBin = SUDOKU_BIN_DIR;

// A build from a student's stage (a handout, or -DSTAGEn_SOURCE_DIR): a stage may report no step,
// a dig no check, and the page then shows what it has.
inline constexpr bool kStudentStages = SUDOKU_STUDENT_STAGES;

// The replay a page holds: `puzzle` solved by each of `variants`, in their order, each within
// `node_limit` nodes and keeping the steps `bound` keeps.
replay::Replay replay_of(std::string name, const Grid& puzzle,
                         const std::vector<const StageVariant*>& variants, replay::TraceBound bound,
                         std::uint64_t node_limit);

// The traces of the catalog's first hard puzzle by each stage's default form, as the page holds
// them, with a small bound so that stages 1 and 2 leave steps out; made once per test program.
const replay::Replay& hard_puzzle_replay();

// Writes the page of a replay as `name` in the tests' folder for pages, and returns its path.
std::filesystem::path write_page(const replay::Replay& replay, const std::string& name);

// The size of a browser's window, in pixels.
struct WindowSize {
  int width = 800;
  int height = 600;
};

// A headless Chromium with a profile of its own in the tests' folder for pages, `name`: one per
// test, which opens each position in a tab of its own (a browser's start is most of what a
// position costs).
Browser page_browser(const std::string& name);

// Opens the page at #step=N in a new tab of `browser`, in a window of `size`, and waits until its
// script has drawn the panels (or reported an error).
void open_at(Browser& browser, const std::filesystem::path& page, std::uint64_t step,
             WindowSize size = {});

// The document of the page at #step=N, opened as open_at() does, as Chromium's --dump-dom writes
// it.
std::string dom_at(Browser& browser, const std::filesystem::path& page, std::uint64_t step,
                   WindowSize size = {});

// Takes a picture of the page at #step=N in a window of `size`, kept as `name` in the build's
// screenshots/ folder for a person to look at (the docs hold the good ones); fails the test when
// no picture is made. Returns its path.
std::filesystem::path take_screenshot(Browser& browser, const std::filesystem::path& page,
                                      std::uint64_t step, WindowSize size, const std::string& name);

// The first step of a kind in a trace's head, counted from 1 (the last step when there is none).
std::uint64_t first_step(const replay::Trace& trace, StepKind kind);

}  // namespace sudoku::testing
