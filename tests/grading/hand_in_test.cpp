// What the grader says of a hand-in (grading/scores): whether a folder is one, the notes its row
// starts with, why its build failed, and what its run adds to the notes.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "scores.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

namespace fs = std::filesystem;

// A kit of two files and a renamed header that forwards to one of them, under `root`.
grading::HandInFolder kit_under(const fs::path& root) {
  fs::remove_all(root);
  write_file(root / "kit" / "rules.hpp", "#pragma once\n");
  write_file(root / "kit" / "recursive.cpp", "#include \"rules.hpp\"\n");
  write_file(root / "renamed" / "stage1" / "naive.hpp", "// moved\n#include \"rules.hpp\"\n");
  return {.folder = root / "alice" / "stage1", .kit = root / "kit", .program = "stage1_naive"};
}

TEST(HandIn, AFolderWithoutTheKitsFilesOrTheProgramIsNoHandIn) {
  const grading::HandInFolder hand_in = kit_under(scratch_path("hand_in_none"));
  write_file(hand_in.folder / "notes.txt", "mine\n");
  EXPECT_EQ(grading::not_a_hand_in(hand_in),
            "not handed in: none of the kit's files (recursive.cpp rules.hpp) in its folder");
}

TEST(HandIn, AKitsFileAtTheTopOrOneFolderDownOrTheProgramMakesAHandIn) {
  const grading::HandInFolder top = kit_under(scratch_path("hand_in_top"));
  write_file(top.folder / "rules.hpp", "");
  EXPECT_EQ(grading::not_a_hand_in(top), "");
  const grading::HandInFolder deep = kit_under(scratch_path("hand_in_deep"));
  write_file(deep.folder / "src" / "recursive.cpp", "");
  EXPECT_EQ(grading::not_a_hand_in(deep), "");
  const grading::HandInFolder program = kit_under(scratch_path("hand_in_program"));
  write_file(program.folder / "stage1_naive", "#!/bin/sh\n");
  fs::permissions(program.folder / "stage1_naive", fs::perms::owner_all);
  EXPECT_EQ(grading::not_a_hand_in(program), "");
  EXPECT_EQ(grading::hand_in_notes(program, {}),
            "a program handed in: graded on the command-line tests");
}

TEST(HandIn, TheNotesNameFilesTooDeepAnotherHandoutRenamedHeadersAndFilesNotBuilt) {
  const fs::path root = scratch_path("hand_in_notes");
  const grading::HandInFolder hand_in = kit_under(root);
  const grading::KitHistory history{
      .renamed = root / "renamed", .stamp = "// From v", .version = "1.0"};
  write_file(hand_in.folder / "src" / "recursive.cpp", "");
  write_file(hand_in.folder / "extra.cpp", "// From v0.9\n#include \"stage1/naive.hpp\"\n");
  write_file(hand_in.folder / "more.cpp", "// From v0.8\n");
  EXPECT_EQ(grading::hand_in_notes(hand_in, history),
            "warning: no file of the kit at the top of stage1/, but stage1/src/recursive.cpp one "
            "folder down: move the files up; warning: made from the handout of the workbook 0.8, "
            "graded with 1.0; includes stage1/naive.hpp, which the kit now calls rules.hpp; not "
            "files of the kit, not built: extra.cpp more.cpp");
  write_file(hand_in.folder / "recursive.cpp", "// From v1.0\n");
  fs::remove(hand_in.folder / "extra.cpp");
  fs::remove(hand_in.folder / "more.cpp");
  EXPECT_EQ(grading::hand_in_notes(hand_in, history), "");
}

TEST(BuildFailure, TheReasonIsTheTimeOrTheFirstErrorOfTheCompilerOrTheLinker) {
  grading::FailedBuild build{
      .status = 1, .log_name = "a-stage1-build.log", .limit = 1200, .submissions = "/class"};
  build.log =
      "[1/2] g++ x\nwarning: unused\n/class/alice/stage1/a.cpp:3:5: error: 'x' undeclared\n"
      "ld: undefined reference to `f'\n";
  EXPECT_EQ(grading::build_failure(build),
            "does not build: alice/stage1/a.cpp:3:5: error: 'x' undeclared");
  build.log = "a.cpp:12: fatal error: nope.hpp: No such file\n";
  EXPECT_EQ(grading::build_failure(build),
            "does not build: a.cpp:12: fatal error: nope.hpp: No such file");
  build.log = "x: error: y\nld: a.o: undefined reference to `f'\n";
  EXPECT_EQ(grading::build_failure(build), "does not link: undefined reference to `f'");
  build.log = "ninja: build stopped\nFAILED: Error 1\n";
  EXPECT_EQ(grading::build_failure(build),
            "does not build: FAILED: Error 1 (logs/a-stage1-build.log)");
  build.log = std::string(300, 'x') + ":1: error: long\n";
  EXPECT_EQ(grading::build_failure(build), "does not build: " + std::string(160, 'x'));
  build.log = "/" + std::string(200, 'y') + ":1: error: long\n";
  EXPECT_EQ(grading::build_failure(build).size(), std::string("does not build: ").size() + 160);
  build.status = 124;
  EXPECT_EQ(grading::build_failure(build), "build stopped after 1200 s");
  build.configuring = true;
  EXPECT_EQ(grading::build_failure(build), "configure stopped after 1200 s");
  build.status = 1;
  EXPECT_EQ(grading::build_failure(build),
            "the build could not be configured (logs/a-stage1-build.log)");
}

TEST(RunRecord, TheNotesSayTheRefusedWritesTheGradersChangesAndForAStageBuiltItsRun) {
  const grading::RunRecord record =
      grading::read_run_record("\niterative rows\nlib.a\n/etc/x, grids\ngrids/easy.txt\n");
  EXPECT_EQ(grading::run_notes(record, true),
            "warning: its code tried to write outside its build folder and was refused: /etc/x, "
            "grids; warning: the grader's files changed while it was graded: grids/easy.txt; "
            "forms not handed in, counted 0: iterative, rows; warning: its tests changed the build "
            "folder (lib.a); built again for the next student");
  EXPECT_EQ(grading::run_notes(grading::read_run_record("\na b\n"), false),
            "forms not handed in, not graded: a, b");
  const grading::RunRecord unbuilt = grading::read_run_record("does not build\na\nlib.a");
  EXPECT_EQ(unbuilt.reason, "does not build");
  EXPECT_EQ(grading::run_notes(unbuilt, true), "");
  EXPECT_EQ(grading::run_notes(grading::read_run_record(""), true), "");
}

}  // namespace
}  // namespace sudoku::testing
