// check_hand_in: what the grader says of a folder handed in for a stage. Prints why the folder is
// no hand-in, or nothing when it is one; with --notes, the notes its row starts with instead.
//
//   check_hand_in --kit DIR --program NAME FOLDER
//   check_hand_in --notes --kit DIR --program NAME --renamed DIR --stamp TEXT --graded-with V
//   FOLDER

#include <iostream>
#include <optional>
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
  sudoku::grading::HandInFolder hand_in = {};
  std::optional<sudoku::grading::KitHistory> notes = {};  // set with --notes
};

// The options, as a table (sudoku/options.hpp).
std::vector<sudoku::OptionSection> table() {
  const auto text = [](const char* name, const char* help, const char* placeholder) {
    return sudoku::Option{
        .name = name, .help = help, .type = OptionType::Text, .placeholder = placeholder};
  };
  return {{"",
           {text("--kit", "the stage's starter kit: starter/stage1_naive/src", "DIR"),
            text("--program", "the stage's program, which may be handed in instead", "NAME"),
            {.name = "--notes", .help = "print the notes on the hand-in, not whether it is one"},
            text("--renamed", "the headers the kits no longer name: starter/renamed", "DIR"),
            text("--stamp", "how a handout's file starts, before the workbook's version", "TEXT"),
            text("--graded-with", "the grader's version of the workbook", "V")}},
          sudoku::help_and_version()};
}

// The program as it introduces itself: its name, --help and options.
sudoku::ProgramIntro intro() {
  return sudoku::program_intro("check_hand_in",
                               "usage: check_hand_in [OPTION]... FOLDER\n"
                               "Why FOLDER, handed in for a stage, is no hand-in (nothing when it "
                               "is one); with --notes,\nthe notes its row starts with.\n\n",
                               table());
}

// What the options given ask for; throws UsageError for a mistake.
Request read_request(const sudoku::CommandLine& given) {
  std::vector<const char*> needed{"--kit", "--program"};
  if (given.has("--notes")) needed.insert(needed.end(), {"--renamed", "--stamp", "--graded-with"});
  for (const char* name : needed) {
    if (!given.has(name)) throw sudoku::UsageError(std::string(name) + " is needed");
  }
  if (given.operands().size() != 1) throw sudoku::UsageError("give the folder handed in");
  Request request{.hand_in = {.folder = given.operands()[0],
                              .kit = given.text("--kit"),
                              .program = given.text("--program")}};
  if (given.has("--notes")) {
    request.notes = sudoku::grading::KitHistory{.renamed = given.text("--renamed"),
                                                .stamp = given.text("--stamp"),
                                                .version = given.text("--graded-with")};
  }
  return request;
}

// Prints what is asked; 2 when it cannot be written.
int run(std::span<const std::string> args, const sudoku::Console& console) {
  Request request;
  const auto read = [&](const sudoku::CommandLine& given) { request = read_request(given); };
  if (const std::optional<int> status = sudoku::start_program(intro(), args, console, read)) {
    return *status;
  }
  const std::string said = request.notes
                               ? sudoku::grading::hand_in_notes(request.hand_in, *request.notes)
                               : sudoku::grading::not_a_hand_in(request.hand_in);
  sudoku::WatchedOutput out(console.out);
  if (!said.empty()) out.write(said + "\n");
  if (!out.flush()) {
    console.err << out.failure("check_hand_in", "what it says") << '\n';
    return 2;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return sudoku::program_main(run, argc, argv);
}
