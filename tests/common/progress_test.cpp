// Progress lines: one per piece of work when due, whole, saying what is done of what.

#include "sudoku/progress.hpp"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

namespace sudoku {
namespace {

TEST(ProgressLines, ADueLineSaysWhatIsDoneOfWhat) {
  std::ostringstream err;
  ProgressLines progress(err, std::chrono::seconds(0));
  const std::function<void(int, int)> report = progress.for_work("maker: a 9x9 puzzle", "checks");
  report(3, 10);
  report(4, 10);
  EXPECT_TRUE(
      std::regex_match(err.str(), std::regex("maker: a 9x9 puzzle, [0-9]+ s: 3 of 10 checks\n"
                                             "maker: a 9x9 puzzle, [0-9]+ s: 4 of 10 checks\n")))
      << err.str();
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
