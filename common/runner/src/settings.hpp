#pragma once
// What a command line asked for, once parsed (shared by the parser and the runner).

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "report.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"

namespace sudoku {

struct Settings {
  Format from = Format::Auto;
  std::optional<OutputFormat> to;  // unset: line for line input, pretty otherwise
  AnswerMode mode = AnswerMode::Solve;
  std::optional<std::uint64_t> limit;
  std::optional<std::uint64_t> node_limit;  // unset: the stage's default for the puzzle's size
  bool stats = false;
  bool candidates = false;
  bool check = false;              // every solution through the checker before it is printed
  std::optional<bool> progress;    // unset: a progress line when standard error is a terminal
  std::uint64_t jobs = 1;          // threads solving the puzzles of a file
  CommandLine given;               // everything given, for the stage to read its own options
  std::vector<std::string> files;  // empty: standard input
};

// Every option of a solver stage: the shared ones, the stage's own, help and version.
std::vector<OptionSection> solver_options(const StageProgram& program);

// What the options given ask for; throws UsageError for options that cannot go together.
Settings read_settings(const CommandLine& given);

// The text of --help.
std::string help_text(const StageProgram& program);

}  // namespace sudoku
