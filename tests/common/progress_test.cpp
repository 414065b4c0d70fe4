// Progress lines: one per piece of work when due, whole, saying what is done of what.

#include "sudoku/progress.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "text_files.hpp"

namespace sudoku {
namespace {

TEST(ProgressLines, ADueLineSaysWhatIsDoneOfWhat) {
  std::ostringstream err;
  ProgressLines progress(err, std::chrono::seconds(0));
  const std::function<void(int, int)> report = progress.for_work("maker: a 9x9 puzzle", "checks");
  report(3, 10);
  report(4, 10);
  const std::vector<std::string> lines = testing::lines_of(err.str());
  ASSERT_EQ(lines.size(), 2U) << err.str();
  // "maker: a 9x9 puzzle, 0 s: 3 of 10 checks": the seconds are the clock's.
  for (std::size_t i = 0; i < lines.size(); ++i) {
    EXPECT_TRUE(lines[i].starts_with("maker: a 9x9 puzzle, ")) << lines[i];
    EXPECT_TRUE(lines[i].ends_with(" s: " + std::to_string(3 + i) + " of 10 checks")) << lines[i];
  }
  EXPECT_TRUE(err.str().ends_with('\n'));
}

TEST(ProgressLines, NothingIsWrittenBeforeALineIsDue) {
  std::ostringstream err;
  ProgressLines progress(err, std::chrono::seconds(3600));
  const std::function<void(int, int)> report = progress.for_work("maker: a 9x9 puzzle", "checks");
  for (int done = 1; done <= 100; ++done) report(done, 100);
  EXPECT_EQ(err.str(), "");
}

}  // namespace
}  // namespace sudoku
