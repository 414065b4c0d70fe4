// A solver stage's program: read every puzzle of every input in order, solve it, report it.

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "console_output.hpp"
#include "report.hpp"
#include "settings.hpp"
#include "statistics.hpp"
#include "sudoku/checker.hpp"

#ifndef SUDOKU_VERSION
#define SUDOKU_VERSION "unknown"
#endif

namespace sudoku {

namespace {

// One run of a stage's program: every puzzle of every input, in order.
class Session {
 public:
  Session(const StageProgram& program, Settings settings, const Console& console)
      : program_(program),
        settings_(std::move(settings)),
        in_(console.in),
        answers_(console.out),
        messages_(console.err),
        solve_(program.choose_solver(settings_.given, trace_)) {}

  // Reads every input in order and answers each puzzle; returns the exit status.
  int run() {
    if (settings_.files.empty()) settings_.files.push_back("-");
    for (const std::string& file : settings_.files) {
      if (file == "-") {
        read_input(in_, "<stdin>");
      } else {
        read_file(file);
      }
      flush();
      if (answers_.failed()) break;
    }
    if (settings_.stats) messages_.line(summary_.line());
    if (!answers_.flush()) {
      // A failed write must not pass for success: an answer would be lost without a word.
      complain(program_.name + ": cannot write the answers to standard output" +
                   system_reason(answers_.error()),
               kBadInput);
    }
    messages_.flush();
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
    while (!answers_.failed()) {
      const std::optional<Entry> entry = reader.next();
      if (!entry) break;
      handle(*entry);
    }
  }

  // Answers one puzzle, or reports why it could not be read.
  void handle(const Entry& entry) {
    if (entry.error) {
      fail_input(entry.error->text());
      return;
    }
    const OutputFormat format = settings_.to.value_or(
        entry.format == Format::Line ? OutputFormat::Line : OutputFormat::Pretty);
    if (settings_.candidates) answers_.block(to_candidates(entry.puzzle));
    SolveOptions options;
    options.node_limit =
        settings_.node_limit.value_or(default_node_limit(program_, entry.puzzle.side()));
    if (settings_.mode != AnswerMode::Solve) {
      options.max_solutions = settings_.limit.value_or(kAllSolutions);
    }
    if (settings_.mode == AnswerMode::All) {
      options.on_solution = [&](const Grid& solution) {
        if (checks_out(entry, solution)) answers_.grid(solution, format);
      };
    } else if (settings_.mode == AnswerMode::Count && settings_.check) {
      // A count prints no solution, so each is checked as it is found. (In solve mode, report()
      // checks the one solution before printing it.)
      options.on_solution = [&](const Grid& solution) { checks_out(entry, solution); };
    }
    const auto start = std::chrono::steady_clock::now();
    const SolveResult result = solve_(entry.puzzle, options);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    print_trace();
    report(entry, result, options.max_solutions, format);
    summary_.add(result, elapsed.count());
    if (settings_.stats) messages_.line(statistics_line(entry.where, result, elapsed.count()));
  }

  // Prints what the stage narrated while solving, if anything, as one block before the answer.
  void print_trace() {
    std::string text = std::move(trace_).str();
    trace_.str({});
    if (!text.empty()) answers_.block(text);
  }

  // The answer of a puzzle in the mode asked, and the message on stderr when it is not solved.
  void report(const Entry& entry, const SolveResult& result, std::uint64_t max_solutions,
              OutputFormat format) {
    const std::string why_not = why_not_solved(entry.puzzle, result, settings_.mode);
    switch (settings_.mode) {
      case AnswerMode::Solve:
        if (why_not.empty() && settings_.check && !checks_out(entry, result.first_solution)) {
          return;
        }
        answer_solution(answers_, result, why_not, format);
        break;
      case AnswerMode::Count:
        answer_count(answers_, result, max_solutions, why_not);
        break;
      case AnswerMode::All:
        answer_all(answers_, result, max_solutions, why_not);
        break;
    }
    if (!why_not.empty()) complain(to_string(entry.where) + ": " + why_not, kSomeUnsolved);
  }

  // Under --check, true when `solution` solves the puzzle; a wrong one is reported as an error.
  // Without --check, true.
  bool checks_out(const Entry& entry, const Grid& solution) {
    if (!settings_.check) return true;
    const Verdict verdict = check_solution(entry.puzzle, solution);
    if (verdict.solves) return true;
    const std::string message =
        to_string(entry.where) + ": the solver's answer is wrong: " + verdict.reason;
    answers_.line("# error: " + message);
    complain(message, kBadInput);
    return false;
  }

  // An input that gives no puzzle to solve: its '# error:' line, and the message.
  void fail_input(const std::string& message) {
    summary_.add_malformed();
    answers_.line("# error: " + message);
    complain(message, kBadInput);
  }

  // Queues a message for standard error and raises the exit status to at least `status`.
  void complain(const std::string& message, int status) {
    messages_.line(message);
    status_ = std::max(status_, status);
  }

  // Writes out the answers, then the messages that follow them. (Standard error is tied to
  // standard output, so writing a message would flush the answers anyway: doing it first is
  // where a failed write is seen, with its reason.)
  void flush() {
    answers_.flush();
    messages_.flush();
  }

  const StageProgram& program_;
  Settings settings_;
  std::istream& in_;
  Answers answers_;
  Messages messages_;
  std::ostringstream trace_;  // what the stage narrates about the puzzle being solved
  SolveFunction solve_;
  Summary summary_;
  int status_ = kAllSolved;
};

}  // namespace

std::uint64_t default_node_limit(const StageProgram& program, int side) {
  return node_limit_for_size(program.default_node_limit, side);
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
