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

// When to interrupt a process: once it has spent this much processor time (a measure of work
// done that a loaded machine does not shorten), or after the bound on the wall clock.
struct Interruption {
  int signal = 0;                 // SIGINT, SIGTERM
  double cpu_seconds = 0;         // user and system time the process has spent first
  double most_wall_seconds = 60;  // the bound, should the process never spend that much
};

// As run_process, but sends `interruption.signal` to the process once it has worked that long.
ProcessResult run_interrupted(const std::filesystem::path& program,
                              const std::vector<std::string>& args,
                              const std::filesystem::path& directory, const std::string& input,
                              const Interruption& interruption);

// Runs `program` with `args` in `directory` on a pseudo-terminal, as a user at a terminal does
// (standard input, output and error all on it); once the terminal has shown `wait_for`, sends
// `signal`. `out` holds everything the terminal showed, as the program wrote it but for the
// terminal's "\r\n" for each "\n"; the program is killed after `most_wall_seconds`.
ProcessResult run_on_terminal(const std::filesystem::path& program,
                              const std::vector<std::string>& args,
                              const std::filesystem::path& directory, const std::string& wait_for,
                              int signal, double most_wall_seconds = 60);

}  // namespace sudoku::testing
