// The judge of grading/judge: the held-out set it makes, and its verdicts on the reference
// programs and on programs that cheat, crash, spin or sleep.

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <tuple>

#include "catalog.hpp"
#include "confined_run.hpp"
#include "held_out.hpp"
#include "process.hpp"
#include "same_grid.hpp"
#include "stage3/stage3.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/writer.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

const std::filesystem::path kBin = SUDOKU_BIN_DIR;

// The judge's lines, STATUS<TAB>NAME<TAB>DETAIL, as (status, name) pairs.
std::vector<std::pair<std::string, std::string>> verdicts(const std::string& out) {
  std::vector<std::pair<std::string, std::string>> found;
  for (const std::string& line : lines_of(out)) {
    const std::size_t tab = line.find('\t');
    const std::size_t second = line.find('\t', tab + 1);
    found.emplace_back(line.substr(0, tab), line.substr(tab + 1, second - tab - 1));
  }
  return found;
}

// The judge run with `args` on `program`, with the reference programs of this build.
ProcessResult judge(std::vector<std::string> args, const std::filesystem::path& program) {
  args.insert(args.end(),
              {"--program", program.string(), "--reference", kBin.string(), "--seed", "5"});
  return run_process(kBin / "judge", args, std::filesystem::current_path());
}

// A shell script that stands in for a student's program, in a folder of its own.
std::filesystem::path script(const std::string& name, const std::string& body) {
  const std::filesystem::path folder = scratch_path("judge_test");
  std::filesystem::create_directories(folder);
  const std::filesystem::path path = folder / name;
  std::ofstream(path) << "#!/bin/sh\n" << body << "\n";
  chmod(path.c_str(), 0755);
  return path;
}

TEST(HeldOut, TheSameSeedMakesTheSameSetAndAnotherSeedAnotherSet) {
  const auto first = grading::held_out_puzzles(5);
  const auto again = grading::held_out_puzzles(5);
  const auto other = grading::held_out_puzzles(6);
  ASSERT_EQ(first.size(), again.size());
  ASSERT_EQ(first.size(), other.size());
  std::size_t same_as_other = 0;
  for (std::size_t i = 0; i < first.size(); ++i) {
    EXPECT_SAME_GRID(first[i].puzzle, again[i].puzzle) << first[i].name;
    if (first[i].puzzle == other[i].puzzle) ++same_as_other;
  }
  EXPECT_LE(same_as_other, 1U) << "only the 1x1 may come out the same";
}

TEST(HeldOut, CountsAgreeWithStage3AndNoPuzzleIsInTheCatalog) {
  const Catalog catalog = load_catalog(grids_dir());
  std::set<std::string> known;
  for (const CatalogEntry& entry : catalog.entries) known.insert(to_line(entry.puzzle));
  std::set<int> sides;
  std::set<std::uint64_t> counts;
  for (const grading::HeldOut& held_out : grading::held_out_puzzles(5)) {
    sides.insert(held_out.puzzle.side());
    counts.insert(std::min<std::uint64_t>(held_out.solutions, 2));
    SolveOptions options;
    options.max_solutions = grading::kCountLimit;
    options.on_solution = [&](const Grid& solution) {
      EXPECT_TRUE(check_solution(held_out.puzzle, solution).solves) << held_out.name;
    };
    EXPECT_EQ(stage3::solve(held_out.puzzle, options).solutions, held_out.solutions)
        << held_out.name;
    if (held_out.puzzle.side() > 1) {
      EXPECT_FALSE(known.contains(to_line(held_out.puzzle)))
          << held_out.name << " is in the catalog";
    }
  }
  EXPECT_EQ(sides, (std::set<int>{1, 4, 9, 16, 25}));
  EXPECT_EQ(counts, (std::set<std::uint64_t>{0, 1, 2})) << "none, one and several solutions";
}

// Each form runs under its variant's flags; stage 4's 9x9_board has no variant of its own and
// runs as the program does by default.
TEST(Judge, TheReferenceProgramsAnswerEveryQuestionAsTheirFormsVariant) {
  struct Case {
    std::vector<std::string> args;
    std::string program;
    std::string variant;
  };
  for (const Case& each :
       {Case{{"--stage", "stage1", "--form", "iterative"}, "stage1_naive", "stage1_iterative"},
        Case{
            {"--stage", "stage4", "--form", "9x9_board"}, "stage4_heuristics", "stage4_default"}}) {
    const ProcessResult result = judge(each.args, kBin / each.program);
    ASSERT_EQ(result.status, 0) << result.err;
    const auto found = verdicts(result.out);
    EXPECT_EQ(found.size(), 3 * grading::held_out_puzzles(5).size()) << "solve, count, limit";
    for (const auto& [status, name] : found) {
      EXPECT_EQ(status, "passed") << name;
      EXPECT_TRUE(name.starts_with("heldout." + each.variant + ".")) << name;
    }
    if (HasFailure()) ADD_FAILURE() << "the judge's verdicts, with why:\n" << result.out;
  }
}

TEST(Judge, AProgramThatEchoesItsInputOrExitsAtOnceFailsEveryQuestion) {
  for (const std::string body : {"cat", "exit 0", "echo '[  PASSED  ] 1 test.'"}) {
    const ProcessResult result = judge({"--stage", "stage1"}, script("cheat", body));
    ASSERT_EQ(result.status, 0) << result.err;
    const auto found = verdicts(result.out);
    ASSERT_FALSE(found.empty());
    for (const auto& [status, name] : found) EXPECT_EQ(status, "failed") << body << ": " << name;
    if (HasFailure()) ADD_FAILURE() << "the judge's verdicts, with why:\n" << result.out;
  }
}

// The reference program with its --node-limit taken away: right, except where the limit should
// have stopped it.
TEST(Judge, AProgramThatIgnoresTheNodeLimitFailsTheLimitQuestionsWhereTheReferenceStops) {
  const std::string body = "set -- $(echo \"$@\" | sed 's/--node-limit [0-9]*//')\nexec " +
                           (kBin / "stage1_naive").string() + " \"$@\"";
  const ProcessResult result = judge({"--stage", "stage1"}, script("unlimited", body));
  ASSERT_EQ(result.status, 0) << result.err;
  int stopped = 0;
  for (const auto& [status, name] : verdicts(result.out)) {
    if (status == "passed") continue;
    EXPECT_TRUE(name.ends_with(".limit")) << status << " " << name;
    ++stopped;
  }
  EXPECT_GE(stopped, 5) << result.out;
  EXPECT_NE(result.out.find(", not '# node limit reached after 20 nodes'"), std::string::npos)
      << result.out;
}

TEST(Judge, ASpinningProgramIsStoppedByItsProcessorTimeAndAskedNoMoreAfterTwo) {
  const ProcessResult result =
      judge({"--stage", "stage1", "--least-cpu", "1"}, script("spin", "while :; do :; done"));
  ASSERT_EQ(result.status, 0) << result.err;
  // The kernel stops it at its limit; what it used by then, rounded, may be a second more.
  EXPECT_NE(result.out.find("\tstopped after "), std::string::npos) << result.out;
  EXPECT_NE(result.out.find(" s of processor time\n"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("not asked: 2 questions ran out of time before"), std::string::npos);
  for (const auto& [status, name] : verdicts(result.out)) EXPECT_EQ(status, "timeout") << name;
}

// The judge's lines on stage 5's program as `script` runs it (a shell script's body, "$REF" the
// reference generator), each with its detail: status, name, detail.
std::vector<std::vector<std::string>> generator_verdicts(const std::string& name,
                                                         const std::string& body) {
  const std::string program = "REF=" + (kBin / "stage5_generator").string() + "\n" + body;
  const ProcessResult result = judge({"--stage", "stage5"}, script(name, program));
  EXPECT_EQ(result.status, 0) << result.err;
  std::vector<std::vector<std::string>> found;
  for (const std::string& line : lines_of(result.out)) {
    const std::size_t tab = line.find('\t'), second = line.find('\t', tab + 1);
    found.push_back(
        {line.substr(0, tab), line.substr(tab + 1, second - tab - 1), line.substr(second + 1)});
  }
  EXPECT_EQ(found.size(), 12U) << result.out;
  return found;
}

TEST(Judge, TheReferenceGeneratorAnswersEveryQuestion) {
  for (const auto& line : generator_verdicts("generator", "exec \"$REF\" \"$@\"")) {
    EXPECT_EQ(line[0], "passed") << line[1] << ": " << line[2];
    EXPECT_TRUE(line[1].starts_with("heldout.stage5.")) << line[1];
  }
}

// Its first puzzle printed as many times as asked: right puzzles, but always the same one.
TEST(Judge, AGeneratorThatPrintsOnePuzzleOverAndOverFailsEveryQuestion) {
  const std::string body =
      "count=1; for arg; do [ \"$prev\" = --count ] && count=$arg; prev=$arg; done\n"
      "one=$(\"$REF\" \"$@\" --count 1)\n"
      "i=0; while [ $i -lt $count ]; do echo \"$one\"; i=$((i + 1)); done";
  for (const auto& line : generator_verdicts("repeat", body)) {
    EXPECT_EQ(line[0], "failed") << line[1] << ": " << line[2];
    EXPECT_EQ(line[2], "puzzles 1 and 2 are the same") << line[1];
  }
}

// The reference without uniqueness: every question that asks for one solution fails, and says so.
TEST(Judge, AGeneratorWhosePuzzlesHaveTwoSolutionsFailsWhereOneIsAsked) {
  int several = 0;
  for (const auto& line : generator_verdicts("several", "exec \"$REF\" \"$@\" --no-unique")) {
    if (line[1] == "heldout.stage5.not_unique" || line[1] == "heldout.stage5.4x4") continue;
    EXPECT_EQ(line[0], "failed") << line[1] << ": " << line[2];
    several += line[2].ends_with("has more than one solution") ? 1 : 0;
  }
  EXPECT_GE(several, 8);
}

// A seed ignored (always 1) repeats the puzzles of another seed; a seed dropped (one drawn at
// each run) gives other puzzles for the same seed.
TEST(Judge, AGeneratorThatIgnoresItsSeedFailsTheSeedQuestions) {
  const std::string drop =
      "for arg; do\n"
      "  [ \"$prev\" = --seed ] || [ \"$arg\" = --seed ] || set -- \"$@\" \"$arg\"\n"
      "  shift; prev=$arg\ndone\n";
  for (const auto& [name, body, question, detail] :
       {std::tuple<std::string, std::string, std::string, std::string>{
            "fixed", drop + "exec \"$REF\" \"$@\" --seed 1", "heldout.stage5.other_seed",
            "another seed gave a puzzle again"},
        {"drawn", drop + "exec \"$REF\" \"$@\" 2>/dev/null", "heldout.stage5.same_seed",
         "the same seed gave other puzzles"}}) {
    for (const auto& line : generator_verdicts(name, body)) {
      if (line[1] != question) {
        EXPECT_EQ(line[0], "passed") << name << ": " << line[1] << ": " << line[2];
      } else {
        EXPECT_EQ(line[0], "failed") << name;
        EXPECT_EQ(line[2], detail) << name;
      }
    }
  }
}

// A handout's stage is its starter kit, which answers nothing: judged against it, a right program
// would score nothing, so the judge stops at the first question, as the grader's error.
TEST(Judge, StopsWithStatusTwoWhenTheReferenceCannotAnswer) {
  const std::filesystem::path kit =
      script("stage1_naive", "echo 'stage1_naive: not written yet' >&2; exit 1");
  const ProcessResult result =
      run_process(kBin / "judge",
                  {"--stage", "stage1", "--program", (kBin / "stage1_naive").string(),
                   "--reference", kit.parent_path().string(), "--seed", "5"},
                  std::filesystem::current_path());
  EXPECT_EQ(result.status, 2);
  EXPECT_EQ(result.out, "") << "no verdict on the program";
  EXPECT_TRUE(result.err.starts_with("judge: the reference " + kit.string() + " answers heldout."))
      << result.err;
  EXPECT_NE(result.err.find("not of a handout"), std::string::npos) << result.err;
}

TEST(Judge, RefusesAMissingOptionAndAProgramItCannotRun) {
  const ProcessResult missing =
      run_process(kBin / "judge", {"--program", "x"}, std::filesystem::current_path());
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err, "judge: give --stage\nTry 'judge --help' for the options.\n");
  const ProcessResult absent = judge({"--stage", "stage1"}, "no/such/program");
  EXPECT_EQ(absent.status, 2);
  EXPECT_NE(absent.err.find("no/such/program: cannot run it: No such file or directory"),
            std::string::npos)
      << absent.err;
  const ProcessResult nobody = judge({"--stage", "stage1", "--run-as", "no_such_user"}, "x");
  EXPECT_EQ(nobody.status, 2);
  EXPECT_NE(nobody.err.find("judge: --run-as: no user is named 'no_such_user'"), std::string::npos)
      << nobody.err;
}

// Run as root, as a grader should be, the judge runs a student's program as another user: it
// cannot write a file of the judge's, and says who it is.
TEST(ConfinedRun, AsAnotherUserTheProgramCannotWriteTheJudgesFiles) {
  if (geteuid() != 0) GTEST_SKIP() << "only root can run a program as another user";
  const std::optional<grading::Account> nobody = grading::account_named("nobody");
  if (!nobody) GTEST_SKIP() << "this machine has no user named nobody";
  const std::filesystem::path kept = scratch_path("judge_test") / "the_judges_file.txt";
  std::filesystem::create_directories(kept.parent_path());
  std::ofstream(kept) << "kept\n";
  chmod(kept.c_str(), 0644);
  const std::filesystem::path program =
      script("tamper", "id -u; echo spoilt >> '" + kept.string() + "' 2>/dev/null || echo denied");
  const grading::Run run = grading::run_confined(
      program, {}, "", {.cpu_seconds = 5, .wall_seconds = 30, .account = nobody});
  EXPECT_TRUE(run.exited) << run.last_words;
  EXPECT_EQ(run.out, std::to_string(nobody->user) + "\ndenied\n");
  EXPECT_EQ(read_file(kept), "kept\n");
}

}  // namespace
}  // namespace sudoku::testing
