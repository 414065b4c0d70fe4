#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
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
        continue;
      }
      std::ifstream in(file, std::ios::binary);
      if (!in) {
        complain(file + ": cannot open this file", kBadInput);
        continue;
      }
      read_input(in, file);
    }
    if (settings_.stats) print_summary();
    return status_;
  }

 private:
  // Answers every puzzle of one input.
  void read_input(std::istream& in, const std::string& name) {
    PuzzleReader reader(in, name, settings_.from);
    while (std::optional<Entry> entry = reader.next()) handle(*entry);
  }

  // Writes a message on stderr and raises the exit status to at least `status`.
  void complain(const std::string& message, int status) {
    console_.err << message << '\n';
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
    console_.err << "# " << to_string(entry.where) << ": " << outcome_name(result.outcome) << ", "
                 << result.solutions << (result.solutions == 1 ? " solution, " : " solutions, ")
                 << result.stats.nodes << " nodes, " << result.stats.guesses << " guesses, "
                 << result.stats.deductions << " deductions, " << result.stats.backtracks
                 << " backtracks, ";
    for (const Counter& counter : result.stats.counters) {
      console_.err << counter.count << ' ' << counter.name << ", ";
    }
    console_.err << seconds_text(seconds) << '\n';
  }

  // The --stats closing line: counts by outcome, nodes, time and rate.
  void print_summary() {
    const double rate =
        summary_.seconds > 0
            ? static_cast<double>(summary_.puzzles - summary_.malformed) / summary_.seconds
            : 0;
    char rate_text[32];
    std::snprintf(rate_text, sizeof rate_text, "%.1f", rate);
    console_.err << "# " << summary_.puzzles << (summary_.puzzles == 1 ? " puzzle: " : " puzzles: ")
                 << summary_.solved << " solved, " << summary_.unsolved << " without solution, "
                 << summary_.limited << " stopped by the node limit, " << summary_.malformed
                 << " malformed; " << summary_.nodes << " nodes in "
                 << seconds_text(summary_.seconds) << " of solving (" << rate_text
                 << " puzzles/s)\n";
  }

  const StageProgram& program_;
  Settings settings_;
  const Console& console_;
  std::ostringstream trace_;  // what the stage narrates about the puzzle being solved
  SolveFunction solve_;
  Summary summary_;
  int status_ = kAllSolved;
  bool printed_ = false;      // something is on standard output already
  bool after_block_ = false;  // the last thing printed was a block of several lines
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
