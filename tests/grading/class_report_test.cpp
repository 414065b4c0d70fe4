// The class's reports (grading/scores): scores.md, scores.csv, scores-wide.csv and results.json,
// made from a results folder as grading/grade_class.sh leaves it.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "scores.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using grading::ClassReport;

// A results folder of two students: ann handed in stage 1, with a held-out question, and bo
// stage 1 without a build; ann's and the reference's stage 1 are similar.
ClassReport two_students(const std::string& name) {
  const std::filesystem::path results = scratch_path(name) / "results";
  std::filesystem::remove_all(results.parent_path());
  std::filesystem::create_directories(results);
  write_file(results / "ann-stage1.row", "| ann | 60.0 | 40.0 | 1/1 | **100%** |  |\n");
  write_file(results / "ann-stage1.csv",
             "ann,stage1,\"solves\",60,1.0,1,60.00,\"\"\n"
             "ann,stage1,\"the rest\",40,1.0,1,40.00,\"\"\n");
  write_file(results / "ann-stage1.txt",
             "passed\ts1.Solves\t-\t\npassed\theldout.a\t-\t\nfailed\theldout.b\t-\tsaid \"no\"\n");
  write_file(results / "bo-stage1.row", "| bo | 0.0 | 0.0 | – | **0%** | does not build, x |\n");
  write_file(results / "bo-stage1.csv",
             "bo,stage1,\"solves\",60,0.0,1,0.00,\"does not build, x\"\n"
             "bo,stage1,\"the rest\",40,0.0,1,0.00,\"does not build, x\"\n");
  write_file(results / "similar-stage1.tsv", "100\treference\tann\ta.cpp:1-9 ~ a.cpp:1-9\n");
  return {.results = results,
          .features_file = "features.txt",
          .features_text = "stage1; solves; 60; Solves\nstage1; the rest; 40; .\n",
          .submissions = "class",
          .seed = "7",
          .stages = {"stage1", "stage2"},
          .visibility = "hidden",
          .date = "2026-11-29"};
}

TEST(ClassReport, ScoresMdHasATablePerStageGradedAndTheSimilarPairs) {
  const std::string md = grading::scores_md(two_students("report_md"));
  EXPECT_EQ(md.substr(0, md.find("A cell is")),
            "# Scores\n\nGraded by grading/grade_class.sh on 2026-11-29 from class, with "
            "features.txt;\nheld-out puzzles of seed 7.\nPolicy: forms and stages not handed in "
            "count as 0 (a stage once anyone hands it in);\n--leave-out-missing leaves them out "
            "of the total.\n");
  EXPECT_NE(md.find("\n## stage1\n\n| student | solves (60) | the rest (40) | held-out | total | "
                    "notes |\n|---|---:|---:|---:|---:|---|\n| ann | 60.0 |"),
            std::string::npos);
  EXPECT_NE(md.find("\n| bo | 0.0 |"), std::string::npos);
  EXPECT_EQ(md.find("## stage2"), std::string::npos);  // no row of it
  EXPECT_NE(md.find("\n| stage1 | reference, ann | 100% | a.cpp:1-9 ~ a.cpp:1-9 |\n"),
            std::string::npos);
}

TEST(ClassReport, ScoresCsvHoldsEachStagesLinesAndALineForEachStudentOfASimilarPair) {
  EXPECT_EQ(grading::scores_csv(two_students("report_csv")),
            "student,stage,feature,weight,passed,ran,score,reason\n"
            "ann,stage1,\"solves\",60,1.0,1,60.00,\"\"\n"
            "ann,stage1,\"the rest\",40,1.0,1,40.00,\"\"\n"
            "bo,stage1,\"solves\",60,0.0,1,0.00,\"does not build, x\"\n"
            "bo,stage1,\"the rest\",40,0.0,1,0.00,\"does not build, x\"\n"
            "ann,stage1,\"similar to reference\",0,,,0.00,\"100% of the code shared: a.cpp:1-9 ~ "
            "a.cpp:1-9\"\n");
}

TEST(ClassReport, TablesGiveARowAndAResultsJsonPerStudent) {
  const ClassReport report = two_students("report_tables");
  const grading::Tables tables = grading::tables(report, grading::scores_csv(report));
  EXPECT_EQ(tables.wide,
            "student,total,max,stage1,stage1: solves,stage1: the rest\n"
            "ann,100.0,100,100.0,60.00,40.00\n"
            "bo,0.0,100,0.0,0.00,0.00\n");
  ASSERT_EQ(tables.json.size(), 2U);
  EXPECT_EQ(tables.json[0].first, "ann");
  EXPECT_EQ(tables.json[0].second,
            "{\n  \"score\": 100.00,\n  \"max_score\": 100,\n  \"tests\": [\n"
            "    {\"name\": \"stage1: solves\", \"score\": 60.00, \"max_score\": 60, \"output\": "
            "\"1.0 of 1 tests passed, weighed by the held-out answers\"},\n"
            "    {\"name\": \"stage1: the rest\", \"score\": 40.00, \"max_score\": 40, \"output\": "
            "\"1.0 of 1 tests passed, weighed by the held-out answers\"},\n"
            "    {\"name\": \"heldout.a\", \"score\": 0, \"max_score\": 0, \"status\": \"passed\", "
            "\"output\": \"passed\", \"visibility\": \"hidden\"},\n"
            "    {\"name\": \"heldout.b\", \"score\": 0, \"max_score\": 0, \"status\": \"failed\", "
            "\"output\": \"failed: said \\\"no\\\"\", \"visibility\": \"hidden\"}\n  ]\n}\n");
  EXPECT_NE(tables.json[1].second.find("\"output\": \"0.0 of 1 tests passed, weighed by the "
                                       "held-out answers; does not build, x\""),
            std::string::npos);
}

}  // namespace
}  // namespace sudoku::testing
