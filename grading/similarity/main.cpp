// similarity: hand-ins of one stage compared two by two after removing comments, layout, names and
// literals, by the fingerprints of their token runs (winnowing, as MOSS does), the starter kit's
// left out. Each pair sharing at least --threshold percent of the smaller hand-in's fingerprints
// gives a line,
//
//   PERCENT<TAB>FIRST<TAB>SECOND<TAB>FILE:LINES ~ FILE:LINES, ...
//
// the largest share first, each file of the first with the file of the second sharing most with
// it. It changes no score: grading/grade_class.sh lists the pairs for the instructor to read.
//
//   similarity [--threshold P] [--base DIR] [--files A,B] [--tokens K] [--window W] NAME=DIR...

#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "similarity.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/files.hpp"
#include "sudoku/options.hpp"

namespace {

using sudoku::grading::HandIn;
using sudoku::grading::Match;

// What the command line asks.
struct Request {
  int threshold = 50;
  std::optional<std::filesystem::path> base;
  std::vector<std::string> files;  // the only files compared; empty: every C++ file
  sudoku::grading::Winnowing winnowing;
  std::vector<std::pair<std::string, std::filesystem::path>> hand_ins;  // name, folder
};

// The options, as a table (sudoku/options.hpp).
std::vector<sudoku::OptionSection> table() {
  return {{"",
           {{.name = "--threshold",
             .help = "the least share listed, in percent of the smaller hand-in (default 50)",
             .type = sudoku::OptionType::Number,
             .placeholder = "P",
             .most = 100},
            {.name = "--base",
             .help = "the starter kit's folder: what every hand-in begins from is not counted",
             .type = sudoku::OptionType::Text,
             .placeholder = "DIR"},
            {.name = "--files",
             .help = "the only files compared, by name (default: every C++ file of each folder)",
             .type = sudoku::OptionType::List,
             .placeholder = "A,B"},
            {.name = "--tokens",
             .help = "the tokens hashed together (default 20): shorter runs are not seen",
             .type = sudoku::OptionType::Number,
             .placeholder = "K",
             .least = 2,
             .most = 1000},
            {.name = "--window",
             .help = "the hashes a fingerprint is chosen from (default 10)",
             .type = sudoku::OptionType::Number,
             .placeholder = "W",
             .least = 1,
             .most = 1000}}},
          sudoku::help_and_version()};
}

// The program as it introduces itself: its name, --help and options.
sudoku::ProgramIntro intro() {
  return sudoku::program_intro(
      "similarity",
      "usage: similarity [OPTION]... NAME=DIR...\n"
      "Hand-ins compared two by two, without comments, layout, names or literals; each pair\n"
      "sharing at least the threshold of its code is listed. DIR alone is named DIR.\n\n",
      table());
}

// What the options given ask for; throws UsageError for a mistake.
Request read_request(const sudoku::CommandLine& given) {
  Request request;
  request.threshold = static_cast<int>(given.number("--threshold", 50));
  if (given.has("--base")) request.base = given.text("--base");
  if (given.has("--files")) request.files = given.words("--files");
  request.winnowing.k = given.number("--tokens", request.winnowing.k);
  request.winnowing.window = given.number("--window", request.winnowing.window);
  for (const std::string& operand : given.operands()) {
    const std::size_t equals = operand.find('=');
    if (equals == 0) throw sudoku::UsageError("'" + operand + "': a hand-in needs a name");
    const std::string folder = equals == std::string::npos ? operand : operand.substr(equals + 1);
    request.hand_ins.emplace_back(operand.substr(0, equals), folder);
  }
  if (request.hand_ins.size() < 2) throw sudoku::UsageError("give two hand-ins or more");
  return request;
}

// The files of a pair, "recursive.cpp:12-40 ~ recursive.cpp:10-38, ...".
std::string files_of(const Match& match) {
  std::string text;
  for (const sudoku::grading::FileMatch& file : match.files) {
    if (!text.empty()) text += ", ";
    text += file.first + ":" + std::to_string(file.first_lines.first) + "-" +
            std::to_string(file.first_lines.second) + " ~ " + file.second + ":" +
            std::to_string(file.second_lines.first) + "-" +
            std::to_string(file.second_lines.second);
  }
  return text;
}

// Compares the hand-ins and writes the pairs; 2 when a folder could not be read (the others are
// still compared) or a line could not be written.
int run(std::span<const std::string> args, const sudoku::Console& console) {
  Request request;
  const auto read = [&](const sudoku::CommandLine& given) { request = read_request(given); };
  if (const std::optional<int> status = sudoku::start_program(intro(), args, console, read)) {
    return *status;
  }
  int status = 0;
  std::vector<HandIn> hand_ins;
  HandIn base;
  try {
    if (request.base)
      base = sudoku::grading::read_hand_in("base", *request.base, request.files, request.winnowing);
  } catch (const std::exception& error) {
    console.err << "similarity: " << error.what() << '\n';
    return 2;
  }
  for (const auto& [name, folder] : request.hand_ins) {
    try {
      hand_ins.push_back(
          sudoku::grading::read_hand_in(name, folder, request.files, request.winnowing));
    } catch (const std::exception& error) {
      console.err << "similarity: " << name << ": " << error.what() << '\n';
      status = 2;
    }
  }
  sudoku::WatchedOutput out(console.out);
  for (const Match& match : sudoku::grading::similar_pairs(hand_ins, base, request.threshold)) {
    out.write(std::to_string(match.percent) + "\t" + match.first + "\t" + match.second + "\t" +
              files_of(match) + "\n");
  }
  if (!out.flush()) {
    console.err << out.failure("similarity", "the pairs") << '\n';
    return 2;
  }
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  return sudoku::program_main(run, argc, argv);
}
