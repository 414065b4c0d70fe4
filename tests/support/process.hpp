#pragma once
// Running a built executable the way a user does, and capturing what it prints.

#include <filesystem>
#include <string>
#include <vector>

namespace sudoku::testing {

// What a finished process printed and returned.
struct ProcessResult {
  int status = -1;  // the exit status, or -1 when it did not exit normally (a crash)
  std::string out;  // standard output
  std::string err;  // standard error
};

// Runs `program` with `args` in `directory`, feeding `input` on standard input.
ProcessResult run_process(const std::filesystem::path& program,
                          const std::vector<std::string>& args,
                          const std::filesystem::path& directory, const std::string& input = "");

}  // namespace sudoku::testing
