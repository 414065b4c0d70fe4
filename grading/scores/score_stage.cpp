// score_stage: one stage of one student scored from its verdicts (grading/grade_class.sh writes
// them: a line per test and per held-out question, STATUS<TAB>NAME<TAB>FORMS<TAB>DETAIL). Prints
// the stage's row of scores.md, and writes its lines of scores.csv and its JUnit file.
//
//   score_stage --student S --stage N --features FILE --csv FILE [--junit FILE]
//               [--reason R] [--remark R] [--run FILE] [--leave-out-missing] [VERDICTS]

#include <iostream>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "scores.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/files.hpp"
#include "sudoku/options.hpp"

namespace {

using sudoku::OptionType;

// What the command line asks.
struct Request {
  sudoku::grading::StageGrading grading = {};
  std::string features = {}, csv = {}, junit = {}, verdicts = {};  // files; "": standard input
  std::string run = {};                                            // the stage's .run file, if any
};

// The options, as a table (sudoku/options.hpp).
std::vector<sudoku::OptionSection> table() {
  return {{"",
           {{.name = "--student",
             .help = "the student, as their row names them",
             .type = OptionType::Text,
             .placeholder = "S"},
            {.name = "--stage",
             .help = "the stage: stage1 to stage5",
             .type = OptionType::Text,
             .placeholder = "N"},
            {.name = "--features",
             .help = "the features file (grading/features.txt)",
             .type = OptionType::Text,
             .placeholder = "FILE"},
            {.name = "--csv",
             .help = "where the stage's lines of scores.csv go",
             .type = OptionType::Text,
             .placeholder = "FILE"},
            {.name = "--junit",
             .help = "where its JUnit file goes",
             .type = OptionType::Text,
             .placeholder = "FILE"},
            {.name = "--reason",
             .help = "why every feature scores 0: no verdict is read",
             .type = OptionType::Text,
             .placeholder = "R"},
            {.name = "--remark",
             .help = "notes the row starts its notes with",
             .type = OptionType::Text,
             .placeholder = "R"},
            {.name = "--run",
             .help = "what building and running the stage left (its .run file): the reason and "
                     "the notes it gives",
             .type = OptionType::Text,
             .placeholder = "FILE"},
            {.name = "--leave-out-missing",
             .help = "the tests of forms not handed in leave the total rather than count 0"}}},
          sudoku::help_and_version()};
}

// The program as it introduces itself: its name, --help and options.
sudoku::ProgramIntro intro() {
  return sudoku::program_intro(
      "score_stage",
      "usage: score_stage [OPTION]... [VERDICTS]\n"
      "A stage of a student scored from its verdicts (standard input without VERDICTS): its row\n"
      "of scores.md on standard output, its lines of scores.csv and its JUnit file written.\n\n",
      table());
}

// What the options given ask for; throws UsageError for a mistake.
Request read_request(const sudoku::CommandLine& given) {
  for (const char* needed : {"--student", "--stage", "--features", "--csv"}) {
    if (!given.has(needed)) throw sudoku::UsageError(std::string(needed) + " is needed");
  }
  if (given.operands().size() > 1) throw sudoku::UsageError("give one file of verdicts at most");
  Request request{.features = given.text("--features"),
                  .csv = given.text("--csv"),
                  .junit = given.has("--junit") ? given.text("--junit") : "",
                  .verdicts = given.operands().empty() ? "" : given.operands()[0],
                  .run = given.has("--run") ? given.text("--run") : ""};
  request.grading.student = given.text("--student");
  request.grading.stage = given.text("--stage");
  if (given.has("--reason")) request.grading.reason = given.text("--reason");
  if (given.has("--remark")) request.grading.remark = given.text("--remark");
  request.grading.count_missing = !given.has("--leave-out-missing");
  return request;
}

// The whole of `file`, or of `in` when no file is named; throws std::runtime_error saying why
// the file cannot be read.
std::string read_all(const std::string& file, std::istream& in) {
  if (!file.empty()) return sudoku::grading::read_text(file);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Takes the reason and the notes of a stage's .run file (its `text`) into `grading`.
void add_run_record(std::string_view text, sudoku::grading::StageGrading& grading) {
  const sudoku::grading::RunRecord record = sudoku::grading::read_run_record(text);
  if (!record.reason.empty()) grading.reason = record.reason;
  const std::string notes = sudoku::grading::run_notes(record, grading.count_missing);
  if (!notes.empty()) grading.remark += (grading.remark.empty() ? "" : "; ") + notes;
}

// Scores the stage and writes what it makes; 2 when a file cannot be read or written.
int run(std::span<const std::string> args, const sudoku::Console& console) {
  Request request;
  const auto read = [&](const sudoku::CommandLine& given) { request = read_request(given); };
  if (const std::optional<int> status = sudoku::start_program(intro(), args, console, read)) {
    return *status;
  }
  sudoku::grading::StageGrading& grading = request.grading;
  std::vector<sudoku::grading::Feature> features;
  std::vector<sudoku::grading::Verdict> verdicts;
  try {
    if (!request.run.empty()) add_run_record(sudoku::grading::read_text(request.run), grading);
    features = sudoku::grading::features_of(read_all(request.features, console.in), grading.stage);
    if (grading.reason.empty()) {
      verdicts = sudoku::grading::read_verdicts(read_all(request.verdicts, console.in));
    }
  } catch (const std::exception& error) {
    console.err << "score_stage: " << error.what() << '\n';
    return 2;
  }
  grading.features = features;
  grading.verdicts = verdicts;
  const sudoku::grading::StageScore score = sudoku::grading::score_stage(grading);
  // A stage that did not build is one failed test in its JUnit file, named after the build.
  const std::vector<sudoku::grading::Verdict> built{
      {"failed", grading.stage + ".build", "-", grading.reason}};
  std::optional<std::string> failure = sudoku::write_whole_file(request.csv, score.csv);
  if (!failure && !request.junit.empty()) {
    failure = sudoku::write_whole_file(
        request.junit, sudoku::grading::junit(grading.student + "." + grading.stage,
                                              grading.reason.empty() ? verdicts : built));
  }
  sudoku::WatchedOutput out(console.out);
  out.write(score.row);
  if (failure || !out.flush()) {
    console.err << (failure ? "score_stage: " + *failure : out.failure("score_stage", "the row"))
                << '\n';
    return 2;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return sudoku::program_main(run, argc, argv);
}
