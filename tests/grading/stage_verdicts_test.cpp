// The verdicts on a student's stage (grading/scores): what its tests left read back, the XML
// gtest wrote for each test and ctest's log, and a verdict for each test the reference lists.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "scores.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using grading::StageRun;

// gtest's XML for one test, `tests` of them in the file, the test's case line, and what follows.
std::string xml(const std::string& tests, const std::string& testcase, const std::string& inside) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"" + tests +
         "\" failures=\"0\" disabled=\"0\" errors=\"0\" name=\"AllTests\">\n  <testsuite>\n    " +
         testcase + "\n" + inside + "  </testsuite>\n</testsuites>\n";
}

const std::string kRan = R"(<testcase name="A" status="run" result="completed" />)";

TEST(StageVerdicts, AnXmlFilePassesWhenItsOneTestRanToItsEndWithoutAFailure) {
  const std::filesystem::path folder = scratch_path("verdicts_xml");
  std::filesystem::remove_all(folder);
  write_file(folder / "s1.Passes.xml", xml("1", kRan, ""));
  write_file(folder / "s1.Param" / "recursive.xml", xml("1", kRan, ""));
  write_file(folder / "s1.Fails.xml", xml("1", kRan, "      <failure message=\"x\" />\n"));
  write_file(folder / "s1.Skipped.xml", xml("1", kRan, "      <skipped />\n"));
  write_file(folder / "s1.Two.xml", xml("2", kRan + "\n    " + kRan, ""));
  write_file(folder / "s1.Stopped.xml",
             xml("1", R"(<testcase name="A" status="run" result="interrupted" />)", ""));
  write_file(folder / "s1.Empty.xml", "");
  StageRun run;
  grading::read_gtest_results(folder, run);
  EXPECT_EQ(run.passed, (std::map<std::string, bool>{{"s1.Fails", false},
                                                     {"s1.Param/recursive", true},
                                                     {"s1.Passes", true},
                                                     {"s1.Skipped", false},
                                                     {"s1.Stopped", false},
                                                     {"s1.Two", false}}));
}

TEST(StageVerdicts, TheLogSaysWhatRanOutOfTimeAndWhichGroupsWereStopped) {
  StageRun run;
  grading::read_ctest_log(
      "  1/9 Test   #3: stage1.A/recursive .......***Timeout  20.01 sec\n"
      "  2/9 Test   #4: stage1.B/recursive .......   Passed    0.10 sec\n"
      "  3/9 Test  #12: stage1.C ..........Subprocess killed   3.00 sec\n"
      "  4/9 Test  #13: stage1.D ...........***Failed    1.00 sec\n"
      "[ WATCHDOG ] no node spent for 5 s\n"
      "stopped after two tests ran out of time: -L ^stage1_recursive$ -LE ^stage1_(iterative)$\n"
      "stopped after two tests ran out of time: -L ^stage1_recursive$ -L ^stage1_iterative$\n"
      "stopped after two tests ran out of time: -L ^stage1$ -LE ^stage1_\n",
      "stage1", run);
  EXPECT_EQ(run.timed_out, (std::set<std::string>{"stage1.A/recursive", "stage1.C", "stage1.D"}));
  EXPECT_EQ(run.stopped, (std::set<std::string>{"-", "iterative,recursive", "recursive"}));
}

TEST(StageVerdicts, EachListedTestGetsTheFirstVerdictThatHolds) {
  StageRun run{.passed = {{"t.Passed", true}, {"t.Failed", false}, {"t.Slow", false}},
               .timed_out = {"t.Slow"},
               .stopped = {"recursive"}};
  const std::vector<std::string> tests{"t.Passed", "t.Failed", "t.Slow", "t.NotRun",
                                       "t.Silent", "t.Iter",   "t.Both"};
  const std::map<std::string, std::string> forms{{"t.NotRun", "recursive"},
                                                 {"t.Silent", "recursive,iterative"},
                                                 {"t.Iter", "iterative"},
                                                 {"t.Both", "recursive,iterative"}};
  std::string lines;
  for (const grading::Verdict& verdict :
       grading::stage_verdicts(tests, forms, {"iterative"}, run)) {
    lines +=
        verdict.status + "|" + verdict.name + "|" + verdict.forms + "|" + verdict.detail + "\n";
  }
  EXPECT_EQ(lines,
            "passed|t.Passed|-|\n"
            "failed|t.Failed|-|\n"
            "timeout|t.Slow|-|ran out of time\n"
            "timeout|t.NotRun|recursive|not run: two tests of its form ran out of time\n"
            "missing|t.Silent|recursive,iterative|its form was not handed in\n"
            "missing|t.Iter|iterative|its form was not handed in\n"
            "missing|t.Both|recursive,iterative|its form was not handed in\n");
  EXPECT_EQ(grading::stage_verdicts(std::vector<std::string>{"t.Silent"}, forms, {}, run)[0].detail,
            "no result: it did not run, or did not run to its end");
  // The group of the tests of both forms, stopped: its forms in either order.
  const StageRun both{.stopped = {"iterative,recursive"}};
  EXPECT_EQ(grading::stage_verdicts(std::vector<std::string>{"t.Both"}, forms, {}, both)[0].detail,
            "not run: two tests of its form ran out of time");
}

}  // namespace
}  // namespace sudoku::testing
