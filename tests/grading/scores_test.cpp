// The scoring of a stage (grading/scores): the features file and its expressions, the weights the
// held-out answers give the tests, the notes, and the JUnit file.

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "scores.hpp"

namespace sudoku::testing {
namespace {

using grading::Feature;
using grading::StageGrading;
using grading::Verdict;

const char* const kFeatures =
    "# stages; feature; weight; the tests it weighs\n"
    "\n"
    "stage1,stage2; solves; 60; Solves|Catalog\n"
    "  stage1 ;  the command line ; 20 ; [.]cli[.]  \n"
    "stage5; levels; 10; Levels\n"
    "*; the rest; 20; .\n";

TEST(Features, AreTheRowsThatNameTheStageOrEveryStageInTheFilesOrder) {
  const std::vector<Feature> features = grading::features_of(kFeatures, "stage1");
  ASSERT_EQ(features.size(), 3U);
  EXPECT_EQ(features[0].name, "solves");
  EXPECT_EQ(features[1].name, "the command line");
  EXPECT_EQ(features[1].weight, "20");
  EXPECT_EQ(features[1].pattern, "[.]cli[.]");
  EXPECT_EQ(features[2].name, "the rest");
  EXPECT_EQ(grading::features_of(kFeatures, "stage2").size(), 2U);
  EXPECT_EQ(grading::features_of(kFeatures, "stage3").size(), 1U);  // stage1,stage2 is no stage3
}

TEST(Features, MatchAsAwkDoesAnywhereInTheName) {
  EXPECT_TRUE(grading::matches("Counts|NodeLimit", "stage1.Search.HonoursTheNodeLimit/recursive"));
  EXPECT_FALSE(grading::matches("Counts|NodeLimit", "stage1.Search.Solves"));
  EXPECT_TRUE(grading::matches("[.]cli[.]", "stage1.cli.Programs/Cli.X"));
  EXPECT_FALSE(grading::matches("[.]cli[.]", "stage1.clients"));
  EXPECT_TRUE(grading::matches(".", "x"));
  EXPECT_FALSE(grading::matches(".", ""));
  EXPECT_TRUE(grading::matches("^stage1[.]", "stage1.Rules"));
  EXPECT_FALSE(grading::matches("^Rules", "stage1.Rules"));
  EXPECT_TRUE(grading::matches("Rules$", "stage1.Rules"));
  EXPECT_FALSE(grading::matches("Rule$", "stage1.Rules"));
  EXPECT_TRUE(grading::matches("stage[1-3]", "stage2"));
  EXPECT_FALSE(grading::matches("stage[^1-3]", "stage2"));
  EXPECT_TRUE(grading::matches("a\\.b", "a.b"));
  EXPECT_FALSE(grading::matches("a\\.b", "axb"));
}

TEST(Features, AnExpressionTheyCannotReadIsAnErrorNamingItsLine) {
  EXPECT_THROW(grading::matches("(Solves)", "Solves"), std::invalid_argument);
  EXPECT_THROW(grading::matches("Solves+", "Solves"), std::invalid_argument);
  EXPECT_THROW(grading::matches("[.cli", "x"), std::invalid_argument);
  try {
    grading::features_of("stage1; solves; 10; .\nstage1; counts; 10; Count(s)\n", "stage1");
    FAIL() << "no error";
  } catch (const std::invalid_argument& error) {
    EXPECT_EQ(std::string(error.what()), "line 2: Count(s): '(' is not read here");
  }
}

TEST(Text, JoinedPutsTheSeparatorBetweenThePartsAsSplitOnFindsThem) {
  EXPECT_EQ(grading::joined(std::vector<std::string>{}, "; "), "");
  EXPECT_EQ(grading::joined(std::vector<std::string>{"a"}, "; "), "a");
  EXPECT_EQ(grading::joined(std::vector<std::string>{"a", "", "b"}, ", "), "a, , b");
  for (const std::string text : {"", "x", "a b  c ", " "}) {
    EXPECT_EQ(grading::joined(grading::split_on(text, ' '), " "), text);
  }
}

TEST(Verdicts, AreReadALineEachTheirMissingFieldsEmpty) {
  const std::vector<Verdict> verdicts =
      grading::read_verdicts("passed\ts1.A\t-\t\nfailed\ts1.B\trecursive\tno result\n\ntimeout\n");
  ASSERT_EQ(verdicts.size(), 3U);
  EXPECT_EQ(verdicts[1].forms, "recursive");
  EXPECT_EQ(verdicts[1].detail, "no result");
  EXPECT_EQ(verdicts[2].status, "timeout");
  EXPECT_EQ(verdicts[2].name, "");
}

// The features of a small stage: two, each of its tests.
const std::vector<Feature> kTwo{{"solves", "60", "Solves"}, {"the rest", "40", "."}};

TEST(StageScore, WeighsEachTestByItsFormsShareOfRightHeldOutAnswers) {
  // recursive answers 3 of 4 held-out questions, iterative all; puzzles without a solution aside.
  const std::vector<Verdict> verdicts = grading::read_verdicts(
      "passed\ts1.Solves/recursive\trecursive\t\n"
      "passed\ts1.Solves/iterative\titerative\t\n"
      "passed\ts1.Other\t-\t\n"
      "failed\ts1.Other2\t-\t\n"
      "passed\theldout.a\trecursive\t\npassed\theldout.b\trecursive\t\n"
      "passed\theldout.c\trecursive\t\nfailed\theldout.d\trecursive\twrong: 2 solutions\n"
      "failed\theldout.e_none_1\trecursive\tsaid it has one\n"
      "passed\theldout.a\titerative\t\npassed\theldout.b\titerative\t\n");
  const grading::StageScore score = grading::score_stage(
      {.student = "ann", .stage = "stage1", .features = kTwo, .verdicts = verdicts});
  // solves: (0.75 + 1) / 2 of 60; the rest: a test of no form takes the forms' mean, 0.875, and
  // one of its two tests passed: 0.4375 of 40.
  EXPECT_EQ(score.row,
            "| ann | 52.5 | 17.5 | 5/7 | **70%** | held-out, first wrong: heldout.d: wrong: 2 "
            "solutions |\n");
  EXPECT_EQ(score.csv,
            "ann,stage1,\"solves\",60,1.8,2,52.50,\"\"\n"
            "ann,stage1,\"the rest\",40,0.9,2,17.50,\"\"\n");
}

TEST(StageScore, AReasonScoresEveryFeatureZeroAndStartsTheNotes) {
  const grading::StageScore score = grading::score_stage({.student = "bo",
                                                          .stage = "stage1",
                                                          .features = kTwo,
                                                          .reason = "does not build: \"x\"",
                                                          .remark = "a remark"});
  EXPECT_EQ(score.row, "| bo | 0.0 | 0.0 | – | **0%** | does not build: \"x\"; a remark |\n");
  EXPECT_EQ(score.csv,
            "bo,stage1,\"solves\",60,0.0,1,0.00,\"does not build: \"\"x\"\"\"\n"
            "bo,stage1,\"the rest\",40,0.0,1,0.00,\"does not build: \"\"x\"\"\"\n");
}

TEST(StageScore, FormsNotHandedInCountZeroOrLeaveTheTotal) {
  const std::vector<Verdict> verdicts = grading::read_verdicts(
      "passed\ts1.Solves/recursive\trecursive\t\n"
      "missing\ts1.Solves/iterative\titerative\tits form was not handed in\n"
      "passed\theldout.a\trecursive\t\n");
  StageGrading grading{.student = "cy", .stage = "stage1", .features = kTwo, .verdicts = verdicts};
  EXPECT_EQ(grading::score_stage(grading).row, "| cy | 30.0 | – | 1/1 | **50%** |  |\n");
  grading.count_missing = false;
  EXPECT_EQ(grading::score_stage(grading).row, "| cy | 60.0 | – | 1/1 | **100%** |  |\n");
}

TEST(StageScore, TheNotesSayWhatRanOutOfTimeLeftNoResultOrMatchesNoFeature) {
  const std::vector<Feature> solves{{"solves", "10", "Solves"}};
  std::string lines;
  for (int i = 1; i <= 5; ++i) lines += "timeout\ts1.Solves" + std::to_string(i) + "\t-\tran out\n";
  lines += "timeout\ts1.Solves6\t-\tnot run: two tests of its form ran out of time\n";
  lines += "failed\ts1.Solves7\t-\tno result: it did not run\nfailed\ts1.Other\t-\t\n";
  const std::vector<Verdict> verdicts = grading::read_verdicts(lines);
  EXPECT_EQ(
      grading::score_stage(
          {.student = "di", .stage = "stage1", .features = solves, .verdicts = verdicts})
          .row,
      "| di | 0.0 | 0/0 | **0%** | timed out: s1.Solves1, s1.Solves2, s1.Solves3 (+2 more); 1 "
      "tests not run after two time-outs; 1 tests left no result; 1 tests no feature "
      "matches |\n");
}

TEST(Junit, HoldsATestCaseForEachVerdictButTheMissingOnes) {
  const std::vector<Verdict> verdicts = grading::read_verdicts(
      "passed\ts1.A<B>\t-\t\n"
      "timeout\ts1.C\t-\tran out\n"
      "failed\ts1.D\t-\t\n"
      "missing\ts1.E\titerative\tits form was not handed in\n");
  EXPECT_EQ(grading::junit("ann.stage1", verdicts),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<testsuite name=\"ann.stage1\" tests=\"3\" failures=\"2\">\n"
            "  <testcase name=\"s1.A&lt;B>\" classname=\"ann.stage1\" />\n"
            "  <testcase name=\"s1.C\" classname=\"ann.stage1\">\n"
            "    <failure message=\"timed out: ran out\" type=\"timeout\" />\n"
            "  </testcase>\n"
            "  <testcase name=\"s1.D\" classname=\"ann.stage1\">\n"
            "    <failure message=\"failed\" type=\"failed\" />\n"
            "  </testcase>\n"
            "</testsuite>\n");
}

}  // namespace
}  // namespace sudoku::testing
