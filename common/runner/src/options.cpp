// Options as a table: parsing and checking a command line against it, and writing its --help.

#include "sudoku/options.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <optional>
#include <utility>

namespace sudoku {

namespace {

// Walks the arguments; an option's value is the next argument or follows '='.
class ArgumentCursor {
 public:
  explicit ArgumentCursor(std::span<const std::string> args) : args_(args) {}

  bool done() const { return index_ == args_.size(); }

  // The next argument; an attached "=value" is kept aside for value().
  std::string take() {
    std::string arg = args_[index_++];
    attached_.reset();
    const auto equals = arg.find('=');
    if (arg.starts_with("--") && equals != std::string::npos) {
      attached_ = arg.substr(equals + 1);
      arg.resize(equals);
    }
    return arg;
  }

  // The value of the option just taken.
  std::string value(const std::string& option) {
    if (attached_) return *std::exchange(attached_, std::nullopt);
    if (done()) throw UsageError(option + " needs a value");
    return args_[index_++];
  }

  // Rejects "--switch=value".
  void no_value(const std::string& option) const {
    if (attached_) throw UsageError(option + " takes no value");
  }

 private:
  std::span<const std::string> args_;
  std::size_t index_ = 0;
  std::optional<std::string> attached_;
};

// A whole number given to an option, checked against its range; throws UsageError otherwise.
std::uint64_t parse_number(const Option& option, const std::string& text) {
  const std::string range =
      "from " + std::to_string(option.least) + " to " + std::to_string(option.most);
  std::uint64_t number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  const bool digits_only = !text.empty() && end == text.data() + text.size();
  if (digits_only && (error == std::errc::result_out_of_range ||
                      (error == std::errc() && (number < option.least || number > option.most)))) {
    throw UsageError(option.name + " takes a whole number " + range + ": '" + text +
                     "' is out of range");
  }
  if (!digits_only || error != std::errc()) {
    throw UsageError(option.name + " needs a whole number " + range + ", not '" + text + "'");
  }
  return number;
}

// The option typed as `name` (its name or its alias), if the table has one.
const Option* find_option(std::span<const OptionSection> table, const std::string& name) {
  for (const OptionSection& section : table) {
    for (const Option& option : section.options) {
      if (option.name == name || (!option.alias.empty() && option.alias == name)) return &option;
    }
  }
  return nullptr;
}

// The words of a List option's value, separated by commas (an empty word where two meet).
std::vector<std::string> split_list(const std::string& list) {
  std::vector<std::string> words;
  for (std::size_t start = 0; start <= list.size();) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    words.push_back(list.substr(start, comma - start));
    start = comma + 1;
  }
  return words;
}

// The value an option takes from the cursor, checked against its type.
std::string take_value(const Option& option, ArgumentCursor& cursor) {
  switch (option.type) {
    case OptionType::Switch:
      cursor.no_value(option.name);
      return "";
    case OptionType::Number: {
      std::string text = cursor.value(option.name);
      parse_number(option, text);  // throws unless it is a whole number in range
      return text;
    }
    case OptionType::Text:
      return cursor.value(option.name);
    case OptionType::Choice: {
      std::string word = cursor.value(option.name);
      if (std::ranges::find(option.values, word) != option.values.end()) return word;
      throw UsageError(option.name + " takes " + as_alternatives(option.values) + ", not '" + word +
                       "'");
    }
    case OptionType::List: {
      std::string list = cursor.value(option.name);
      for (const std::string& word : split_list(list)) {
        // A List without words of its own takes any word but the empty one.
        const bool taken = option.values.empty()
                               ? !word.empty()
                               : std::ranges::find(option.values, word) != option.values.end();
        if (!taken) {
          throw UsageError(
              option.name + " takes a comma-separated list of " +
              (option.values.empty() ? std::string("words") : as_alternatives(option.values)) +
              ", not '" + word + "'");
        }
      }
      return list;
    }
  }
  return "";
}

// One option of --help: its name, then its help wrapped at 80 columns in a column of its own
// (starting on the next line when the name is too long to leave room).
std::string with_help(std::string head, const std::string& help) {
  constexpr std::size_t kHelpColumn = 21, kWidth = 80;
  std::string text;
  if (head.size() >= kHelpColumn) {
    text = head + '\n';
    head.clear();
  }
  head.resize(kHelpColumn, ' ');
  std::string line = head;
  std::size_t start = 0;
  while (start < help.size()) {
    std::size_t end = help.find(' ', start);
    if (end == std::string::npos) end = help.size();
    const std::string word = help.substr(start, end - start);
    if (line.size() > kHelpColumn && line.size() + 1 + word.size() > kWidth) {
      text += line + '\n';
      line = std::string(kHelpColumn, ' ');
    }
    line += (line.size() > kHelpColumn ? " " : "") + word;
    start = end + 1;
  }
  return text + line + '\n';
}

// How --help shows an option and its value: "  -h, --help", "  --order a|b", "  --limit N".
std::string heading(const Option& option) {
  std::string head = "  " + (option.alias.empty() ? "" : option.alias + ", ") + option.name;
  if (!option.placeholder.empty()) return head + " " + option.placeholder;
  if (option.type == OptionType::Choice) {
    std::string words;
    for (const std::string& word : option.values) words += (words.empty() ? "" : "|") + word;
    return head + " " + words;
  }
  return head;
}

}  // namespace

std::vector<std::string> CommandLine::words(std::string_view name) const {
  return has(name) ? split_list(text(name)) : std::vector<std::string>{};
}

std::string CommandLine::text(std::string_view name) const {
  const auto found = given_.find(name);
  return found == given_.end() ? "" : found->second;
}

std::uint64_t CommandLine::number(std::string_view name, std::uint64_t otherwise) const {
  const auto found = given_.find(name);
  if (found == given_.end()) return otherwise;
  std::uint64_t number = otherwise;
  std::from_chars(found->second.data(), found->second.data() + found->second.size(), number);
  return number;
}

CommandLine parse_command_line(std::span<const OptionSection> table,
                               std::span<const std::string> args) {
  CommandLine given;
  ArgumentCursor cursor(args);
  bool only_operands = false;
  while (!cursor.done()) {
    const std::string arg = cursor.take();
    if (only_operands || arg == "-" || !arg.starts_with("-")) {
      given.operands_.push_back(arg);
    } else if (arg == "--") {
      only_operands = true;
    } else if (const Option* option = find_option(table, arg)) {
      std::string value = take_value(*option, cursor);
      const auto earlier = given.given_.find(option->name);
      if (option->type == OptionType::List && earlier != given.given_.end()) {
        value = earlier->second + "," + value;  // a List given again adds its words
      }
      given.given_[option->name] = std::move(value);
    } else {
      throw UsageError("unknown option '" + arg + "'");
    }
  }
  return given;
}

OptionSection help_and_version() {
  return {"",
          {{.name = "--help", .help = "this help", .alias = "-h"},
           {.name = "--version", .help = "the workbook's version"}}};
}

std::string options_help(std::span<const OptionSection> table) {
  std::string text;
  for (const OptionSection& section : table) {
    if (!text.empty()) text += '\n';
    if (!section.title.empty()) text += section.title + ":\n";
    for (const Option& option : section.options) text += with_help(heading(option), option.help);
  }
  return text;
}

std::string as_alternatives(const std::vector<std::string>& words) {
  std::string text;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) text += i + 1 == words.size() ? " or " : ", ";
    text += words[i];
  }
  return text;
}

}  // namespace sudoku
