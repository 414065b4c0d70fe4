// A solver stage's program: read every puzzle of every input in order, solve it, report it.

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <vector>

#include "console_output.hpp"
#include "report.hpp"
#include "run_progress.hpp"
#include "settings.hpp"
#include "statistics.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/interrupts.hpp"
#include "sudoku/progress.hpp"
#include "sudoku/stopwatch.hpp"
#include "sudoku/workers.hpp"

#ifndef SUDOKU_VERSION
#define SUDOKU_VERSION "unknown"
#endif

namespace sudoku {

namespace {

// A puzzle solved and not yet answered: what its answer needs. Aligned to a cache line, so that
// two workers filling neighbouring slots do not write to the same line.
struct alignas(64) Solved {
  bool done = false;  // false until a worker has solved it
  SolveResult result;
  Elapsed time;                    // under --stats: how long the solve took
  std::string trace;               // what the stage narrated while solving it
  std::vector<std::string> wrong;  // --count --check: why the solutions found were wrong
  bool cut = false;                // an interrupt stopped the search: there is no answer
};

// How many puzzles each thread gets per round under --jobs: enough that starting the threads
// costs little, few enough that the answers still come at a steady pace.
constexpr std::size_t kPuzzlesPerJob = 256;

// The progress line, when there is one: on a terminal unless --no-progress, elsewhere with
// --progress.
std::unique_ptr<ProgressLine> progress_line_for(const Settings& settings, const Console& console) {
  if (!settings.progress.value_or(console.err_is_terminal)) return nullptr;
  return std::make_unique<ProgressLine>(console);
}

// One run of a stage's program: every puzzle of every input, in order.
class Session {
 public:
  Session(const StageProgram& program, Settings settings, const Console& console)
      : program_(program),
        settings_(std::move(settings)),
        in_(console.in),
        interrupts_(console.interrupts),
        progress_(program.name),
        progress_line_(progress_line_for(settings_, console)),
        answers_(progress_line_ ? progress_line_->out() : console.out),
        messages_(progress_line_ ? progress_line_->err() : console.err),
        traces_(jobs()),
        shown_(program.shown ? program.shown(settings_.given) : Shown::Solution) {
    // Each thread has its own solve function and its own stream for what the stage narrates.
    for (std::ostringstream& trace : traces_) {
      solvers_.push_back(program.choose_solver(settings_.given, trace));
    }
    // Under --jobs N this thread is one of the N: N - 1 more threads share each round with it.
    if (jobs() > 1) {
      rounds_.emplace(jobs(), [this](const Entry& entry, std::size_t thread) {
        Solved solved;
        if (!entry.error) solve(entry, thread, solved);
        return solved;
      });
      if (const std::string fewer = fewer_threads(program.name, jobs(), rounds_->workers());
          !fewer.empty()) {
        messages_.line(fewer);
      }
    }
    if (progress_line_) progress_line_->start([this] { return progress_.line(); });
  }

  // Reads every input in order and answers each puzzle; returns the exit status.
  int run() {
    if (settings_.files.empty()) settings_.files.push_back("-");
    if (program_.first_line) {
      if (const std::string line = program_.first_line(settings_.given); !line.empty()) {
        answers_.line(line);
      }
    }
    for (const std::string& file : settings_.files) {
      if (file == "-") {
        read_input(in_, "<stdin>", 0);
      } else {
        read_file(file);
      }
      flush();
      if (answers_.failed() || interrupted()) break;
    }
    if (progress_line_) progress_line_->stop();
    if (interrupted()) {
      complain(program_.name + ": stopped by " + interrupts_->signal_name() +
                   "; the answers before it are written",
               interrupts_->status());
    }
    if (settings_.stats) messages_.line(summary_.line());
    if (!answers_.flush()) {
      // A failed write must not pass for success: an answer would be lost without a word.
      complain(answers_.failure(program_.name), kBadInput);
    }
    messages_.flush();
    return status_;
  }

 private:
  // Answers every puzzle of one named file, or says why it cannot be read.
  void read_file(const std::string& file) {
    std::ifstream in;
    if (const std::optional<std::string> error = open_input(file, in)) {
      fail_input(*error);
      return;
    }
    std::error_code error;
    const bool regular = std::filesystem::is_regular_file(file, error);
    read_input(in, file, regular ? std::filesystem::file_size(file, error) : 0);
  }

  // The threads solving puzzles: --jobs, except under --all, which prints each solution as it
  // is found and so solves one puzzle at a time.
  std::size_t jobs() const {
    return settings_.mode == AnswerMode::All ? 1 : static_cast<std::size_t>(settings_.jobs);
  }

  // Answers every puzzle of one input in order, until the output fails. With one thread, each
  // puzzle is solved as it is read; under --jobs, in rounds (read_in_rounds).
  // `size`: the input's size in bytes, 0 when unknown, for the progress line's estimate.
  void read_input(std::istream& in, const std::string& name, std::uint64_t size) {
    PuzzleReader reader(in, name, settings_.from);
    progress_.begin_file(name, size);
    read_in_file_ = 0;
    if (rounds_) {
      read_in_rounds(reader);
      return;
    }
    while (!answers_.failed() && !interrupted()) {
      const std::optional<Entry> entry = reader.next();
      if (!entry) break;
      progress_.read(++read_in_file_, reader.bytes_used());
      Solved solved;
      answer(*entry, solved);
    }
  }

  // Under --jobs, answers the puzzles of `reader` in rounds: while the other threads solve a
  // round, this one reads the next, then takes its own share of the solving, starts the next
  // round and answers the one just finished. N threads for N jobs, none waiting while another
  // works: a thread of its own for the reading would compete with the solvers for the cores.
  void read_in_rounds(PuzzleReader& reader) {
    std::vector<Entry> next = read_round(reader);
    bool solving = !next.empty();
    if (solving) rounds_->start(std::move(next));
    while (solving) {
      next = read_round(reader);
      Round<Entry, Solved> round = rounds_->finish();
      solving = !next.empty();
      if (solving) rounds_->start(std::move(next));
      for (std::size_t i = 0; i < round.inputs.size() && !answers_.failed(); ++i) {
        answer(round.inputs[i], round.items[i]);
      }
      if (interrupted()) {
        if (solving) rounds_->finish();  // their searches stop at once
        return;
      }
    }
  }

  // Reads the puzzles of the next round: none once the output has failed or an interrupt came.
  std::vector<Entry> read_round(PuzzleReader& reader) {
    std::vector<Entry> entries;
    while (entries.size() < jobs() * kPuzzlesPerJob && !answers_.failed() && !interrupted()) {
      std::optional<Entry> entry = reader.next();
      if (!entry) break;
      progress_.read(++read_in_file_, reader.bytes_used());
      entries.push_back(std::move(*entry));
    }
    return entries;
  }

  // Solves one puzzle with the solve function and trace of thread `worker`. Under --all, prints
  // each solution as it is found (there is one thread then).
  void solve(const Entry& entry, std::size_t worker, Solved& solved) {
    SolveOptions options = options_for(entry);
    if (settings_.mode == AnswerMode::All) {
      options.on_solution = [&](const Grid& solution) {
        if (checks_out(entry, solution)) answers_.grid(solution, output_format(entry));
      };
    } else if (settings_.mode == AnswerMode::Count && settings_.check) {
      // A count prints no solution, so each is checked as it is found. (In solve mode, report()
      // checks the one solution before printing it.)
      options.on_solution = [&](const Grid& solution) {
        Verdict verdict = check_solution(entry.puzzle, solution);
        if (!verdict.solves) solved.wrong.push_back(std::move(verdict.reason));
      };
    }
    // Timed only for --stats: reading the thread's processor time is a system call.
    const std::optional<Stopwatch> watch =
        settings_.stats ? std::optional<Stopwatch>(std::in_place) : std::nullopt;
    solved.result = solvers_[worker](entry.puzzle, options);
    if (watch) solved.time = watch->elapsed();
    // The node limit is exact, so a search stopped with fewer nodes was stopped by the interrupt.
    solved.cut = solved.result.outcome == Outcome::LimitReached &&
                 (options.node_limit == 0 || solved.result.stats.nodes < options.node_limit);
    solved.trace = std::move(traces_[worker]).str();
    traces_[worker].str({});
    solved.done = true;
  }

  // How a puzzle is solved: its node limit, and how many solutions to look for.
  SolveOptions options_for(const Entry& entry) const {
    SolveOptions options{.marks = entry.marks};
    if (interrupts_ != nullptr) options.stop = &interrupts_->requested();
    options.node_limit =
        settings_.node_limit.value_or(default_node_limit(program_, entry.puzzle.side()));
    if (settings_.mode != AnswerMode::Solve) {
      options.max_solutions = settings_.limit.value_or(kAllSolutions);
    }
    return options;
  }

  // --to, or by default the format the puzzle came in.
  OutputFormat output_format(const Entry& entry) const {
    return settings_.to.value_or(entry.format == Format::Line ? OutputFormat::Line
                                                              : OutputFormat::Pretty);
  }

  // Answers one puzzle, solving it now unless a worker has, or reports why it could not be read.
  // After an interrupt, the puzzles solved before it are answered, up to the first one it cut.
  void answer(const Entry& entry, Solved& solved) {
    if (cut_short_) return;
    if (entry.error) {
      fail_input(entry.error->text());
      progress_.answered();
      return;
    }
    if (settings_.candidates) answers_.block(to_candidates(entry.puzzle));
    if (!solved.done) {
      progress_.solving(entry.where.line);
      solve(entry, 0, solved);
      progress_.solving(0);
    }
    if (solved.cut && interrupted()) {
      cut_short_ = true;
      return;
    }
    progress_.answered();
    for (const std::string& reason : solved.wrong) report_wrong(entry, reason);
    if (!solved.trace.empty()) answers_.trace(solved.trace);
    report(entry, solved.result, options_for(entry).max_solutions, output_format(entry));
    summary_.add(solved.result, solved.time);
    if (settings_.stats) messages_.line(statistics_line(entry.where, solved.result, solved.time));
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
        if (shown_ == Shown::Puzzle) {
          answers_.grid(entry.puzzle, format);  // the trace before it says what became of it
        } else if (shown_ == Shown::Solution || !why_not.empty()) {
          answer_solution(answers_, result, why_not, format);
        }
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
    if (!verdict.solves) report_wrong(entry, verdict.reason);
    return verdict.solves;
  }

  // A solution the checker refused: its '# error:' line, and the message.
  void report_wrong(const Entry& entry, const std::string& reason) {
    const std::string message =
        to_string(entry.where) + ": the solver's answer is wrong: " + reason;
    answers_.line("# error: " + message);
    complain(message, kBadInput);
  }

  // An input that gives no puzzle to solve: its '# error:' line, and the message.
  void fail_input(const std::string& message) {
    summary_.add_malformed();
    answers_.line("# error: " + message);
    complain(message, kBadInput);
  }

  // True once Ctrl-C asked the program to stop; from then on it ends by itself, and says so.
  bool interrupted() {
    if (interrupts_ == nullptr || !interrupts_->requested()) return false;
    interrupts_->acknowledge();
    return true;
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
  Interrupts* interrupts_;  // none in-process: no signal reaches the run
  RunProgress progress_;
  std::unique_ptr<ProgressLine> progress_line_;  // none unless shown (see progress_line_for)
  Answers answers_;
  Messages messages_;
  std::vector<std::ostringstream> traces_;  // per thread: what the stage narrates as it solves
  std::vector<SolveFunction> solvers_;      // per thread, each writing to its own trace
  Shown shown_;                             // what a solved puzzle's answer is (see StageProgram)
  Summary summary_;
  int status_ = kAllSolved;
  bool cut_short_ = false;          // an interrupt cut a search short: nothing more is answered
  std::uint64_t read_in_file_ = 0;  // puzzles read from the current input
  std::optional<Rounds<Entry, Solved>> rounds_;  // under --jobs; last, so that it stops first
};

}  // namespace

std::string_view workbook_version() {
  return SUDOKU_VERSION;
}

std::uint64_t default_node_limit(const StageProgram& program, int side) {
  return node_limit_for_size(program.default_node_limit, side);
}

int run_stage_program(const StageProgram& program, std::span<const std::string> args,
                      const Console& console) {
  const ProgramIntro intro{
      .name = program.name, .help = help_text(program), .options = solver_options(program)};
  // The session is made while the options are read: choosing the solver reads what the stage's
  // own options name, and a mistake there is told as any other on the command line.
  std::optional<Session> session;
  const auto read = [&](const CommandLine& given) {
    session.emplace(program, read_settings(given), console);
  };
  if (const std::optional<int> status = start_program(intro, args, console, read)) return *status;
  return session->run();
}

int program_main(const ProgramRun& run, int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> args(argv + 1, argv + argc);
  const int status = run(args, Console{.in = std::cin,
                                       .out = std::cout,
                                       .err = std::cerr,
                                       .out_is_terminal = isatty(STDOUT_FILENO) == 1,
                                       .err_is_terminal = isatty(STDERR_FILENO) == 1});
  std::cout.flush();
  return status;
}

int stage_main(const StageProgram& program, int argc, char** argv) {
  Interrupts interrupts;  // first: the threads started later inherit its blocked signals
  return program_main(
      [&](std::span<const std::string> args, const Console& console) {
        Console watched = console;
        watched.interrupts = &interrupts;
        return run_stage_program(program, args, watched);
      },
      argc, argv);
}

}  // namespace sudoku
