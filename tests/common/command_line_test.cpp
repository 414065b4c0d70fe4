// The shared command line, run in-process with test doubles for the solver: options reach the
// solver, answers and exit statuses follow its outcomes. (The real programs are run by cli_tests.)

#include "sudoku/cli.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <utility>

#include "sudoku/reader.hpp"

namespace sudoku {
namespace {

// A program whose solver records what it was asked and answers with a fixed result.
struct FakeStage {
  SolveResult answer;
  std::vector<SolveOptions> calls;
  CommandLine given;

  StageProgram program() {
    return {"fake",
            "A stage for testing the command line.",
            {{.name = "--fast", .help = "go fast"},
             {.name = "--order",
              .help = "pick an order",
              .type = OptionType::Choice,
              .values = {"a", "b"}}},
            1234,
            [this](const CommandLine& line, std::ostream&) -> SolveFunction {
              given = line;
              return [this](const Grid&, const SolveOptions& options) {
                calls.push_back(options);
                if (options.on_solution && answer.solutions > 0) {
                  options.on_solution(answer.first_solution);
                }
                return answer;
              };
            }};
  }

  struct Run {
    int status;
    std::string out, err;
  };
  Run run(std::vector<std::string> args, const std::string& input = "1...\n..1.\n.1..\n...1\n") {
    std::istringstream in(input);
    std::ostringstream out, err;
    const int status = run_stage_program(program(), args, Console{in, out, err});
    return {status, out.str(), err.str()};
  }
};

// A larger grid gets as many nodes per cell as a 9x9 grid: 81 / cells of the limit.
TEST(CommandLine, TheDefaultNodeLimitShrinksWithTheGrid) {
  FakeStage stage;
  StageProgram program = stage.program();
  program.default_node_limit = 100'000'000;
  EXPECT_EQ(default_node_limit(program, 9), 100'000'000U);
  EXPECT_EQ(default_node_limit(program, 4), 100'000'000U);
  EXPECT_EQ(default_node_limit(program, 25), 12'960'000U);
  EXPECT_EQ(default_node_limit(program, 64), 1'977'539U);
  program.default_node_limit = 0;
  EXPECT_EQ(default_node_limit(program, 64), 0U) << "no limit stays no limit";
  program.default_node_limit = 10;
  EXPECT_EQ(default_node_limit(program, 64), 1U) << "never 0, which would mean none";

  stage.answer.outcome = Outcome::NoSolution;
  stage.run({}, std::string(625, '.') + "\n");
  ASSERT_EQ(stage.calls.size(), 1U);
  EXPECT_EQ(stage.calls[0].node_limit, 159U);  // 1234 * 81 / 625
}

TEST(CommandLine, OptionsReachTheSolver) {
  FakeStage stage;
  stage.answer.outcome = Outcome::NoSolution;
  stage.run({"--fast", "--order=b"});
  ASSERT_EQ(stage.calls.size(), 1U);
  EXPECT_EQ(stage.calls[0].node_limit, 1234U) << "the stage's default node limit, on a 4x4";
  EXPECT_EQ(stage.calls[0].max_solutions, 1U);
  EXPECT_TRUE(stage.given.has("--fast"));
  EXPECT_EQ(stage.given.text("--order"), "b");
  EXPECT_FALSE(stage.given.has("--stats"));

  stage.run({"--count", "--node-limit", "0"});
  EXPECT_EQ(stage.calls[1].max_solutions, kAllSolutions);
  EXPECT_EQ(stage.calls[1].node_limit, 0U);
  stage.run({"--all", "--limit", "7"});
  EXPECT_EQ(stage.calls[2].max_solutions, 7U);
  EXPECT_TRUE(stage.calls[2].on_solution);
}

TEST(CommandLine, StageOptionValuesAreChecked) {
  FakeStage stage;
  const FakeStage::Run run = stage.run({"--order", "c"});
  EXPECT_EQ(run.status, kBadInput);
  EXPECT_EQ(run.err, "fake: --order takes a or b, not 'c'\nTry 'fake --help' for the options.\n");
  EXPECT_EQ(stage.run({"--fast=yes"}).status, kBadInput);
  EXPECT_TRUE(stage.calls.empty());
}

TEST(CommandLine, AnOutputThatFailsIsAnError) {
  FakeStage stage;
  stage.answer = {Outcome::Solved, 1, parse_grid("1234341221434321"), {}};
  std::istringstream in("1...\n..1.\n.1..\n...1\n");
  std::ostringstream out, err;
  out.setstate(std::ios::badbit);
  const int status = run_stage_program(stage.program(), {}, Console{in, out, err});
  EXPECT_EQ(status, kBadInput);
  EXPECT_NE(err.str().find("fake: cannot write the answers to standard output"), std::string::npos)
      << err.str();
}

// A student's broken solver is caught on the command line too: with --check, a wrong solution is
// an error, never printed as an answer.
TEST(CommandLine, CheckTurnsAWrongSolutionIntoAnError) {
  FakeStage stage;
  stage.answer = {Outcome::Solved, 1, parse_grid("1134341221434321"), {}};
  const FakeStage::Run unchecked = stage.run({"--to", "line"});
  EXPECT_EQ(unchecked.out, "1134341221434321\n") << "without --check, the answer is trusted";
  const std::string wrong =
      "<stdin>:1:1: the solver's answer is wrong: two 1s in row 1 (r1c1 and r1c2)\n";
  // Each mode reports the wrong solution once, and prints what else it owes (the count).
  const std::vector<std::pair<std::vector<std::string>, std::string>> modes{
      {{"--check", "--to", "line"}, "# error: " + wrong},
      {{"--check", "--all", "--to", "line"}, "# error: " + wrong + "# 1 solution\n"},
      {{"--check", "--count"}, "# error: " + wrong + "1\n"}};
  for (const auto& [args, out] : modes) {
    const FakeStage::Run run = stage.run(args);
    EXPECT_EQ(run.status, kBadInput) << args[1];
    EXPECT_EQ(run.out, out) << args[1];
    EXPECT_EQ(run.err, wrong) << args[1];
  }
  stage.answer.first_solution = parse_grid("1234341221434321");
  const FakeStage::Run right = stage.run({"--check", "--to", "line"});
  EXPECT_EQ(right.status, kAllSolved);
  EXPECT_EQ(right.out, "1234341221434321\n");
}

TEST(CommandLine, HelpListsTheStageOptions) {
  FakeStage stage;
  const FakeStage::Run run = stage.run({"-h"});
  EXPECT_EQ(run.status, kAllSolved);
  EXPECT_NE(run.out.find("  --fast             go fast\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("  --order a|b        pick an order\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("default: 1234"), std::string::npos);
}

TEST(CommandLine, NoSolutionAndNodeLimitExitWithOne) {
  FakeStage stage;
  stage.answer.outcome = Outcome::NoSolution;
  FakeStage::Run run = stage.run({"--to", "line"});
  EXPECT_EQ(run.status, kSomeUnsolved);
  EXPECT_EQ(run.out, "# no solution\n");
  EXPECT_EQ(run.err, "<stdin>:1:1: no solution\n");

  stage.answer.outcome = Outcome::LimitReached;
  stage.answer.stats.nodes = 1234;
  run = stage.run({"--to", "line"});
  EXPECT_EQ(run.status, kSomeUnsolved);
  EXPECT_EQ(run.out, "# node limit reached after 1234 nodes\n");

  stage.answer.solutions = 3;
  run = stage.run({"--count"});
  EXPECT_EQ(run.out, "# node limit reached after 1234 nodes and 3 solutions\n");
}

TEST(CommandLine, ASolvedPuzzleIsPrintedInTheChosenFormat) {
  FakeStage stage;
  stage.answer = {Outcome::Solved, 1, Grid(2), {}};
  for (int cell = 0; cell < 16; ++cell) {
    stage.answer.first_solution.set(cell, (cell / 4 % 2 * 2 + cell / 8 + cell) % 4 + 1);
  }
  EXPECT_EQ(stage.run({"--to", "line"}).out, "1234341223414123\n");
  EXPECT_EQ(stage.run({}).out, "1 2 | 3 4\n3 4 | 1 2\n----+----\n2 3 | 4 1\n4 1 | 2 3\n");
  const FakeStage::Run all = stage.run({"--all", "--to", "line"});
  EXPECT_EQ(all.status, kAllSolved);
  EXPECT_EQ(all.out, "1234341223414123\n# 1 solution\n");
}

TEST(CommandLine, GridsAreSetApartByABlankLineAndOneLineAnswersAreNot) {
  FakeStage stage;
  stage.answer = {Outcome::Solved, 1, Grid(1), {}};
  stage.answer.first_solution.set(0, 1);
  const std::string two_puzzles = "1\n.\n";  // two 1x1 puzzles, one per line
  EXPECT_EQ(stage.run({"--to", "sku"}, two_puzzles).out, "1\n\n1\n");
  EXPECT_EQ(stage.run({"--all", "--to", "sku"}, two_puzzles).out,
            "1\n\n# 1 solution\n\n1\n\n# 1 solution\n");
  EXPECT_EQ(stage.run({"--count"}, two_puzzles).out, "1\n1\n");
  EXPECT_EQ(stage.run({"--all", "--to", "line"}, two_puzzles).out,
            "1\n# 1 solution\n1\n# 1 solution\n");
}

TEST(CommandLine, StatsPrintOneLinePerPuzzleAndASummary) {
  FakeStage stage;
  stage.answer = {Outcome::NoSolution, 0, Grid(2), {42, 30, 12, 2}};
  const FakeStage::Run run = stage.run({"--stats", "--to", "line"});
  EXPECT_NE(run.err.find("# <stdin>:1:1: no solution, 0 solutions, 42 nodes, 30 guesses, "
                         "12 deductions, 2 backtracks, "),
            std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find("# 1 puzzle: 0 solved, 1 without solution, 0 stopped by the node "
                         "limit, 0 malformed; 42 nodes in "),
            std::string::npos)
      << run.err;
}

TEST(CommandLine, StatsPrintTheStageCountersAfterTheSharedOnes) {
  FakeStage stage;
  stage.answer = {Outcome::NoSolution, 0, Grid(2), {42, 30, 12, 2}};
  stage.answer.stats.add("pointing eliminations", 5);
  stage.answer.stats.add("hidden single placements");
  stage.answer.stats.add("pointing eliminations", 2);
  const FakeStage::Run run = stage.run({"--stats", "--to", "line"});
  EXPECT_NE(run.err.find("2 backtracks, 7 pointing eliminations, 1 hidden single placement, "),
            std::string::npos)
      << run.err;
}

TEST(CommandLine, VersionNamesTheProgram) {
  FakeStage stage;
  const FakeStage::Run run = stage.run({"--version"});
  EXPECT_EQ(run.status, kAllSolved);
  EXPECT_TRUE(run.out.starts_with("fake (sudoku workbook) ")) << run.out;
}

}  // namespace
}  // namespace sudoku
