#pragma once
// What a command line asked for, once parsed (shared by the parser and the runner).

#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/cli.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"

namespace sudoku {

// A command line that cannot be run; the message says why.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Settings {
  enum class Mode { Solve, Count, All };

  Format from = Format::Auto;
  std::optional<OutputFormat> to;  // unset: line for line input, pretty otherwise
  Mode mode = Mode::Solve;
  std::optional<std::uint64_t> limit;
  std::optional<std::uint64_t> node_limit;  // unset: the stage's default for the puzzle's size
  bool stats = false;
  bool candidates = false;
  bool help = false;
  bool version = false;
  StageChoices choices;
  std::vector<std::string> files;  // empty: standard input
};

// Parses the arguments after the program name; throws UsageError.
Settings parse_settings(const StageProgram& program, std::span<const std::string> args);

// The text of --help.
std::string help_text(const StageProgram& program);

}  // namespace sudoku
