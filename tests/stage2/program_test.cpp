// stage2_deduction_history's own options, through the built program: --trace and --as-source.

#include <gtest/gtest.h>

#include "process.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// Runs the stage-2 program on `input`.
ProcessResult run(const std::vector<std::string>& args, const std::string& input) {
  return run_process(std::filesystem::path(SUDOKU_BIN_DIR) / "stage2_deduction_history", args,
                     std::filesystem::current_path(), input);
}

const std::string kPuzzle = "1...\n....\n....\n...4\n";

// The trace comes before the answer as '#' lines, so the output still reads back as the
// solution alone.
TEST(Program, TracePrintsCommentLinesBeforeTheAnswer) {
  const ProcessResult result = run({"--trace", "steps"}, kPuzzle);
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_TRUE(result.out.starts_with("# trace of a 4x4 puzzle, 2 givens\n# 1 guess r1c2 = 2"))
      << result.out;
  const std::vector<Entry> read = read_entries(result.out, "stdout", Format::Block);
  ASSERT_EQ(read.size(), 1U) << result.out;
  ASSERT_FALSE(read[0].error) << read[0].error->text();
  EXPECT_TRUE(check_solution(parse_grid(kPuzzle), read[0].puzzle).solves);
}

TEST(Program, TraceLevelsAddTheViews) {
  const std::string steps = run({"--trace", "steps"}, kPuzzle).out;
  const std::string candidates = run({"--trace=candidates"}, kPuzzle).out;
  const std::string units = run({"--trace", "units"}, kPuzzle).out;
  const std::string all = run({"--trace", "all"}, kPuzzle).out;
  EXPECT_EQ(steps.find("# value 1"), std::string::npos);
  EXPECT_EQ(steps.find("# row 1:"), std::string::npos);
  EXPECT_NE(candidates.find("# value 1"), std::string::npos);
  EXPECT_EQ(candidates.find("# row 1:"), std::string::npos);
  EXPECT_EQ(units.find("# value 1"), std::string::npos);
  EXPECT_NE(units.find("# row 1:"), std::string::npos);
  EXPECT_NE(all.find("# value 1"), std::string::npos);
  EXPECT_NE(all.find("# row 1:"), std::string::npos);
  EXPECT_EQ(run({"--trace", "loud"}, kPuzzle).status, 2);
}

// Each puzzle's trace is a block of its own, followed by that puzzle's answer.
TEST(Program, EachPuzzleHasItsOwnTrace) {
  const ProcessResult result = run({"--trace", "steps", "--to", "line"}, "1..............4\n1.\n");
  EXPECT_EQ(result.status, 2);
  const std::vector<std::string> lines = lines_of(result.out);
  std::vector<std::string> answers;
  for (const std::string& line : lines) {
    if (!line.empty() && !line.starts_with("# ")) answers.push_back(line);
  }
  ASSERT_EQ(answers.size(), 1U) << result.out;
  EXPECT_TRUE(check_solution(parse_grid("1..............4"), parse_grid(answers[0])).solves);
  EXPECT_NE(result.out.find("\n# error: <stdin>:2:1: "), std::string::npos) << result.out;
}

// Under --jobs each thread narrates into its own trace, and each trace still comes just before
// its own puzzle's answer: the output is the one a single thread gives.
TEST(Program, JobsKeepEachTraceWithItsPuzzle) {
  std::string input;
  for (int i = 0; i < 200; ++i) input += i % 2 == 0 ? "1..............4\n" : "..3.........2...\n";
  const ProcessResult alone = run({"--trace", "all", "-"}, input);
  const ProcessResult together = run({"--trace", "all", "--jobs", "2", "-"}, input);
  EXPECT_EQ(alone.status, 0) << alone.err;
  EXPECT_EQ(together.status, 0) << together.err;
  EXPECT_NE(alone.out.find("# trace of a 4x4 puzzle"), std::string::npos) << alone.out;
  EXPECT_EQ(together.out, alone.out);
}

TEST(Program, AsSourceLoopsUntilTheNodeLimit) {
  const std::string puzzle = "......43...4....\n";
  const ProcessResult fixed = run({}, puzzle);
  EXPECT_EQ(fixed.status, 0);
  const ProcessResult source = run({"--as-source", "--node-limit", "5000"}, puzzle);
  EXPECT_EQ(source.status, 1);
  EXPECT_EQ(source.out, "# node limit reached after 5000 nodes\n");
  const ProcessResult traced =
      run({"--as-source", "--node-limit", "9", "--trace", "steps"}, puzzle);
  EXPECT_NE(traced.out.find("# back_play: only 2 is struck at r1c1, which may now take 134\n"
                            "# 1 guess r1c1 = 1"),
            std::string::npos)
      << traced.out;
}

}  // namespace
}  // namespace sudoku::testing
