// stage3_mrv_tables's own options, through the built program: --order and --shuffle.

#include <gtest/gtest.h>

#include <string>

#include "process.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/stage_variant.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

ProcessResult run(const std::vector<std::string>& args, const std::string& input) {
  return run_process(std::filesystem::path(SUDOKU_BIN_DIR) / "stage3_mrv_tables", args,
                     std::filesystem::current_path(), input);
}

const std::string kEmpty = std::string(81, '.') + "\n";

// The default order is the dynamic one; with dynamic-copy the same seed gives the same grid.
TEST(Program, ShuffleFillsAnEmptyGridTheSameWayForTheSameSeedInDynamicAndDynamicCopy) {
  const ProcessResult first = run({"--shuffle", "7"}, kEmpty);
  ASSERT_EQ(first.status, 0) << first.err;
  EXPECT_TRUE(check_solution(Grid(3), parse_grid(first.out)).solves) << first.out;
  EXPECT_EQ(run({"--shuffle=7"}, kEmpty).out, first.out);
  EXPECT_NE(run({"--shuffle", "8"}, kEmpty).out, first.out);
  EXPECT_EQ(run({"--shuffle", "7", "--order", "dynamic-copy"}, kEmpty).out, first.out);
}

TEST(Program, ShuffleNeedsAWholeNumber) {
  const ProcessResult result = run({"--shuffle", "x"}, kEmpty);
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(
      result.err.find("--shuffle needs a whole number from 0 to 18446744073709551615, not 'x'"),
      std::string::npos)
      << result.err;
}

// --order picks each order by its name (one test per order, named after it).
class OrderOption : public ::testing::TestWithParam<std::string> {};

INSTANTIATE_TEST_SUITE_P(Program, OrderOption,
                         ::testing::Values("tables", "static", "dynamic", "dynamic-copy"),
                         [](const ::testing::TestParamInfo<std::string>& tested) {
                           return name_part(tested.param);
                         });

TEST_P(OrderOption, SolvesInThatOrder) {
  const std::string puzzle = "1...............\n";
  const ProcessResult result = run({"--order", GetParam()}, puzzle);
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_TRUE(check_solution(parse_grid(puzzle), parse_grid(result.out)).solves) << result.out;
}

TEST(Program, AnUnknownOrderIsRefused) {
  const ProcessResult result = run({"--order", "random"}, "1...............\n");
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("random"), std::string::npos) << result.err;
}

}  // namespace
}  // namespace sudoku::testing
