// The main() of every test program: GoogleTest's, with a printer that keeps a failing test short
// (brief_failures.hpp).

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>

#include "brief_failures.hpp"

// GoogleTest's main, with BriefFailures in place of its own printer.
int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  ::testing::TestEventListeners& listeners = ::testing::UnitTest::GetInstance()->listeners();
  std::unique_ptr<::testing::TestEventListener> printer(
      listeners.Release(listeners.default_result_printer()));
  if (printer != nullptr) {
    const auto print_line = [](const std::string& line) { std::printf("%s\n", line.c_str()); };
    // GoogleTest takes the listener and deletes it at the end.
    listeners.Append(
        std::make_unique<sudoku::testing::BriefFailures>(std::move(printer), print_line).release());
  }
  return RUN_ALL_TESTS();
}
