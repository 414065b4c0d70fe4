// Grids compared cell by cell.

#include "same_grid.hpp"

#include "sudoku/geometry.hpp"
#include "sudoku/symbols.hpp"
#include "sudoku/writer.hpp"

namespace sudoku::testing {

std::string drawing_of(const Grid& grid) {
  return grid.side() <= kLargestSideDrawn ? "\n" + to_pretty(grid) : "";
}

::testing::AssertionResult same_grid(const char* actual_text, const char* expected_text,
                                     const Grid& actual, const Grid& expected) {
  if (actual == expected) return ::testing::AssertionSuccess();
  ::testing::AssertionResult failure = ::testing::AssertionFailure();
  failure << actual_text << " is not " << expected_text << ": ";
  if (actual.side() != expected.side()) {
    failure << "it is " << size_name(actual.side()) << ", expected " << size_name(expected.side());
  } else {
    constexpr int kNamed = 10;
    int differ = 0;
    for (int cell = 0; cell < actual.cell_count(); ++cell) {
      if (actual[cell] == expected[cell]) continue;
      if (++differ <= kNamed) {
        failure << (differ > 1 ? ", " : "") << cell_name(actual, cell) << " holds "
                << symbol_of(actual[cell]) << ", expected " << symbol_of(expected[cell]);
      }
    }
    if (differ > kNamed) failure << " (" << differ << " cells differ)";
  }
  if (actual.side() > kLargestSideDrawn) return failure;
  return failure << "\nactual:" << actual << "expected:" << expected;
}

}  // namespace sudoku::testing
