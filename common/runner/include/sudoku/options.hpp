#pragma once
/// @file
/// @brief Command-line options written once, as a table: the parser, its checks and --help all
/// come from it. Every program of the workbook uses it: the solver stages (through cli.hpp) and
/// programs that read no puzzle, such as stage 5's generator.

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

/// @brief What an option takes after its name.
enum class OptionType {
  Switch,  ///< nothing: it is given or not
  Choice,  ///< one word of a fixed list
  List,    ///< one or more words separated by commas, of a fixed list when it has one; given
           ///< again, its words add up
  Number,  ///< a whole number, at least Option::least
  Text     ///< any word: a file or a folder name
};

/// @brief One option of a program: how it is typed, what it takes, and its line of --help.
struct Option {
  std::string name;                      ///< as typed: "--order"
  std::string help = {};                 ///< what it does, for --help (wrapped at 80 columns)
  OptionType type = OptionType::Switch;  ///< what it takes
  std::vector<std::string> values = {};  ///< a Choice or a List: the words it accepts (a List
                                         ///< without any takes any word but the empty one)
  /// @brief How --help names the value ("N", "SEED", "FORMAT"); a Choice without one shows its
  /// words ("a|b").
  std::string placeholder = {};
  std::uint64_t least = 0;  ///< a Number: the smallest it accepts
  /// @brief A Number: the largest it accepts.
  std::uint64_t most = std::numeric_limits<std::uint64_t>::max();
  std::string alias = {};  ///< another spelling, such as "-h" for "--help"
};

/// @brief A titled group of options in --help ("Solving:"); an empty title shows none.
struct OptionSection {
  std::string title;            ///< the heading, without its colon
  std::vector<Option> options;  ///< the options, in the order --help lists them
};

/// @brief A command line that does not fit the table; what() says why, in one sentence.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class CommandLine;

/// @brief Reads arguments against a table of options.
///
/// An option's value is the next argument or follows '=' (`--order=static`); '-' and every
/// argument that does not start with '-' are operands, and so is everything after "--". When an
/// option is given twice, the last value wins, except a List's: "--x a --x b" is "--x a,b".
/// @param table the options the program accepts
/// @param args the arguments after the program's name
/// @return the options given and the operands
/// @throws UsageError for an unknown option, a missing or refused value, a number out of range
CommandLine parse_command_line(std::span<const OptionSection> table,
                               std::span<const std::string> args);

/// @brief What a command line gave, checked against the table.
class CommandLine {
 public:
  /// @brief True when the option was given (under its name or its alias).
  bool has(std::string_view name) const { return given_.contains(name); }
  /// @brief The word given to a Choice or a Number, "" for a switch or an option not given.
  std::string text(std::string_view name) const;
  /// @brief The words given to a List option, in order ("a,b" gives a and b); none when it was
  /// not given.
  std::vector<std::string> words(std::string_view name) const;
  /// @brief The number given to a Number option, or `otherwise` when it was not given.
  std::uint64_t number(std::string_view name, std::uint64_t otherwise = 0) const;
  /// @brief The arguments that are not options (the files), in order.
  const std::vector<std::string>& operands() const { return operands_; }

 private:
  friend CommandLine parse_command_line(std::span<const OptionSection> table,
                                        std::span<const std::string> args);
  std::map<std::string, std::string, std::less<>> given_;  // name to value, "" for a switch
  std::vector<std::string> operands_;
};

/// @brief The options every program of the workbook has, `--help` (`-h`) and `--version`, in a
/// section without a title, to close its table.
OptionSection help_and_version();

/// @brief The options part of --help: each section's title, then a line or more per option, its
/// name and value in one column and its help, wrapped at 80 columns, in the next.
std::string options_help(std::span<const OptionSection> table);

/// @brief "a, b or c": words as a sentence lists alternatives, as a usage error and a help text
/// write them.
std::string as_alternatives(const std::vector<std::string>& words);

}  // namespace sudoku
