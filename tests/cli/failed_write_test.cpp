// One contract for every program of the workbook beyond the solver stages (whose share the CLI
// suite tests for each variant): when standard output cannot be written, the program ends with
// status 2 and says why, with the system's reason; a file it cannot open is named with the reason.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "process.hpp"

namespace sudoku::testing {
namespace {

const std::filesystem::path kBin = SUDOKU_BIN_DIR;

// A program, arguments that make it write something, and what it says it could not write.
struct Writer {
  std::string program;
  std::vector<std::string> args;
  std::string what;
};

// Every program but the solvers, each with a short job.
std::vector<Writer> writers() {
  const std::string easy = (grids_dir() / "easy.txt").string();
  return {
      {"stage5_generator", {"--count", "3", "--seed", "1"}, "the puzzles"},
      {"compare_stages", {"--stages", "stage3", "--repeat", "1", easy}, "the table"},
      {"throughput", {"--variant", "stage3_dynamic", "--repeat", "1", easy}, "the table"},
      {"judge",
       {"--stage", "stage1", "--program", (kBin / "stage1_naive").string(), "--reference",
        kBin.string(), "--seed", "5"},
       "the results"},
      {"make_puzzles", {"2", "1", "5"}, "the puzzle"},
  };
}

TEST(EveryProgram, AFailedWriteExitsWithTwoAndGivesTheSystemsReason) {
  for (const Writer& writer : writers()) {
    for (const auto& [redirect, reason] :
         {std::pair<std::string, std::string>{"exec \"$0\" \"$@\" > /dev/full",
                                              "no space left on device"},
          {"exec \"$0\" \"$@\" >&-", "bad file descriptor"}}) {
      std::vector<std::string> args{"-c", redirect, (kBin / writer.program).string()};
      args.insert(args.end(), writer.args.begin(), writer.args.end());
      const ProcessResult result = run_process("/bin/sh", args, grids_dir());
      EXPECT_EQ(result.status, 2) << writer.program << ' ' << redirect << '\n' << result.err;
      const std::string said =
          writer.program + ": cannot write " + writer.what + " to standard output: " + reason;
      EXPECT_NE(result.err.find(said), std::string::npos) << said << '\n' << result.err;
    }
  }
}

TEST(EveryProgram, AFileThatCannotBeOpenedIsNamedWithTheReason) {
  for (const std::string program : {"compare_stages", "throughput"}) {
    const std::vector<std::string> args =
        program == "compare_stages"
            ? std::vector<std::string>{"--stages", "stage3", "--repeat", "1", "no_such_file.txt"}
            : std::vector<std::string>{"--variant", "stage3_dynamic", "no_such_file.txt"};
    const ProcessResult result = run_process(kBin / program, args, grids_dir());
    EXPECT_EQ(result.status, 2) << program;
    EXPECT_NE(result.err.find("no_such_file.txt: cannot open it: no such file or directory"),
              std::string::npos)
        << program << '\n'
        << result.err;
  }
}

}  // namespace
}  // namespace sudoku::testing
