// build_failure: why a student's stage did not configure or build, in a line for its row, from
// cmake's status and log.
//
//   build_failure [--configuring] --status N --limit S [--submissions DIR] LOG

#include <filesystem>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "scores.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/files.hpp"
#include "sudoku/options.hpp"

namespace {

using sudoku::OptionType;

// What the command line asks.
struct Request {
  sudoku::grading::FailedBuild build = {};
  std::string log = {};
};

// The options, as a table (sudoku/options.hpp).
std::vector<sudoku::OptionSection> table() {
  return {{"",
           {{.name = "--configuring", .help = "it failed to configure, not to build"},
            {.name = "--status",
             .help = "cmake's status: 124 when timeout stopped it",
             .type = OptionType::Number,
             .placeholder = "N",
             .most = 255},
            {.name = "--limit",
             .help = "the seconds it was given",
             .type = OptionType::Number,
             .placeholder = "S",
             .most = 1'000'000},
            {.name = "--submissions",
             .help = "the class's folder, left out of the paths the error names",
             .type = OptionType::Text,
             .placeholder = "DIR"}}},
          sudoku::help_and_version()};
}

// The program as it introduces itself: its name, --help and options.
sudoku::ProgramIntro intro() {
  return sudoku::program_intro(
      "build_failure",
      "usage: build_failure [OPTION]... LOG\n"
      "Why a student's stage did not build, in a line, from cmake's status and its LOG.\n\n",
      table());
}

// What the options given ask for; throws UsageError for a mistake.
Request read_request(const sudoku::CommandLine& given) {
  for (const char* needed : {"--status", "--limit"}) {
    if (!given.has(needed)) throw sudoku::UsageError(std::string(needed) + " is needed");
  }
  if (given.operands().size() != 1) throw sudoku::UsageError("give the build's log");
  const std::string log = given.operands()[0];
  return {.build = {.configuring = given.has("--configuring"),
                    .status = static_cast<int>(given.number("--status")),
                    .log_name = std::filesystem::path(log).filename().string(),
                    .limit = static_cast<int>(given.number("--limit")),
                    .submissions = given.has("--submissions") ? given.text("--submissions") : ""},
          .log = log};
}

// Prints the reason; 2 when the log cannot be read or the reason written.
int run(std::span<const std::string> args, const sudoku::Console& console) {
  Request request;
  const auto read = [&](const sudoku::CommandLine& given) { request = read_request(given); };
  if (const std::optional<int> status = sudoku::start_program(intro(), args, console, read)) {
    return *status;
  }
  try {
    request.build.log = sudoku::grading::read_text(request.log);
  } catch (const std::exception& error) {
    console.err << "build_failure: " << error.what() << '\n';
    return 2;
  }
  sudoku::WatchedOutput out(console.out);
  out.write(sudoku::grading::build_failure(request.build) + "\n");
  if (!out.flush()) {
    console.err << out.failure("build_failure", "the reason") << '\n';
    return 2;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return sudoku::program_main(run, argc, argv);
}
