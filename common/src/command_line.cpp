#include <algorithm>
#include <charconv>
#include <limits>
#include <utility>

#include "settings.hpp"

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

// A whole number from `least` up given to an option; throws UsageError otherwise.
std::uint64_t parse_count(const std::string& option, const std::string& text,
                          std::uint64_t least = 0) {
  const std::string range = "from " + std::to_string(least) + " to " +
                            std::to_string(std::numeric_limits<std::uint64_t>::max());
  std::uint64_t number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (!text.empty() && end == text.data() + text.size() &&
      (error == std::errc::result_out_of_range || (error == std::errc() && number < least))) {
    throw UsageError(option + " takes a whole number " + range + ": '" + text +
                     "' is out of range");
  }
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
    throw UsageError(option + " needs a whole number " + range + ", not '" + text + "'");
  }
  return number;
}

// Sets the mode once: --count and --all exclude each other.
void set_mode(Settings& settings, Settings::Mode mode) {
  if (settings.mode != Settings::Mode::Solve && settings.mode != mode) {
    throw UsageError("--count and --all cannot go together");
  }
  settings.mode = mode;
}

// Handles one of the stage's own options; false when `name` is not one.
bool take_stage_option(const StageProgram& program, const std::string& name, ArgumentCursor& cursor,
                       Settings& settings) {
  for (const StageOption& option : program.options) {
    if (option.name != name) continue;
    if (!option.number.empty()) {
      const std::string value = cursor.value(name);
      parse_count(name, value);  // throws unless it is a whole number
      settings.choices[name] = value;
      return true;
    }
    if (option.values.empty()) {
      cursor.no_value(name);
      settings.choices[name] = "";
      return true;
    }
    const std::string value = cursor.value(name);
    if (std::ranges::find(option.values, value) == option.values.end()) {
      std::string allowed;
      for (const std::string& v : option.values) allowed += (allowed.empty() ? "" : ", ") + v;
      throw UsageError(name + " takes one of " + allowed + ", not '" + value + "'");
    }
    settings.choices[name] = value;
    return true;
  }
  return false;
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

}  // namespace

Settings parse_settings(const StageProgram& program, std::span<const std::string> args) {
  Settings settings;
  ArgumentCursor cursor(args);
  bool only_files = false;
  while (!cursor.done()) {
    const std::string arg = cursor.take();
    if (only_files || arg == "-" || !arg.starts_with("-")) {
      settings.files.push_back(arg);
    } else if (arg == "--") {
      only_files = true;
    } else if (arg == "-h" || arg == "--help") {
      settings.help = true;
    } else if (arg == "--version") {
      settings.version = true;
    } else if (arg == "--from") {
      const std::string name = cursor.value(arg);
      const auto format = parse_format(name);
      if (!format) throw UsageError("--from takes auto, line, block or sku, not '" + name + "'");
      settings.from = *format;
    } else if (arg == "--to") {
      const std::string name = cursor.value(arg);
      settings.to = parse_output_format(name);
      if (!settings.to) throw UsageError("--to takes line, sku or pretty, not '" + name + "'");
    } else if (arg == "--count") {
      cursor.no_value(arg);
      set_mode(settings, Settings::Mode::Count);
    } else if (arg == "--all") {
      cursor.no_value(arg);
      set_mode(settings, Settings::Mode::All);
    } else if (arg == "--limit") {
      settings.limit = parse_count(arg, cursor.value(arg), 1);
    } else if (arg == "--node-limit") {
      settings.node_limit = parse_count(arg, cursor.value(arg));
    } else if (arg == "--stats") {
      cursor.no_value(arg);
      settings.stats = true;
    } else if (arg == "--candidates") {
      cursor.no_value(arg);
      settings.candidates = true;
    } else if (!take_stage_option(program, arg, cursor, settings)) {
      throw UsageError("unknown option '" + arg + "'");
    }
  }
  if (settings.limit && settings.mode == Settings::Mode::Solve) {
    throw UsageError("--limit goes with --count or --all");
  }
  return settings;
}

std::string help_text(const StageProgram& program) {
  std::string text =
      "Usage: " + program.name + " [OPTIONS] [FILE...]\n" + program.summary +
      "\n\n"
      "Solves the puzzles of each FILE (none, or '-': standard input) in order.\n"
      "\n"
      "Input and output:\n"
      "  --from FORMAT      auto (default), line, block or sku\n"
      "  --to FORMAT        line, sku or pretty (default: line for line input,\n"
      "                     pretty otherwise)\n"
      "  --candidates       print each puzzle's pencil marks before its answer\n"
      "\n"
      "Solving:\n"
      "  --count            print the number of solutions (N+ when --limit\n"
      "                     stopped the count)\n"
      "  --all              print every solution, then a '# N solutions' line\n"
      "  --limit N          with --count or --all: stop after N solutions\n"
      "  --node-limit N     stop a puzzle after N nodes (values tried); 0: none;\n"
      "                     default: " +
      (program.default_node_limit == 0
           ? std::string("none")
           : std::to_string(program.default_node_limit) +
                 " on 9x9,\n                     scaled by 81 / cells on larger grids") +
      "\n"
      "  --stats            nodes, guesses, deductions and time per puzzle, and a\n"
      "                     summary, on standard error\n";
  if (!program.options.empty()) {
    text += "\nThis stage:\n";
    for (const StageOption& option : program.options) {
      std::string head = "  " + option.name;
      if (!option.number.empty()) head += " " + option.number;
      if (!option.values.empty()) {
        std::string values;
        for (const std::string& v : option.values) values += (values.empty() ? "" : "|") + v;
        head += " " + values;
      }
      text += with_help(head, option.help);
    }
  }
  text +=
      "\n"
      "  -h, --help         this help\n"
      "  --version          the workbook's version\n"
      "\n"
      "In line output each puzzle gives one line: its solution, or a line starting with '#'\n"
      "that says why not. Exit status: 0 every puzzle solved; 1 some puzzle has no solution\n"
      "or hit a limit; 2 a usage error or a malformed puzzle (the others are still solved).\n";
  return text;
}

}  // namespace sudoku
