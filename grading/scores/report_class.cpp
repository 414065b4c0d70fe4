// report_class: the class's reports from the results folder grading/grade_class.sh fills as each
// stage is graded: OUT/scores.md, OUT/scores.csv, OUT/scores-wide.csv and OUT/json/STUDENT.json
// (Gradescope's results.json).
//
//   report_class --out OUT --features FILE --submissions DIR --seed S --stages LIST
//                [--similarity P] [--held-out-visibility V] [--leave-out-missing]

#include <chrono>
#include <cstdio>
#include <filesystem>
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

// The options, as a table (sudoku/options.hpp).
std::vector<sudoku::OptionSection> table() {
  return {{"",
           {{.name = "--out",
             .help = "the grading's folder: its results/ are read, the reports "
                     "written beside it",
             .type = OptionType::Text,
             .placeholder = "OUT"},
            {.name = "--features",
             .help = "the features file (grading/features.txt)",
             .type = OptionType::Text,
             .placeholder = "FILE"},
            {.name = "--submissions",
             .help = "the class's folder, as the report names it",
             .type = OptionType::Text,
             .placeholder = "DIR"},
            {.name = "--seed",
             .help = "the held-out puzzles' seed, as the report says it",
             .type = OptionType::Text,
             .placeholder = "S"},
            {.name = "--stages",
             .help = "the stages that have a kit, in order",
             .type = OptionType::List,
             .placeholder = "LIST"},
            {.name = "--similarity",
             .help = "the least share of code of a pair listed, in percent (default 50)",
             .type = OptionType::Number,
             .placeholder = "P",
             .most = 100},
            {.name = "--held-out-visibility",
             .help = "who sees the held-out questions in results.json (default visible)",
             .type = OptionType::Text,
             .placeholder = "V"},
            {.name = "--leave-out-missing",
             .help = "forms and stages not handed in were left out of the total"}}},
          sudoku::help_and_version()};
}

// The program as it introduces itself: its name, --help and options.
sudoku::ProgramIntro intro() {
  return sudoku::program_intro(
      "report_class",
      "usage: report_class [OPTION]...\n"
      "The class's reports from the stages graded so far: scores.md, scores.csv,\n"
      "scores-wide.csv and a results.json per student.\n\n",
      table());
}

// Today, as UTC writes it: 2026-11-29.
std::string today() {
  const auto day = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
  const std::chrono::year_month_day date{day};
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
                static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
  return text;
}

// What the options given ask for, the features file's text aside; throws UsageError.
sudoku::grading::ClassReport read_request(const sudoku::CommandLine& given) {
  for (const char* needed : {"--out", "--features", "--submissions", "--seed", "--stages"}) {
    if (!given.has(needed)) throw sudoku::UsageError(std::string(needed) + " is needed");
  }
  if (!given.operands().empty()) throw sudoku::UsageError("report_class takes no operand");
  return {.results = std::filesystem::path(given.text("--out")) / "results",
          .features_file = given.text("--features"),
          .submissions = given.text("--submissions"),
          .seed = given.text("--seed"),
          .stages = given.words("--stages"),
          .count_missing = !given.has("--leave-out-missing"),
          .similarity = static_cast<int>(given.number("--similarity", 50)),
          .visibility =
              given.has("--held-out-visibility") ? given.text("--held-out-visibility") : "visible",
          .date = today()};
}

// Writes the reports into the folder above `report.results`; the first failure's message.
std::optional<std::string> write_reports(const sudoku::grading::ClassReport& report) {
  const std::filesystem::path out = report.results.parent_path();
  const std::string csv = sudoku::grading::scores_csv(report);
  const sudoku::grading::Tables tables = sudoku::grading::tables(report, csv);
  std::optional<std::string> failure =
      sudoku::write_whole_file((out / "scores.md").string(), sudoku::grading::scores_md(report));
  if (!failure) failure = sudoku::write_whole_file((out / "scores.csv").string(), csv);
  if (!failure) failure = sudoku::write_whole_file((out / "scores-wide.csv").string(), tables.wide);
  for (const auto& [student, json] : tables.json) {
    if (!failure)
      failure = sudoku::write_whole_file((out / "json" / (student + ".json")).string(), json);
  }
  return failure;
}

// Writes the reports; 2 when the features file cannot be read or a report cannot be written.
int run(std::span<const std::string> args, const sudoku::Console& console) {
  sudoku::grading::ClassReport report;
  const auto read = [&](const sudoku::CommandLine& given) { report = read_request(given); };
  if (const std::optional<int> status = sudoku::start_program(intro(), args, console, read)) {
    return *status;
  }
  try {
    report.features_text = sudoku::grading::read_text(report.features_file);
    if (const std::optional<std::string> failure = write_reports(report)) {
      console.err << "report_class: " << *failure << '\n';
      return 2;
    }
  } catch (const std::invalid_argument& error) {
    console.err << "report_class: " << report.features_file << ": " << error.what() << '\n';
    return 2;
  } catch (const std::runtime_error& error) {
    console.err << "report_class: " << error.what() << '\n';
    return 2;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return sudoku::program_main(run, argc, argv);
}
