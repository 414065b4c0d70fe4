// The replay program as a user runs it: a line saying how far a long solve has got, and the
// source's back-play of stage 2 shown when named.

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <string>

#include "catalog.hpp"
#include "pages.hpp"
#include "process.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// Stage 1 on the grid built against it: seconds of work, with the default node limit.
ProcessResult replay_naive_worst(std::vector<std::string> options) {
  const std::filesystem::path page = scratch_path("replay_program") / "naive_worst.html";
  std::filesystem::create_directories(page.parent_path());
  options.insert(options.end(), {"--stages", "stage1", "--out", page.string(), "naive_worst.txt"});
  const Interruption later{.signal = SIGINT, .cpu_seconds = 2.5};
  return run_interrupted(kBin / "replay", options, grids_dir(), "", later);
}

TEST(ReplayProgram, SaysHowFarALongSolveHasGotWhenAsked) {
  if (kStudentStages) GTEST_SKIP() << "a student's stage 1";
  const ProcessResult shown = replay_naive_worst({"--progress"});
  EXPECT_NE(shown.err.find("replay: stage1_recursive: "), std::string::npos) << shown.err;
  EXPECT_NE(shown.err.find(" of at most 10,000,000 nodes\n"), std::string::npos) << shown.err;
  // Standard error is no terminal here: no line unless asked.
  const ProcessResult quiet = replay_naive_worst({});
  EXPECT_EQ(quiet.err.find("of at most"), std::string::npos) << quiet.err;
}

TEST(ReplayProgram, ShowsTheSourcesBackPlayOnlyWhenNamed) {
  if (kStudentStages) GTEST_SKIP() << "a student's stages";
  const std::filesystem::path page = scratch_path("replay_program") / "loops.html";
  std::filesystem::create_directories(page.parent_path());
  const std::vector<std::string> named{
      "--stages", "stage2,stage2_as_source", "--node-limit", "60", "--out", page.string()};
  const ProcessResult both = run_process(kBin / "replay", named, grids_dir(), "......43...4....\n");
  EXPECT_EQ(both.status, 0) << both.err;
  EXPECT_NE(both.out.find("stage2_history: solved, "), std::string::npos) << both.out;
  EXPECT_NE(both.out.find("stage2_as_source: node limit reached, "), std::string::npos) << both.out;
  const ProcessResult by_default =
      run_process(kBin / "replay", {"--out", page.string()}, grids_dir(), "......43...4....\n");
  EXPECT_EQ(by_default.status, 0) << by_default.err;
  EXPECT_EQ(by_default.out.find("stage2_as_source"), std::string::npos) << by_default.out;
}

}  // namespace
}  // namespace sudoku::testing
