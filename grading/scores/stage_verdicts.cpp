// stage_verdicts: the verdicts on a student's stage, read from what its tests left (the XML gtest
// wrote for each test, ctest's log) against the list of tests the reference has for the stage.
// Prints a line per test, STATUS<TAB>NAME<TAB>FORMS<TAB>DETAIL, as score_stage reads them.
//
//   stage_verdicts --stage S --xml DIR --log FILE [--forms FORM=FILE,...] [--ungraded FORM,...]
//                  LIST

#include <iostream>
#include <map>
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
  std::string stage = {}, xml = {}, log = {}, list = {};
  std::vector<std::string> forms = {};     // FORM=FILE: the reference's tests of each form
  std::vector<std::string> ungraded = {};  // the forms not handed in
};

// The options, as a table (sudoku/options.hpp).
std::vector<sudoku::OptionSection> table() {
  return {{"",
           {{.name = "--stage",
             .help = "the stage: stage1 to stage5",
             .type = OptionType::Text,
             .placeholder = "S"},
            {.name = "--xml",
             .help = "the folder the tests wrote their XML in",
             .type = OptionType::Text,
             .placeholder = "DIR"},
            {.name = "--log",
             .help = "ctest's log of the stage's tests",
             .type = OptionType::Text,
             .placeholder = "FILE"},
            {.name = "--forms",
             .help = "each form of the stage and the file of its tests in the reference",
             .type = OptionType::List,
             .placeholder = "FORM=FILE,..."},
            {.name = "--ungraded",
             .help = "the forms not handed in",
             .type = OptionType::List,
             .placeholder = "FORM,..."}}},
          sudoku::help_and_version()};
}

// The program as it introduces itself: its name, --help and options.
sudoku::ProgramIntro intro() {
  return sudoku::program_intro(
      "stage_verdicts",
      "usage: stage_verdicts [OPTION]... LIST\n"
      "A verdict on each test of LIST (the reference's tests of the stage), from what a\n"
      "student's tests left: passed, failed, timeout or missing.\n\n",
      table());
}

// What the options given ask for; throws UsageError for a mistake.
Request read_request(const sudoku::CommandLine& given) {
  for (const char* needed : {"--stage", "--xml", "--log"}) {
    if (!given.has(needed)) throw sudoku::UsageError(std::string(needed) + " is needed");
  }
  if (given.operands().size() != 1) throw sudoku::UsageError("give the list of tests");
  return {
      .stage = given.text("--stage"),
      .xml = given.text("--xml"),
      .log = given.text("--log"),
      .list = given.operands()[0],
      .forms = given.has("--forms") ? given.words("--forms") : std::vector<std::string>{},
      .ungraded = given.has("--ungraded") ? given.words("--ungraded") : std::vector<std::string>{}};
}

// Each test's forms, joined by commas in the order of `forms` (FORM=FILE: FILE lists its tests).
std::map<std::string, std::string> forms_of_tests(std::span<const std::string> forms) {
  std::map<std::string, std::string> forms_of;
  for (const std::string& form_file : forms) {
    const std::size_t equals = form_file.find('=');
    if (equals == std::string::npos) throw std::runtime_error(form_file + ": not FORM=FILE");
    const std::string form = form_file.substr(0, equals);
    const std::string listed = sudoku::grading::read_text(form_file.substr(equals + 1));
    for (const std::string_view test : sudoku::grading::lines_of(listed)) {
      if (test.empty()) continue;
      std::string& joined = forms_of[std::string(test)];
      joined += (joined.empty() ? "" : ",") + form;
    }
  }
  return forms_of;
}

// Writes the verdicts; 2 when a file cannot be read or the verdicts cannot be written.
int run(std::span<const std::string> args, const sudoku::Console& console) {
  Request request;
  const auto read = [&](const sudoku::CommandLine& given) { request = read_request(given); };
  if (const std::optional<int> status = sudoku::start_program(intro(), args, console, read)) {
    return *status;
  }
  std::vector<sudoku::grading::Verdict> verdicts;
  try {
    const std::string listed = sudoku::grading::read_text(request.list);
    std::vector<std::string> tests;
    for (const std::string_view test : sudoku::grading::lines_of(listed)) {
      if (!test.empty()) tests.emplace_back(test);
    }
    sudoku::grading::StageRun stage_run;
    sudoku::grading::read_gtest_results(request.xml, stage_run);
    sudoku::grading::read_ctest_log(sudoku::grading::read_text(request.log), request.stage,
                                    stage_run);
    verdicts = sudoku::grading::stage_verdicts(tests, forms_of_tests(request.forms),
                                               {request.ungraded.begin(), request.ungraded.end()},
                                               stage_run);
  } catch (const std::exception& error) {
    console.err << "stage_verdicts: " << error.what() << '\n';
    return 2;
  }
  sudoku::WatchedOutput out(console.out);
  for (const sudoku::grading::Verdict& verdict : verdicts) {
    out.write(verdict.status + "\t" + verdict.name + "\t" + verdict.forms + "\t" + verdict.detail +
              "\n");
  }
  if (!out.flush()) {
    console.err << out.failure("stage_verdicts", "the verdicts") << '\n';
    return 2;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return sudoku::program_main(run, argc, argv);
}
