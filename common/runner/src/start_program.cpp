// The start every program shares: its options read, --help and --version answered, a mistake
// told with the way to the help.

#include <ostream>

#include "sudoku/cli.hpp"

namespace sudoku {

ProgramIntro program_intro(std::string name, const std::string& usage,
                           std::vector<OptionSection> options) {
  std::string help = usage + options_help(options);
  return {.name = std::move(name), .help = std::move(help), .options = std::move(options)};
}

std::optional<int> start_program(const ProgramIntro& intro, std::span<const std::string> args,
                                 const Console& console,
                                 const std::function<void(const CommandLine&)>& read) {
  try {
    const CommandLine given = parse_command_line(intro.options, args);
    if (given.has("--help")) {
      console.out << intro.help;
      return kAllSolved;
    }
    if (given.has("--version")) {
      console.out << intro.name << " (sudoku workbook) " << workbook_version() << '\n';
      return kAllSolved;
    }
    read(given);
    return std::nullopt;
  } catch (const UsageError& error) {
    console.err << intro.name << ": " << error.what() << "\n"
                << "Try '" << intro.name << " --help' for the options.\n";
    return kBadInput;
  }
}

}  // namespace sudoku
