// The command line through the built executables: what a user types, what a user sees.
// Every test runs once per stage's program, so each is held to the same behaviour. Solutions
// printed are read back and passed through the checker.

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <set>

#include "catalog.hpp"
#include "process.hpp"
#include "registry.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/writer.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// Checks that a printed line solves a puzzle.
void expect_solves(const Grid& puzzle, const std::string& printed) {
  const std::vector<Entry> read = read_entries(printed, "stdout", Format::Line);
  ASSERT_EQ(read.size(), 1U) << printed;
  ASSERT_FALSE(read[0].error) << read[0].error->text();
  const Verdict verdict = check_solution(puzzle, read[0].puzzle);
  EXPECT_TRUE(verdict.solves) << verdict.reason << ": " << printed;
}

class Cli : public ::testing::TestWithParam<const StageVariant*> {
 protected:
  // Runs the program in `directory`.
  ProcessResult run(const std::vector<std::string>& args,
                    const std::filesystem::path& directory = grids_dir(),
                    const std::string& input = "") const {
    return run_process(executable(), args, directory, input);
  }
  // The program: the stage's own, or the one SUDOKU_STAGE_EXECUTABLE names, a student's to
  // grade (-DSTAGEn_EXECUTABLE, docs/grading.md).
  std::filesystem::path executable() const {
    const char* student = std::getenv("SUDOKU_STAGE_EXECUTABLE");
    if (student != nullptr) return student;
    return std::filesystem::path(SUDOKU_BIN_DIR) / GetParam()->executable;
  }
  std::string program() const { return GetParam()->executable; }
};

TEST_P(Cli, HelpNamesTheProgramAndItsOptions) {
  const ProcessResult help = run({"--help"});
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("Usage: " + program()), std::string::npos) << help.out;
  for (const char* option : {"--from", "--to", "--count", "--all", "--limit", "--node-limit",
                             "--stats", "--version", "Exit status"}) {
    EXPECT_NE(help.out.find(option), std::string::npos) << option;
  }
  const ProcessResult version = run({"--version"});
  EXPECT_EQ(version.status, 0);
  EXPECT_TRUE(version.out.starts_with(program() + " ")) << version.out;
}

TEST_P(Cli, UsageErrorsExitWithTwoAndSayWhy) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases{
      {{"--bogus"}, "unknown option '--bogus'"},
      {{"--to", "html"}, "--to takes line, sku or pretty, not 'html'"},
      {{"--from=xml"}, "--from takes auto, line, block, sku or marks, not 'xml'"},
      {{"--node-limit", "ten"},
       "--node-limit needs a whole number from 0 to 18446744073709551615, not 'ten'"},
      {{"--count", "--limit", "99999999999999999999"},
       "--limit takes a whole number from 1 to 18446744073709551615: '99999999999999999999' is "
       "out of range"},
      {{"--count", "--limit", "0"},
       "--limit takes a whole number from 1 to 18446744073709551615: '0' is out of range"},
      {{"--limit", "3"}, "--limit goes with --count or --all"},
      {{"--count", "--all"}, "--count and --all cannot go together"},
      {{"--node-limit"}, "--node-limit needs a value"},
      {{"--jobs", "0"}, "--jobs takes a whole number from 1 to 256: '0' is out of range"},
      {{"--jobs", "257"}, "--jobs takes a whole number from 1 to 256: '257' is out of range"},
  };
  for (const auto& [args, message] : cases) {
    const ProcessResult result = run(args);
    EXPECT_EQ(result.status, 2) << args[0];
    EXPECT_EQ(result.err,
              program() + ": " + message + "\nTry '" + program() + " --help' for the options.\n");
    EXPECT_EQ(result.out, "");
  }
}

// Catalog files read as line input (the ':' ends the puzzle), one answer line per puzzle.
TEST_P(Cli, SolvesCatalogFilesOneLinePerPuzzle) {
  for (const std::string name : {"sources", "easy", "sizes"}) {
    const std::vector<CatalogEntry> entries = load_group(name);
    const ProcessResult result = run({name + ".txt"});
    EXPECT_EQ(result.status, 0) << name << ": " << result.err;
    const std::vector<std::string> lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), entries.size()) << name;
    for (std::size_t i = 0; i < entries.size(); ++i) expect_solves(entries[i].puzzle, lines[i]);
  }
}

// Every file of grids/formats (course .sku, pretty print-outs, CRLF, BOM, tabs) is detected,
// read and solved; each output format reads back as the same solution.
TEST_P(Cli, ReadsEveryFormatAndWritesEachBack) {
  for (const CatalogEntry& entry : load_group("formats")) {
    const std::string file = "formats/" + entry.source;
    for (const char* to : {"line", "sku", "pretty"}) {
      const ProcessResult result = run({"--to", to, file});
      EXPECT_EQ(result.status, 0) << file << ": " << result.err;
      const std::vector<Entry> read = read_entries(result.out, "stdout");
      ASSERT_EQ(read.size(), 1U) << file << " --to " << to << ":\n" << result.out;
      ASSERT_FALSE(read[0].error) << read[0].error->text();
      EXPECT_TRUE(check_solution(entry.puzzle, read[0].puzzle).solves) << result.out;
    }
  }
}

// The default output follows the input: line for line input, pretty for a grid.
TEST_P(Cli, OutputFormatFollowsTheInput) {
  const ProcessResult block = run({"formats/source1.sku"});
  EXPECT_NE(block.out.find("------+-------+------"), std::string::npos) << block.out;
  const ProcessResult line = run({"sources.txt"});
  EXPECT_EQ(line.out.find('|'), std::string::npos) << line.out;
}

// Every malformed input of grids/invalid gives exactly the errors its .expected file lists, on
// stderr and as '# error:' lines on stdout, with exit status 2.
TEST_P(Cli, ReportsEachMalformedInputWithFileLineAndColumn) {
  const std::filesystem::path dir = grids_dir() / "invalid";
  int checked = 0;
  for (const auto& item : std::filesystem::directory_iterator(dir)) {
    if (item.path().extension() != ".expected") continue;
    const std::string input = item.path().stem().string();
    // Compared as whole texts, so that a failure shows a line diff.
    const std::string errors = read_file(item.path());
    const ProcessResult result = run({input}, dir);
    EXPECT_EQ(result.status, 2) << input;
    EXPECT_EQ(result.err, errors) << input;
    std::string answers;
    for (const std::string& error : lines_of(errors)) answers += "# error: " + error + "\n";
    EXPECT_EQ(result.out, answers) << input;
    ++checked;
  }
  EXPECT_GE(checked, 15) << "grids/invalid lost its cases";
}

// A bad puzzle never stops the others: each good one is still solved, in input order.
TEST_P(Cli, SolvesTheGoodPuzzlesAroundABadOne) {
  const std::vector<CatalogEntry> easy = load_group("easy");
  const std::vector<CatalogEntry> none = load_group("no_solution");
  ASSERT_GE(easy.size(), 2U);
  ASSERT_FALSE(none.empty());
  const std::string input = to_line(easy[0].puzzle) + "\n" + to_line(easy[0].puzzle).substr(1) +
                            "x\n" + to_line(easy[1].puzzle) + "\n" + to_line(none[0].puzzle) + "\n";
  const ProcessResult result = run({"-"}, grids_dir(), input);
  EXPECT_EQ(result.status, 2);
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_EQ(lines.size(), 4U) << result.out;
  expect_solves(easy[0].puzzle, lines[0]);
  EXPECT_EQ(
      lines[1],
      "# error: <stdin>:2:81: 'x' is not a symbol of a 9x9 grid: it stands for 60 in larger grids "
      "(use 1-9, and _ . or 0 for empty)");
  expect_solves(easy[1].puzzle, lines[2]);
  EXPECT_TRUE(lines[3].starts_with("# no solution")) << lines[3];
  EXPECT_NE(result.err.find("<stdin>:4:1: no solution"), std::string::npos) << result.err;
}

// In block input a blank line ends a grid: a grid missing a row, or a grid followed by one row
// too many, is one error at its place, and every good grid after it is read as written.
TEST_P(Cli, AShortBlockGridOrAnExtraRowIsOneErrorAndTheNextGridsAreSolved) {
  const std::vector<CatalogEntry> easy = load_group("easy");
  ASSERT_GE(easy.size(), 3U);
  std::string short_grid = to_sku(easy[0].puzzle);
  short_grid.erase(short_grid.find('\n') + 1, 18);  // row 2 of 9 goes
  const std::string input = short_grid + "\n" + to_sku(easy[1].puzzle) + "\n" +
                            to_sku(easy[2].puzzle) + "_ _ _ _ _ _ _ _ _\n\n" +
                            to_sku(easy[0].puzzle);
  const ProcessResult result = run({"--to", "line", "-"}, grids_dir(), input);
  EXPECT_EQ(result.status, 2);
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_EQ(lines.size(), 5U) << result.out;
  EXPECT_EQ(lines[0], "# error: <stdin>:8:18: the grid ends after 8 of its 9 rows");
  expect_solves(easy[1].puzzle, lines[1]);
  expect_solves(easy[2].puzzle, lines[2]);
  EXPECT_EQ(lines[3],
            "# error: <stdin>:29:1: the grid ends after 1 of its 9 rows; if this row belongs to "
            "the grid above, that grid has 1 row too many");
  expect_solves(easy[0].puzzle, lines[4]);
}

// Ctrl-C on a redirected run: the answers made before it are written, whole and in order, with
// the statistics of what was done, and the status is 128 + SIGINT. The last puzzle, an empty grid
// whose solutions are counted, keeps the program busy until the signal comes.
TEST_P(Cli, CtrlCWritesTheAnswersMadeBeforeIt) {
  const std::vector<CatalogEntry> easy = load_group("easy");
  ASSERT_GE(easy.size(), 3U);
  std::string input;
  for (std::size_t i = 0; i < 3; ++i) input += to_line(easy[i].puzzle) + "\n";
  input += "1234\n" + std::string(81, '.') + "\n";
  // A quarter of a second of work: the three easy puzzles take a few milliseconds of it, under the
  // sanitizers too.
  for (const std::string jobs : {"1", "2"}) {
    const ProcessResult result = run_interrupted(
        executable(), {"--count", "--check", "--stats", "--node-limit", "0", "--jobs", jobs, "-"},
        grids_dir(), input, {.signal = SIGINT, .cpu_seconds = 0.25});
    EXPECT_EQ(result.status, 128 + SIGINT) << result.err;
    EXPECT_EQ(result.out,
              "1\n1\n1\n# error: <stdin>:4:1: this line has 4 cells, but a puzzle on one line "
              "has 1, 16, 81, 256, 625, 1296, 2401 or 4096\n")
        << "--jobs " << jobs;
    EXPECT_NE(result.err.find(program() + ": stopped by Ctrl-C (SIGINT); the answers before it "
                                          "are written\n"),
              std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("# 4 puzzles: 3 solved, 0 without solution, 0 stopped by the node "
                              "limit, 1 malformed; "),
              std::string::npos)
        << result.err;
  }
}

// A file that cannot be read gets its '# error:' line, with what the system said, and the files
// after it are still read.
TEST_P(Cli, AnUnreadableFileIsReportedAndTheNextFileStillRead) {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"no_such_file.txt", "no_such_file.txt: cannot open it: no such file or directory"},
      {"formats", "formats: cannot read it: it is a directory"},
      {"", "an empty file name: name a file, or '-' for standard input"},
  };
  for (const auto& [file, message] : cases) {
    const ProcessResult result = run({file, "sources.txt"});
    EXPECT_EQ(result.status, 2) << file;
    EXPECT_NE(result.err.find(message + "\n"), std::string::npos) << result.err;
    const std::vector<std::string> lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), load_group("sources").size() + 1) << file;
    EXPECT_EQ(lines.front(), "# error: " + message);
  }
}

// An answer that cannot be written is an error, never a silent success.
TEST_P(Cli, AFailedWriteExitsWithTwoAndSaysSo) {
  const std::filesystem::path binary = executable();
  const std::vector<std::pair<std::string, std::string>> cases{
      {"exec \"$0\" \"$@\" > /dev/full", "no space left on device"},
      {"exec \"$0\" \"$@\" >&-", "bad file descriptor"},
  };
  for (const auto& [redirect, reason] : cases) {
    std::vector<std::string> args{"-c", redirect, binary.string()};
    args.push_back("easy.txt");
    const ProcessResult result = run_process("/bin/sh", args, grids_dir());
    EXPECT_EQ(result.status, 2) << redirect;
    EXPECT_NE(
        result.err.find(program() + ": cannot write the answers to standard output: " + reason),
        std::string::npos)
        << result.err;
  }
}

// --jobs solves many puzzles at once and answers in input order, byte for byte as one thread
// does: across batches, around a malformed puzzle and a puzzle without solution, in every mode.
TEST_P(Cli, JobsAnswerInInputOrderAsOneThreadDoes) {
  const std::vector<CatalogEntry> easy = load_group("easy");
  const std::vector<CatalogEntry> none = load_group("no_solution");
  ASSERT_FALSE(easy.empty());
  ASSERT_FALSE(none.empty());
  // More puzzles than two threads take in one batch; the bad line and the puzzle without a
  // solution sit in the middle.
  constexpr std::size_t kPuzzles = 300, kBad = 150, kNone = 200;
  std::string input;
  for (std::size_t i = 0; i < kPuzzles; ++i) {
    if (i == kBad) {
      input += std::string(80, '.') + "x\n";
    } else if (i == kNone) {
      input += to_line(none[0].puzzle) + "\n";
    } else {
      input += to_line(easy[i % easy.size()].puzzle) + "\n";
    }
  }
  for (const std::vector<std::string>& mode :
       {std::vector<std::string>{}, {"--count", "--limit", "2", "--check"}, {"--all"}}) {
    std::vector<std::string> one = mode, two = mode;
    one.insert(one.end(), {"--jobs", "1", "-"});
    two.insert(two.end(), {"--jobs", "2", "-"});
    const ProcessResult alone = run(one, grids_dir(), input);
    const ProcessResult together = run(two, grids_dir(), input);
    EXPECT_EQ(together.status, 2);
    EXPECT_EQ(together.status, alone.status);
    EXPECT_EQ(together.out, alone.out);
    EXPECT_EQ(together.err, alone.err);
  }
  const std::vector<std::string> lines =
      lines_of(run({"--jobs", "2", "-"}, grids_dir(), input).out);
  ASSERT_EQ(lines.size(), kPuzzles);
  for (std::size_t i = 0; i < kPuzzles; ++i) {
    if (i == kBad) {
      EXPECT_TRUE(lines[i].starts_with("# error: <stdin>:151:81: 'x'")) << lines[i];
    } else if (i == kNone) {
      EXPECT_TRUE(lines[i].starts_with("# no solution")) << lines[i];
    } else {
      expect_solves(easy[i % easy.size()].puzzle, lines[i]);
    }
  }
}

TEST_P(Cli, GivensThatBreakARuleAreNamed) {
  const ProcessResult result = run({"-"}, grids_dir(), "11..\n....\n....\n....\n");
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.out,
            "# no solution: the givens break a rule, two 1s in row 1 (r1c1 and r1c2)\n");
}

TEST_P(Cli, CountsSolutionsUpToTheLimit) {
  const std::string empty4 = "................\n";
  EXPECT_EQ(run({"--count", "-"}, grids_dir(), empty4).out, "288\n");
  EXPECT_EQ(run({"--count", "--limit", "5", "-"}, grids_dir(), empty4).out, "5+\n");
  for (const CatalogEntry& entry : load_group("many_solutions")) {
    if (entry.expected.at_least) continue;
    const ProcessResult result = run({"--count", "-"}, grids_dir(), to_line(entry.puzzle) + "\n");
    EXPECT_EQ(result.out, std::to_string(entry.expected.count) + "\n") << entry.name;
  }
  const ProcessResult none =
      run({"--count", "-"}, grids_dir(), to_line(load_group("no_solution")[0].puzzle));
  EXPECT_EQ(none.status, 1);
  EXPECT_EQ(none.out, "0\n");
}

TEST_P(Cli, PrintsEverySolutionOnce) {
  const Grid empty(2);
  const ProcessResult result = run({"--all", "-"}, grids_dir(), to_line(empty) + "\n");
  EXPECT_EQ(result.status, 0);
  std::vector<std::string> lines = lines_of(result.out);
  ASSERT_EQ(lines.size(), 289U);
  EXPECT_EQ(lines.back(), "# 288 solutions");
  lines.pop_back();
  for (const std::string& line : lines) expect_solves(empty, line);
  // A set, not std::ranges::unique: clang 14 cannot compile libstdc++ 12's ranges::subrange.
  EXPECT_EQ(std::set<std::string>(lines.begin(), lines.end()).size(), lines.size())
      << "a solution printed twice";
  const ProcessResult some = run({"--all", "--limit", "3", "-"}, grids_dir(), to_line(empty));
  EXPECT_EQ(lines_of(some.out).size(), 4U);
  EXPECT_EQ(lines_of(some.out).back(), "# 3+ solutions");
}

// Five nodes are too few for any stage to fill an empty 9x9 grid, whatever it counts as a node.
TEST_P(Cli, StopsAtTheNodeLimitWithStatusOne) {
  const std::string empty(81, '.');
  const ProcessResult result = run({"--node-limit", "5", "-"}, grids_dir(), "\n" + empty + "\n");
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.out, "# node limit reached after 5 nodes\n");
  EXPECT_EQ(result.err, "<stdin>:2:1: node limit reached after 5 nodes\n");
}

TEST_P(Cli, StatsGoToStandardErrorWithASummary) {
  const ProcessResult result = run({"--stats", "sources.txt"});
  EXPECT_EQ(result.status, 0);
  EXPECT_EQ(lines_of(result.out).size(), load_group("sources").size());
  EXPECT_NE(result.err.find("sources.txt:"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find(" nodes, "), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("puzzles/s), "), std::string::npos) << result.err;
  EXPECT_TRUE(result.err.ends_with(" s on the wall clock\n")) << result.err;
}

TEST_P(Cli, ShowsPencilMarks) {
  const ProcessResult result = run({"--candidates", "-"}, grids_dir(), "1...\n....\n....\n...4\n");
  EXPECT_EQ(result.status, 0);
  EXPECT_TRUE(result.out.starts_with("1    234  | 234  23\n")) << result.out;
}

// A line of 100 MB is one error, read in bounded memory, and the puzzle after it is solved.
TEST_P(Cli, SurvivesAHundredMegabyteLine) {
  const std::filesystem::path path = scratch_path("long_line_" + GetParam()->name + ".txt");
  const std::filesystem::path dir = path.parent_path();
  const CatalogEntry easy = load_group("easy").front();
  {
    std::ofstream out(path, std::ios::binary);
    const std::string chunk(1 << 20, '.');
    for (int i = 0; i < 100; ++i) out << chunk;
    out << "\n" << to_line(easy.puzzle) << "\n";
  }
  const ProcessResult result = run({path.filename().string()}, dir);
  std::filesystem::remove(path);
  EXPECT_EQ(result.status, 2);
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_EQ(lines.size(), 2U);
  EXPECT_EQ(lines[0], "# error: " + path.filename().string() +
                          ":1:1048577: this line is longer than 1048576 bytes; no puzzle needs "
                          "that many");
  expect_solves(easy.puzzle, lines[1]);
}

// The variants the command line is tested with: each program once, as it runs without flags (an
// extension's variant may name its stage's program again). Every program reads, writes and
// reports through the same runner, so another form's flags would run the same code again; the
// conformance suite and the judge hold each form to its answers.
std::vector<const StageVariant*> variants() {
  std::vector<const StageVariant*> chosen;
  for (const StageVariant& variant : stage_variants()) {
    const auto same_program = [&](const StageVariant* seen) {
      return seen->executable == variant.executable;
    };
    if (variant.flags.empty() && std::ranges::none_of(chosen, same_program)) {
      chosen.push_back(&variant);
    }
  }
  return chosen;
}

}  // namespace
}  // namespace sudoku::testing

namespace sudoku {
// A failing test names the variant, not its address.
void PrintTo(const StageVariant* variant, std::ostream* out) {
  *out << variant->name;
}
}  // namespace sudoku

namespace sudoku::testing {
namespace {

std::string variant_name(const ::testing::TestParamInfo<const StageVariant*>& variant) {
  return variant.param->name;
}

INSTANTIATE_TEST_SUITE_P(Programs, Cli, ::testing::ValuesIn(variants()), variant_name);

}  // namespace
}  // namespace sudoku::testing
