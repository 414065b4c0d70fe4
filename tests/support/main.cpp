// The main() of every test program: GoogleTest's, with a printer that keeps a failing test short
// (brief_failures.hpp), and the program's scratch folder removed at the end (text_files.hpp).

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <system_error>

#include "brief_failures.hpp"
#include "text_files.hpp"

namespace {

// Removes the scratch folder after a run where every test passed; a failing test's files stay
// there for a look, and the run's last line says where.
void clean_scratch(bool passed) {
  const std::filesystem::path folder = sudoku::testing::scratch_folder();
  std::error_code error;
  if (!std::filesystem::exists(folder, error)) return;
  if (passed) {
    std::filesystem::remove_all(folder, error);
  } else {
    std::printf("The failing tests' files are kept in %s\n", folder.c_str());
  }
}

}  // namespace

// GoogleTest's main, with BriefFailures in place of its own printer, cleaning up after itself.
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
  const int status = RUN_ALL_TESTS();
  clean_scratch(status == 0);
  return status;
}
