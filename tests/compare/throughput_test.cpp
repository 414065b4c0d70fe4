// throughput, the benchmark of puzzles per second, through the built program: its options come
// from the shared table, so a mistake is named with status 2 instead of ending in a crash.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "process.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

ProcessResult throughput(const std::vector<std::string>& args) {
  return run_process(std::filesystem::path(SUDOKU_BIN_DIR) / "throughput", args,
                     std::filesystem::temp_directory_path());
}

// A list given again adds to it: two variants, a row each, every puzzle solved and checked.
TEST(Throughput, MeasuresTheVariantsAskedForOnEveryPuzzle) {
  const ProcessResult result =
      throughput({"--variant", "stage3_dynamic", "--variant=stage4_default", "--repeat", "1",
                  "--counter", "unforced guesses", (grids_dir() / "easy.txt").string()});
  ASSERT_EQ(result.status, 0) << result.err;
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_EQ(lines.size(), 4U) << result.out;
  EXPECT_TRUE(
      lines[0].starts_with("| variant | file | puzzles | solved | puzzles/s | µs/puzzle | "
                           "wall µs/puzzle | "))
      << "the rate by processor time, the wall clock beside it: " << lines[0];
  EXPECT_TRUE(lines[0].ends_with("| unforced guesses/puzzle |")) << lines[0];
  EXPECT_TRUE(lines[2].starts_with("| stage3_dynamic | easy.txt | 6 | 6 | ")) << lines[2];
  EXPECT_TRUE(lines[3].starts_with("| stage4_default | easy.txt | 6 | 6 | ")) << lines[3];
}

TEST(Throughput, AMistakeEndsWithTwoAndSaysWhy) {
  const std::string easy = (grids_dir() / "easy.txt").string();
  const ProcessResult word = throughput({"--repeat", "x", easy});
  EXPECT_EQ(word.status, 2);
  EXPECT_EQ(word.err,
            "throughput: --repeat needs a whole number from 1 to 1000, not 'x'\n"
            "Try 'throughput --help' for the options.\n");
  const ProcessResult unknown = throughput({"--variant", "stage9", easy});
  EXPECT_EQ(unknown.status, 2);
  EXPECT_TRUE(unknown.err.starts_with("throughput: --variant takes a comma-separated list of "))
      << unknown.err;
  EXPECT_EQ(
      throughput({}).err,
      "throughput: name at least one puzzle file\nTry 'throughput --help' for the options.\n");
  EXPECT_TRUE(unknown.out.empty());
  // A counter none of the variants measured has would give a column of dashes.
  const ProcessResult bogus =
      throughput({"--variant", "stage4_default", "--counter", "bogus", easy});
  EXPECT_EQ(bogus.status, 2);
  EXPECT_TRUE(
      bogus.err.starts_with("throughput: --counter takes a counter of the variants "
                            "measured: 'bogus' is none of theirs (they have: "
                            "naked-single placements, naked-single eliminations, "))
      << bogus.err;
  EXPECT_TRUE(bogus.out.empty());
  const ProcessResult none =
      throughput({"--variant", "stage1_recursive", "--counter", "unforced guesses", easy});
  EXPECT_EQ(none.status, 2);
  EXPECT_NE(none.err.find("'unforced guesses' is none of theirs (they have none)"),
            std::string::npos)
      << none.err;
  const ProcessResult help = throughput({"--help"});
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("--counter NAME"), std::string::npos) << help.out;
}

}  // namespace
}  // namespace sudoku::testing
