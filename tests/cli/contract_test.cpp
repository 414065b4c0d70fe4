// One contract for every program of the workbook, beyond what the CLI suite tests for each solver
// variant: when standard output cannot be written, the program ends with status 2 and says why,
// with the system's reason; a file it cannot open is named with the reason; and --jobs on a
// system that refuses threads gives the same output with the threads it could start.

#include <gtest/gtest.h>

#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "catalog.hpp"
#include "process.hpp"
#include "sudoku/writer.hpp"

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
  const std::filesystem::path judge = grids_dir().parent_path() / "grading" / "judge";
  return {
      {"stage5_generator", {"--count", "3", "--seed", "1"}, "the puzzles"},
      {"compare_stages", {"--stages", "stage3", "--repeat", "1", easy}, "the table"},
      {"throughput", {"--variant", "stage3_dynamic", "--repeat", "1", easy}, "the table"},
      {"judge",
       {"--stage", "stage1", "--program", (kBin / "stage1_naive").string(), "--reference",
        kBin.string(), "--seed", "5"},
       "the results"},
      {"make_puzzles", {"2", "1", "5"}, "the puzzle"},
      {"similarity", {"a=" + judge.string(), "b=" + judge.string()}, "the pairs"},
      {"make_masked", {"3", "40", "1"}, "the puzzle"},
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

// Under a user's limit of one process (RLIMIT_NPROC, which only binds a user other than root),
// no thread can be started: --jobs must fall back to this thread and say so, and lose nothing.
TEST(EveryProgram, JobsTheSystemRefusesFallBackToTheThreadsItStarts) {
  if (geteuid() != 0 || !std::filesystem::exists("/usr/bin/setpriv") ||
      !std::filesystem::exists("/usr/bin/prlimit")) {
    GTEST_SKIP() << "needs root, setpriv and prlimit to run a program as another user";
  }
  const std::string easy = (grids_dir() / "easy.txt").string();
  const std::filesystem::path judge = grids_dir().parent_path() / "grading" / "judge";
  const std::vector<std::pair<std::string, std::vector<std::string>>> runs{
      {"stage1_naive", {easy}},
      {"stage3_mrv_tables", {easy}},
      {"stage5_generator", {"--count", "5", "--seed", "1"}},
  };
  for (const auto& [program, args] : runs) {
    std::vector<std::string> alone{"--jobs", "1"};
    alone.insert(alone.end(), args.begin(), args.end());
    const ProcessResult expected = run_process(kBin / program, alone, grids_dir());
    // LeakSanitizer starts a thread of its own at exit, which the limit would refuse.
    const char* sanitizer = std::getenv("ASAN_OPTIONS");
    const std::string no_leak_check = "ASAN_OPTIONS=" + std::string(sanitizer ? sanitizer : "") +
                                      (sanitizer ? ":" : "") + "detect_leaks=0";
    std::vector<std::string> limited{"--reuid=65534",  "--regid=65534",
                                     "--clear-groups", "/usr/bin/env",
                                     no_leak_check,    "/usr/bin/prlimit",
                                     "--nproc=1",      (kBin / program).string(),
                                     "--jobs",         "4"};
    limited.insert(limited.end(), args.begin(), args.end());
    const ProcessResult result = run_process("/usr/bin/setpriv", limited, grids_dir());
    EXPECT_EQ(result.status, expected.status) << program << '\n' << result.err;
    EXPECT_EQ(result.out, expected.out) << program;
    EXPECT_NE(result.err.find(program + ": --jobs 4: 0 threads of the 3 more could be started: "),
              std::string::npos)
        << program << '\n'
        << result.err;
  }
}

// Input that keeps a solver busy after three answers: an empty grid whose solutions are counted.
std::string busy_input() {
  const std::vector<CatalogEntry> easy = load_group("easy");
  std::string input;
  for (std::size_t i = 0; i < 3 && i < easy.size(); ++i) input += to_line(easy[i].puzzle) + "\n";
  return input + std::string(81, '.') + "\n";
}

TEST(EveryProgram, ProgressLinesGoToARedirectedStandardErrorOnlyWhenAsked) {
  const std::vector<std::string> args{"--count", "--node-limit", "0", "-"};
  std::vector<std::string> asked = args;
  asked.insert(asked.begin(), "--progress");
  // Two seconds of work: the first line is due after one.
  const Interruption later{.signal = SIGINT, .cpu_seconds = 2.0};
  const ProcessResult shown =
      run_interrupted(kBin / "stage3_mrv_tables", asked, grids_dir(), busy_input(), later);
  EXPECT_EQ(shown.out, "1\n1\n1\n");
  EXPECT_NE(shown.err.find("stage3_mrv_tables: <stdin>: 3 puzzles, "), std::string::npos)
      << shown.err;
  EXPECT_NE(shown.err.find("; line 4 for "), std::string::npos) << shown.err;
  const ProcessResult quiet =
      run_interrupted(kBin / "stage3_mrv_tables", args, grids_dir(), busy_input(), later);
  EXPECT_EQ(quiet.out, "1\n1\n1\n");
  EXPECT_EQ(quiet.err.find("<stdin>: 3 puzzles"), std::string::npos) << quiet.err;
}

// On a terminal the line is redrawn in place, and wiped before anything else is written there.
TEST(EveryProgram, TheProgressLineOnATerminalIsWipedBeforeTheNextMessage) {
  const std::filesystem::path input =
      std::filesystem::temp_directory_path() / ("busy_" + std::to_string(getpid()) + ".txt");
  std::ofstream(input) << busy_input();
  const std::string program = "stage3_mrv_tables";
  const ProcessResult shown =
      run_on_terminal(kBin / program, {"--count", "--node-limit", "0", input.string()}, grids_dir(),
                      "\r\x1b[K" + program + ": ", SIGINT);
  std::filesystem::remove(input);
  EXPECT_EQ(shown.status, 128 + SIGINT);
  // The answers come first, each line as soon as it is made (the terminal writes "\r\n").
  EXPECT_TRUE(shown.out.starts_with("1\r\n1\r\n1\r\n")) << shown.out;
  EXPECT_NE(
      shown.out.find("\r\x1b[K" + program + ": " + input.string() + ": 3 of about 4 puzzles, 1 s"),
      std::string::npos)
      << shown.out;
  EXPECT_NE(shown.out.find("\r\x1b[K" + program + ": stopped by Ctrl-C (SIGINT)"),
            std::string::npos)
      << shown.out;
}

}  // namespace
}  // namespace sudoku::testing
