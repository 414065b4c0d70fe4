// The class comparison (bench/compare) through its header: the options it reads, and what it
// writes after a tiny run of two stages on three puzzles, the budget honoured and a wrong answer
// reported as one.

#include "compare.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "process.hpp"
#include "registry.hpp"
#include "sudoku/options.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using compare::Comparison;
using compare::Measure;
using compare::Puzzle;
using compare::Request;

// The request a command line gives, against the registry.
Request parsed(const std::vector<std::string>& args) {
  const CommandLine given = parse_command_line(compare::intro(stage_variants()).options, args);
  return compare::read_request(given, stage_variants(), grids_dir().string());
}

// The names of the variants a request chose.
std::vector<std::string> names_of(const Request& request) {
  std::vector<std::string> names;
  for (const StageVariant* variant : request.variants) names.push_back(variant->name);
  return names;
}

// How many times `part` occurs in `text`.
std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) {
    ++count;
  }
  return count;
}

// The registered variant named `name`.
const StageVariant& variant_named(const std::string& name) {
  const auto variants = stage_variants();
  const auto found = std::ranges::find(variants, name, &StageVariant::name);
  EXPECT_NE(found, variants.end()) << name;
  return *found;
}

// Puzzle `index` (from 1) of a file of grids/.
Puzzle puzzle_of(const std::string& file, std::size_t index) {
  std::ostringstream errors;
  bool bad = false;
  std::vector<Puzzle> puzzles =
      compare::read_puzzles((grids_dir() / (file + ".txt")).string(), errors, bad);
  EXPECT_FALSE(bad) << errors.str();
  EXPECT_GE(puzzles.size(), index);
  return puzzles.at(index - 1);
}

TEST(CompareOptions, ByDefaultEachStageInItsDefaultFormOnTheClassSet) {
  const Request request = parsed({});
  std::vector<std::string> stages;
  for (const StageVariant* variant : request.variants) {
    EXPECT_TRUE(variant->flags.empty()) << variant->name << " is not its program's default form";
    stages.push_back(variant->stage);
  }
  EXPECT_EQ(stages, (std::vector<std::string>{"stage1", "stage2", "stage3", "stage4"}));
  EXPECT_EQ(request.files, compare::class_set(grids_dir().string()));
  for (const std::string& file : request.files) EXPECT_TRUE(std::filesystem::exists(file)) << file;
  EXPECT_EQ(request.budget.node_limit, compare::Budget{}.node_limit);
  EXPECT_EQ(request.budget.repeat, 3);
  EXPECT_EQ(request.out, "");
}

// An extension (the board made for 9x9) is compared only when named, by its name.
TEST(CompareOptions, AnExtensionRunsWhenNamed) {
  const auto extension = std::ranges::find_if(
      stage_variants(), [](const StageVariant& variant) { return !variant.extends.empty(); });
  if (extension == stage_variants().end()) GTEST_SKIP() << "this build registers no extension";
  const Request request = parsed({"--stages", extension->stage});
  ASSERT_EQ(request.variants.size(), 1U);
  EXPECT_EQ(request.variants[0]->name, extension->name);
}

TEST(CompareOptions, TakesStagesOrVariantsFilesBudgetRepeatAndFolder) {
  const Request request =
      parsed({"--stages", "stage3_static,stage1", "--node-limit", "500", "--repeat", "2", "--out",
              "results", "--grids", "a.txt", "b.txt"});
  EXPECT_EQ(names_of(request), (std::vector<std::string>{"stage1_recursive", "stage3_static"}))
      << "in the registry's order, a stage standing for its default form";
  EXPECT_EQ(request.files, (std::vector<std::string>{"a.txt", "b.txt"}));
  EXPECT_EQ(request.budget.node_limit, 500U);
  EXPECT_EQ(request.budget.repeat, 2);
  EXPECT_EQ(request.out, "results");
  EXPECT_EQ(names_of(parsed({"--stages", "all"})).size(), stage_variants().size());
}

TEST(CompareOptions, RefusesWhatItCannotRun) {
  const auto refusal = [](const std::vector<std::string>& args) -> std::string {
    try {
      parsed(args);
    } catch (const UsageError& error) {
      return error.what();
    }
    return "";
  };
  EXPECT_NE(refusal({"--stages", "stage9"}).find("--stages takes"), std::string::npos);
  EXPECT_NE(refusal({"--repeat", "0"}).find("out of range"), std::string::npos);
  EXPECT_EQ(refusal({"--repeat", "1001"}),
            "--repeat takes a whole number from 1 to 1000: '1001' is out of range");
  EXPECT_EQ(refusal({"--node-limit"}), "--node-limit needs a value");
}

// Two stages on three puzzles, with a budget stage 1 cannot solve the naive worst case in.
class TinyRun : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    const std::vector<const StageVariant*> variants{&variant_named("stage1_recursive"),
                                                    &variant_named("stage4_default")};
    comparison_ = compare::compare(
        variants, {puzzle_of("sizes", 2), puzzle_of("easy", 1), puzzle_of("naive_worst", 1)},
        {.node_limit = 100'000, .repeat = 2});
  }
  static const Comparison& comparison() { return comparison_; }

  // Both stages ran: a starter kit's stage in place of either says which function it waits for.
  void SetUp() override {
    ASSERT_TRUE(comparison().not_run.empty()) << joined(comparison().not_run);
  }

 private:
  static inline Comparison comparison_;
};

TEST_F(TinyRun, HonoursTheBudgetAndChecksEverySolution) {
  ASSERT_EQ(comparison().measures.size(), 2U);
  for (const std::vector<Measure>& row : comparison().measures) ASSERT_EQ(row.size(), 3U);
  const Measure& stopped = comparison().measures[0][2];
  EXPECT_EQ(stopped.outcome, Outcome::LimitReached);
  EXPECT_EQ(stopped.nodes, 100'000U) << "exactly the budget, as every stage counts it";
  for (std::size_t p = 0; p < 3; ++p) {
    EXPECT_EQ(comparison().measures[1][p].outcome, Outcome::Solved);
    EXPECT_GT(comparison().measures[1][p].time.cpu, 0);
    EXPECT_GT(comparison().measures[1][p].time.wall, 0);
  }
  EXPECT_FALSE(compare::any_wrong(comparison()));
}

TEST_F(TinyRun, TheTableHasARowPerPuzzleAndASummaryPerStage) {
  std::ostringstream out;
  compare::write_table(comparison(), out);
  const std::vector<std::string> lines = lines_of(out.str());
  ASSERT_GE(lines.size(), 9U);
  EXPECT_EQ(lines[0], "| puzzle | size | stage1_recursive | stage4_default |");
  EXPECT_TRUE(lines[2].starts_with("| sizes 2 | 4x4 | ")) << lines[2];
  EXPECT_TRUE(lines[3].starts_with("| easy 1 | 9x9 | ")) << lines[3];
  EXPECT_TRUE(lines[4].starts_with("| naive_worst 1 | 9x9 | stopped: ")) << lines[4];
  EXPECT_NE(lines[4].find("100,000 nodes"), std::string::npos) << lines[4];
  for (std::size_t row = 2; row <= 4; ++row) EXPECT_EQ(occurrences(lines[row], "|"), 5U);
  EXPECT_TRUE(lines[8].starts_with("| stage1_recursive | ")) << lines[8];
  EXPECT_NE(lines[8].find(" | 2 of 3 | 1.0x |"), std::string::npos) << lines[8];
  EXPECT_NE(lines[9].find(" | 3 of 3 | "), std::string::npos) << lines[9];
}

TEST_F(TinyRun, TheTimesAreProcessorTimesAndTheTableSaysSo) {
  std::ostringstream out;
  compare::write_table(comparison(), out);
  const std::vector<std::string> lines = lines_of(out.str());
  ASSERT_GE(lines.size(), 7U);
  EXPECT_TRUE(lines[6].starts_with("| stage | total processor time | ")) << lines[6];
  EXPECT_NE(out.str().find("a time is the processor time of the solving thread"), std::string::npos)
      << out.str();
}

TEST_F(TinyRun, TheCsvHasALinePerPuzzleAndStage) {
  std::ostringstream out;
  compare::write_csv(comparison(), out);
  const std::vector<std::string> lines = lines_of(out.str());
  ASSERT_EQ(lines.size(), 7U);
  EXPECT_EQ(
      lines[0],
      "puzzle,size,variant,outcome,median_cpu_seconds,median_wall_seconds,nodes,guesses,check");
  for (const std::string& line : lines) EXPECT_EQ(occurrences(line, ","), 8U) << line;
  EXPECT_TRUE(lines[3].starts_with("naive_worst 1,9x9,stage1_recursive,node limit reached,"))
      << lines[3];
  EXPECT_TRUE(lines[3].ends_with(",100000,100000,")) << "nothing to check: " << lines[3];
  EXPECT_TRUE(lines[6].starts_with("naive_worst 1,9x9,stage4_default,solved,")) << lines[6];
  EXPECT_TRUE(lines[6].ends_with(",ok")) << lines[6];
}

TEST_F(TinyRun, TheChartHasABarPerPuzzleAndStage) {
  std::ostringstream out;
  compare::write_svg(comparison(), out);
  const std::string svg = out.str();
  EXPECT_TRUE(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"")) << svg.substr(0, 80);
  EXPECT_TRUE(svg.ends_with("</svg>\n"));
  EXPECT_EQ(occurrences(svg, "<rect class=\"bar\""), 6U);
  EXPECT_EQ(occurrences(svg, "fill-opacity"), 1U) << "one pale bar: the stopped solve";
  EXPECT_EQ(occurrences(svg, "<title>"), occurrences(svg, "</title>"));
  EXPECT_NE(svg.find("<title>stage1_recursive on naive_worst 1: "), std::string::npos);
  for (const std::string name : {"stage1_recursive", "stage4_default", "sizes 2 (4x4)",
                                 "easy 1 (9x9)", "naive_worst 1 (9x9)"}) {
    EXPECT_NE(svg.find(">" + name + "<"), std::string::npos) << name;
  }
}

// A busy machine: the wall clock far from the processor time, which the table gives beside it.
TEST(Compare, AWallClockFarFromTheProcessorTimeStandsBesideIt) {
  Comparison comparison;
  comparison.variants = {"stage4_default"};
  comparison.stages = {"stage4"};
  comparison.puzzles = {puzzle_of("easy", 1), puzzle_of("easy", 2)};
  comparison.measures = {
      {{.outcome = Outcome::Solved, .nodes = 45, .time = {.cpu = 1e-3, .wall = 1e-2}},
       {.outcome = Outcome::Solved, .nodes = 45, .time = {.cpu = 2e-3, .wall = 2.1e-3}}}};
  std::ostringstream out;
  compare::write_table(comparison, out);
  const std::vector<std::string> lines = lines_of(out.str());
  ASSERT_GE(lines.size(), 8U) << out.str();
  EXPECT_EQ(lines[2], "| easy 1 | 9x9 | 1.00 ms (wall 10.0 ms), 45 nodes |");
  EXPECT_EQ(lines[3], "| easy 2 | 9x9 | 2.00 ms, 45 nodes |");
  EXPECT_EQ(lines[7], "| stage4_default | 3.00 ms (wall 12.1 ms) | 2 of 2 | 1.0x |");
}

TEST(Compare, AWrongAnswerIsReportedAsOne) {
  StageVariant liar = variant_named("stage4_default");
  liar.name = "liar";
  liar.solve = [](const Grid& puzzle, const SolveOptions&) {
    SolveResult result;
    result.outcome = Outcome::Solved;
    result.solutions = 1;
    result.first_solution = puzzle;
    return result;
  };
  const std::vector<const StageVariant*> variants{&liar};
  const Comparison comparison =
      compare::compare(variants, {puzzle_of("easy", 1)}, {.node_limit = 1'000, .repeat = 1});
  EXPECT_TRUE(comparison.measures[0][0].wrong);
  EXPECT_TRUE(compare::any_wrong(comparison));
  std::ostringstream table, csv;
  compare::write_table(comparison, table);
  compare::write_csv(comparison, csv);
  EXPECT_NE(table.str().find("| **wrong answer**: "), std::string::npos) << table.str();
  EXPECT_NE(table.str().find(" | 0 of 1 | "), std::string::npos) << table.str();
  EXPECT_TRUE(lines_of(csv.str()).at(1).ends_with(",wrong")) << csv.str();
}

TEST(Compare, AStageWhoseSolveThrowsIsNamedAndTheOthersCompared) {
  StageVariant unwritten = variant_named("stage1_recursive");
  unwritten.name = "unwritten";
  unwritten.solve = [](const Grid&, const SolveOptions&) -> SolveResult {
    throw std::logic_error("a made-up stage: solve is not written yet");
  };
  const std::vector<const StageVariant*> variants{&unwritten, &variant_named("stage4_default")};
  const Comparison comparison = compare::compare(
      variants, {puzzle_of("easy", 1), puzzle_of("easy", 2)}, {.node_limit = 1'000, .repeat = 1});
  ASSERT_EQ(comparison.variants, std::vector<std::string>{"stage4_default"})
      << joined(comparison.not_run);
  ASSERT_EQ(comparison.measures.size(), 1U);
  EXPECT_EQ(std::ranges::count_if(comparison.measures[0], compare::solved), 2);
  EXPECT_EQ(comparison.not_run,
            std::vector<std::string>{"unwritten: a made-up stage: solve is not written yet"});
  std::ostringstream table;
  compare::write_table(comparison, table);
  EXPECT_EQ(occurrences(table.str(), "unwritten"), 1U) << table.str();
  EXPECT_NE(table.str().find("\n- unwritten: a made-up stage: solve is not written yet\n"),
            std::string::npos)
      << table.str();
  EXPECT_NE(table.str().find("| stage4_default | "), std::string::npos) << table.str();

  // With no stage written, the table says so rather than show empty columns.
  const std::vector<const StageVariant*> alone{&unwritten};
  std::ostringstream none;
  compare::write_table(compare::compare(alone, {puzzle_of("easy", 1)}, {.repeat = 1}), none);
  EXPECT_EQ(none.str(),
            "Not compared, as their solve stopped with an error:\n\n"
            "- unwritten: a made-up stage: solve is not written yet\n\n"
            "No stage was compared.\n");
}

TEST(Compare, ABadPuzzleIsReportedWhereItIsAndTheOthersKept) {
  const std::filesystem::path file = scratch_path("compare_test_bad_input.txt");
  {
    std::ofstream out(file);
    out << "12x" << std::string(78, '.') << '\n' << std::string(81, '.') << '\n';
  }
  std::ostringstream errors;
  bool bad = false;
  const std::vector<Puzzle> puzzles = compare::read_puzzles(file.string(), errors, bad);
  std::filesystem::remove(file);
  EXPECT_TRUE(bad);
  EXPECT_TRUE(errors.str().starts_with(file.string() + ":1:3: ")) << errors.str();
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles[0].name, file.stem().string() + " 1");
  EXPECT_EQ(puzzles[0].grid.side(), 9);
}

// The program itself: what it prints and the status it ends with.
ProcessResult compare_stages(const std::vector<std::string>& args) {
  return run_process(std::filesystem::path(SUDOKU_BIN_DIR) / "compare_stages", args,
                     std::filesystem::temp_directory_path());
}

TEST(CompareProgram, WritesTheTableAndItsFilesAndEndsWithZero) {
  const std::filesystem::path out = scratch_path("compare_test_results");
  std::filesystem::remove_all(out);
  const std::string easy = (grids_dir() / "easy.txt").string();
  const ProcessResult result =
      compare_stages({"--stages", "stage2,stage4", "--repeat", "1", "--out", out.string(), easy});
  EXPECT_EQ(result.status, 0) << result.err;
  EXPECT_TRUE(result.out.starts_with("| puzzle | size | stage2_history | stage4_default |\n"))
      << result.out;
  EXPECT_NE(result.out.find("| stage4_default | "), std::string::npos);
  EXPECT_EQ(lines_of(read_file(out / "results.csv")).size(), 1U + 2 * 6);
  EXPECT_TRUE(read_file(out / "results.svg").ends_with("</svg>\n"));
  std::filesystem::remove_all(out);
}

TEST(CompareProgram, AMistakeEndsWithTwoAndSaysWhy) {
  const ProcessResult unknown = compare_stages({"--stages", "stage9"});
  EXPECT_EQ(unknown.status, 2);
  EXPECT_TRUE(unknown.err.starts_with("compare_stages: --stages takes ")) << unknown.err;
  EXPECT_TRUE(unknown.out.empty());
  // A missing file is named, and the puzzles of the other files are still compared.
  const ProcessResult missing =
      compare_stages({"--stages", "stage4", "--repeat", "1", "no_such_file.txt",
                      (grids_dir() / "sources.txt").string()});
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err, "no_such_file.txt: cannot open it: no such file or directory\n");
  EXPECT_NE(missing.out.find("| sources 2 | 9x9 | "), std::string::npos) << missing.out;
  const ProcessResult help = compare_stages({"--help"});
  EXPECT_EQ(help.status, 0);
  for (const char* option : {"--stages", "--grids", "--node-limit", "--repeat", "--out"}) {
    EXPECT_NE(help.out.find(option), std::string::npos) << option;
  }
}

}  // namespace
}  // namespace sudoku::testing
