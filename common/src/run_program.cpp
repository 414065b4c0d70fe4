#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "settings.hpp"
#include "sudoku/checker.hpp"

#ifndef SUDOKU_VERSION
#define SUDOKU_VERSION "unknown"
#endif

namespace sudoku {

namespace {

// Seconds with microsecond precision, as the statistics print them.
std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6f s", seconds);
  return text;
}

// Messages for standard error are gathered and written at the end of each input: one write per
// file rather than one per puzzle (a large batch with --stats ran 2.5 to 4.5 times slower with
// an unbuffered write per field). Past this size they are written at once.
constexpr std::size_t kMessageBuffer = 1 << 16;

// ": no such file or directory": what the system said, as the end of a message; "" for no error.
std::string system_reason(int error) {
  if (error == 0) return "";
  std::string text = std::strerror(error);
  if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return ": " + text;
}

// The running totals behind the --stats summary line.
struct Summary {
  std::uint64_t puzzles = 0, solved = 0, unsolved = 0, limited = 0, malformed = 0;
  std::uint64_t nodes = 0;
  double seconds = 0;
};

// One run of a stage's program: every puzzle of every input, in order.
class Session {
 public:
  Session(const StageProgram& program, Settings settings, const Console& console)
      : program_(program),
        settings_(std::move(settings)),
        console_(console),
        solve_(program.choose_solver(settings_.choices, trace_)) {}

  // Reads every input in order and answers each puzzle; returns the exit status.
  int run() {
    if (settings_.files.empty()) settings_.files.push_back("-");
    for (const std::string& file : settings_.files) {
      if (file == "-") {
        read_input(console_.in, "<stdin>");
      } else {
        read_file(file);
      }
      flush_messages();
      if (output_failed_) break;
    }
    if (settings_.stats) print_summary();
    check_output();
    flush_messages();
    return status_;
  }

 private:
  // Answers every puzzle of one named file, or says why it cannot be read.
  void read_file(const std::string& file) {
    if (file.empty()) {
      fail_input("an empty file name: name a file, or '-' for standard input");
      return;
    }
    std::error_code ignored;
    if (std::filesystem::is_directory(file, ignored)) {
      fail_input(file + ": cannot read it: it is a directory");
      return;
    }
    errno = 0;
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      fail_input(file + ": cannot open it" + system_reason(errno));
      return;
    }
    read_input(in, file);
  }

  // Answers every puzzle of one input, until the output fails.
  void read_input(std::istream& in, const std::string& name) {
    PuzzleReader reader(in, name, settings_.from);
    while (!output_failed_) {
      const std::optional<Entry> entry = reader.next();
      if (!entry) break;
      errno = 0;
      handle(*entry);
      watch_output();
    }
  }

  // Notes the first failed write to standard output, with the system's reason when errno has it.
  void watch_output() {
    if (output_failed_ || !console_.out.fail()) return;
    output_failed_ = true;
    output_error_ = errno;
  }

  // An input that gives no puzzle at all: its '# error:' line, and the message.
  void fail_input(const std::string& message) {
    ++summary_.puzzles;
    ++summary_.malformed;
    print_line("# error: " + message);
    complain(message, kBadInput);
  }

  // After the last answer: a failed write must not pass for success, or an answer would be lost
  // without a word.
  void check_output() {
    flush_answers();
    if (output_failed_) {
      complain(program_.name + ": cannot write the answers to standard output" +
                   system_reason(output_error_),
               kBadInput);
    }
  }

  // Writes out the answers buffered so far, noting a failure.
  void flush_answers() {
    errno = 0;
    console_.out.flush();
    watch_output();
  }

  // Writes the messages gathered so far to standard error, after the answers they follow.
  void flush_messages() {
    // Standard error is tied to standard output: writing to it flushes the answers first, so do
    // that here, where a failure can be seen and its reason kept.
    flush_answers();
    console_.err << messages_;
    console_.err.flush();
    messages_.clear();
  }

  // Queues a line for standard error.
  void tell(const std::string& line) {
    messages_ += line + '\n';
    if (messages_.size() > kMessageBuffer) flush_messages();
  }

  // Tells a message and raises the exit status to at least `status`.
  void complain(const std::string& message, int status) {
    tell(message);
    status_ = std::max(status_, status);
  }

  // Prints a grid, on one line or drawn as a block.
  void print_grid(const Grid& grid, OutputFormat format) {
    if (format == OutputFormat::Line) {
      print_line(to_line(grid));
    } else {
      print_block(write_grid(grid, format));
    }
  }

  // Prints text of several lines, set apart by a blank line from what comes before and after.
  void print_block(const std::string& text) {
    if (printed_) console_.out << '\n';
    console_.out << text;
    printed_ = after_block_ = true;
  }

  // Prints one line of answer: a solution on one line, a count, or a '#' line.
  void print_line(const std::string& text) {
    if (after_block_) console_.out << '\n';
    console_.out << text << '\n';
    printed_ = true;
    after_block_ = false;
  }

  // Answers one puzzle, or reports why it could not be read.
  void handle(const Entry& entry) {
    ++summary_.puzzles;
    const OutputFormat format = settings_.to.value_or(
        entry.format == Format::Line ? OutputFormat::Line : OutputFormat::Pretty);
    if (entry.error) {
      ++summary_.malformed;
      print_line("# error: " + entry.error->text());
      complain(entry.error->text(), kBadInput);
      return;
    }
    if (settings_.candidates) print_block(to_candidates(entry.puzzle));
    SolveOptions options;
    options.node_limit =
        settings_.node_limit.value_or(default_node_limit(program_, entry.puzzle.side()));
    if (settings_.mode != Settings::Mode::Solve) {
      options.max_solutions = settings_.limit.value_or(kAllSolutions);
    }
    if (settings_.mode == Settings::Mode::All) {
      options.on_solution = [&](const Grid& solution) { print_grid(solution, format); };
    }
    const auto start = std::chrono::steady_clock::now();
    const SolveResult result = solve_(entry.puzzle, options);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    print_trace();
    report(entry, result, options.max_solutions, format);
    record(entry, result, elapsed.count());
  }

  // Prints what the stage narrated while solving, if anything, as one block before the answer.
  void print_trace() {
    std::string text = std::move(trace_).str();
    trace_.str({});
    if (!text.empty()) print_block(text);
  }

  // The one answer line (or grid) of a puzzle, and the message on stderr when it is not solved.
  void report(const Entry& entry, const SolveResult& result, std::uint64_t max_solutions,
              OutputFormat format) {
    const std::string found = std::to_string(result.solutions);
    const bool capped = result.solutions >= max_solutions && max_solutions != kAllSolutions;
    std::string why_not;  // set when the puzzle is not solved
    if (result.outcome == Outcome::LimitReached) {
      why_not = "node limit reached after " + std::to_string(result.stats.nodes) + " nodes";
      if (settings_.mode != Settings::Mode::Solve) why_not += " and " + found + " solutions";
    } else if (result.outcome == Outcome::NoSolution) {
      why_not = "no solution";
      if (const auto conflict = find_conflict(entry.puzzle)) {
        why_not += ": the givens break a rule, " + describe(entry.puzzle, *conflict);
      }
    }
    switch (settings_.mode) {
      case Settings::Mode::Solve:
        if (why_not.empty()) print_grid(result.first_solution, format);
        break;
      case Settings::Mode::Count:
        if (result.outcome != Outcome::LimitReached) print_line(found + (capped ? "+" : ""));
        break;
      case Settings::Mode::All:
        if (result.outcome == Outcome::Solved) {
          print_line("# " + found + (capped ? "+" : "") +
                     (result.solutions == 1 ? " solution" : " solutions"));
        }
        break;
    }
    if (why_not.empty()) return;
    const bool counted =
        settings_.mode == Settings::Mode::Count && result.outcome == Outcome::NoSolution;
    if (!counted) print_line("# " + why_not);
    complain(to_string(entry.where) + ": " + why_not, kSomeUnsolved);
  }

  // Adds a solve to the summary, and prints its statistics line when asked.
  void record(const Entry& entry, const SolveResult& result, double seconds) {
    summary_.seconds += seconds;
    summary_.nodes += result.stats.nodes;
    switch (result.outcome) {
      case Outcome::Solved:
        ++summary_.solved;
        break;
      case Outcome::NoSolution:
        ++summary_.unsolved;
        break;
      case Outcome::LimitReached:
        ++summary_.limited;
        break;
    }
    if (!settings_.stats) return;
    std::string line =
        "# " + to_string(entry.where) + ": " + std::string(outcome_name(result.outcome)) + ", " +
        std::to_string(result.solutions) +
        (result.solutions == 1 ? " solution, " : " solutions, ") +
        std::to_string(result.stats.nodes) + " nodes, " + std::to_string(result.stats.guesses) +
        " guesses, " + std::to_string(result.stats.deductions) + " deductions, " +
        std::to_string(result.stats.backtracks) + " backtracks, ";
    for (const Counter& counter : result.stats.counters) {
      line += std::to_string(counter.count) + ' ' + counter.name + ", ";
    }
    tell(line + seconds_text(seconds));
  }

  // The --stats closing line: counts by outcome, nodes, time and rate.
  void print_summary() {
    const double rate =
        summary_.seconds > 0
            ? static_cast<double>(summary_.puzzles - summary_.malformed) / summary_.seconds
            : 0;
    char rate_text[32];
    std::snprintf(rate_text, sizeof rate_text, "%.1f", rate);
    tell("# " + std::to_string(summary_.puzzles) +
         (summary_.puzzles == 1 ? " puzzle: " : " puzzles: ") + std::to_string(summary_.solved) +
         " solved, " + std::to_string(summary_.unsolved) + " without solution, " +
         std::to_string(summary_.limited) + " stopped by the node limit, " +
         std::to_string(summary_.malformed) + " malformed; " + std::to_string(summary_.nodes) +
         " nodes in " + seconds_text(summary_.seconds) + " of solving (" + rate_text +
         " puzzles/s)");
  }

  const StageProgram& program_;
  Settings settings_;
  const Console& console_;
  std::ostringstream trace_;  // what the stage narrates about the puzzle being solved
  SolveFunction solve_;
  Summary summary_;
  int status_ = kAllSolved;
  std::string messages_;        // for standard error, written at the end of each input and on exit
  bool output_failed_ = false;  // standard output refused a write: stop solving
  int output_error_ = 0;        // errno when it did, 0 when unknown
  bool printed_ = false;        // something is on standard output already
  bool after_block_ = false;    // the last thing printed was a block of several lines
};

}  // namespace

std::uint64_t default_node_limit(const StageProgram& program, int side) {
  const std::uint64_t cells = static_cast<std::uint64_t>(side) * static_cast<std::uint64_t>(side);
  const std::uint64_t limit = program.default_node_limit;
  if (cells <= 81 || limit == 0) return limit;
  const std::uint64_t scaled = limit <= UINT64_MAX / 81 ? limit * 81 / cells : limit / cells * 81;
  return std::max<std::uint64_t>(1, scaled);
}

int run_stage_program(const StageProgram& program, std::span<const std::string> args,
                      const Console& console) {
  Settings settings;
  try {
    settings = parse_settings(program, args);
  } catch (const UsageError& error) {
    console.err << program.name << ": " << error.what() << "\n"
                << "Try '" << program.name << " --help' for the options.\n";
    return kBadInput;
  }
  if (settings.help) {
    console.out << help_text(program);
    return kAllSolved;
  }
  if (settings.version) {
    console.out << program.name << " (sudoku workbook) " << SUDOKU_VERSION << '\n';
    return kAllSolved;
  }
  return Session(program, std::move(settings), console).run();
}

int stage_main(const StageProgram& program, int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> args(argv + 1, argv + argc);
  const int status = run_stage_program(program, args, Console{std::cin, std::cout, std::cerr});
  std::cout.flush();
  return status;
}

}  // namespace sudoku
