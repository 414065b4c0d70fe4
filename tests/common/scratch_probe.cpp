// A test program for tests/common/scratch_folder_test.sh alone: one test that writes a file in its
// scratch folder (text_files.hpp), and fails when SUDOKU_PROBE_FAILS is set, so that the script
// can see what the test programs' main() leaves behind after a pass and after a failure.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "text_files.hpp"

namespace sudoku::testing {
namespace {

TEST(ScratchProbe, WritesAFileInItsFolder) {
  const std::filesystem::path file = scratch_path("probe.txt");
  write_file(file, "written by the probe\n");
  EXPECT_EQ(file.parent_path(), scratch_folder());
  EXPECT_EQ(read_file(file), "written by the probe\n");
  if (std::getenv("SUDOKU_PROBE_FAILS") != nullptr) ADD_FAILURE() << "failing, as asked";
}

}  // namespace
}  // namespace sudoku::testing
