// judge: a stage's program asked the held-out puzzles of a seed, one process per question, each
// answer checked here, outside the program. The grade of a stage comes from these lines and from
// the test results the grader reads itself (grading/grade_class.sh).
//
//   judge --stage stage1 [--form iterative] --program alice/bin/stage1_naive --reference ref/bin
//         [--seed S] [--times N] [--least-cpu S]
//
// For each held-out puzzle (held_out.hpp) it asks three questions, as a user would: solve it
// (`--to line`, the puzzle on standard input), count its solutions (`--count --limit 100`), and
// solve it within 20 nodes (`--to line --node-limit 20`): the limit is exact in every stage, so
// where the reference stops at it, the program must stop at the same node and say so alike.
// A form is run with the flags of its variant (stage1_iterative: --iterative); a stage without
// forms, or a form without a variant, as the program runs by default. The reference program of
// the same variant answers each first, and its processor time sets the
// student's limit: --times times it, at least --least-cpu seconds. A question the reference does
// not answer right is dropped. Each question gives a line on standard output,
//
//   STATUS<TAB>heldout.VARIANT.PUZZLE.QUESTION<TAB>DETAIL
//
// STATUS passed, failed, timeout or dropped. After two time-outs the variant's other questions
// are not asked (timeout, "not asked").

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "confined_run.hpp"
#include "held_out.hpp"
#include "registry.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/files.hpp"
#include "sudoku/options.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"

namespace {

using sudoku::grading::HeldOut;
using sudoku::grading::Limits;
using sudoku::grading::Run;

// What the command line asks.
struct Request {
  const sudoku::StageVariant* variant = nullptr;
  std::filesystem::path program;
  std::filesystem::path reference;
  std::uint64_t seed = 1;
  std::uint64_t times = 20;
  std::uint64_t least_cpu = 5;
};

// The three questions asked of each puzzle.
enum class Question { Solve, Count, Limit };

// The node limit of Question::Limit: fewer than most puzzles need, in every stage.
constexpr std::uint64_t kLimitNodes = 20;

// The time-outs after which a variant is asked nothing more.
constexpr int kTimeOutsBeforeGivingUp = 2;

// The limits the reference runs under: far beyond what it needs.
constexpr Limits kReferenceLimits{.cpu_seconds = 60, .wall_seconds = 300};

// The options, as a table (sudoku/options.hpp).
std::vector<sudoku::OptionSection> table() {
  std::vector<std::string> stages;
  for (const sudoku::StageVariant& variant : sudoku::stage_variants()) {
    if (std::ranges::count(stages, variant.stage) == 0) stages.push_back(variant.stage);
  }
  return {{"",
           {{.name = "--stage",
             .help = "the stage whose program is judged",
             .type = sudoku::OptionType::Choice,
             .values = stages,
             .placeholder = "LABEL"},
            {.name = "--form",
             .help = "the form judged, run with its variant's flags (default: the program's own)",
             .type = sudoku::OptionType::Text,
             .placeholder = "FORM"},
            {.name = "--program",
             .help = "the program judged",
             .type = sudoku::OptionType::Text,
             .placeholder = "PATH"},
            {.name = "--reference",
             .help = "the folder of the reference programs",
             .type = sudoku::OptionType::Text,
             .placeholder = "DIR"},
            {.name = "--seed",
             .help = "the held-out set's seed (default 1)",
             .type = sudoku::OptionType::Number,
             .placeholder = "S"},
            {.name = "--times",
             .help = "the program's processor time, in times the reference's (default 20)",
             .type = sudoku::OptionType::Number,
             .placeholder = "N",
             .least = 1},
            {.name = "--least-cpu",
             .help = "the least processor time a question gets, in seconds (default 5)",
             .type = sudoku::OptionType::Number,
             .placeholder = "S",
             .least = 1}}},
          sudoku::help_and_version()};
}

// The variant that runs `form` of `stage`, named <stage>_<form>; the stage's program with no flags
// when the form has no variant of its own (stage 4's 9x9_board, its default) or none is given.
const sudoku::StageVariant* variant_of(const std::string& stage, const std::string& form) {
  const sudoku::StageVariant* plain = nullptr;
  for (const sudoku::StageVariant& variant : sudoku::stage_variants()) {
    if (variant.stage != stage) continue;
    if (!form.empty() && variant.name == stage + "_" + form) return &variant;
    if (variant.flags.empty() && plain == nullptr) plain = &variant;
  }
  return plain;
}

// The judge as it introduces itself: its name, --help and options.
sudoku::ProgramIntro intro() {
  return sudoku::program_intro(
      "judge",
      "usage: judge --stage LABEL [--form FORM] --program PATH --reference DIR [OPTION]...\n"
      "A stage's program asked the held-out puzzles of a seed, each answer checked.\n\n",
      table());
}

// What the options given ask for; throws UsageError for a mistake.
Request read_request(const sudoku::CommandLine& given) {
  Request request;
  for (const char* needed : {"--stage", "--program", "--reference"}) {
    if (!given.has(needed)) throw sudoku::UsageError(std::string("give ") + needed);
  }
  request.variant = variant_of(given.text("--stage"), given.text("--form"));
  // Absolute, since each run starts in a folder of its own.
  request.program = std::filesystem::absolute(given.text("--program"));
  request.reference = std::filesystem::absolute(given.text("--reference"));
  request.seed = given.number("--seed", request.seed);
  request.times = given.number("--times", request.times);
  request.least_cpu = given.number("--least-cpu", request.least_cpu);
  if (!given.operands().empty()) throw sudoku::UsageError("judge reads no file");
  return request;
}

// The arguments that ask `question` of the variant's program.
std::vector<std::string> arguments(const sudoku::StageVariant& variant, Question question) {
  std::vector<std::string> args = variant.flags;
  switch (question) {
    case Question::Solve:
      args.insert(args.end(), {"--to", "line"});
      break;
    case Question::Count:
      args.insert(args.end(), {"--count", "--limit", std::to_string(sudoku::grading::kCountLimit)});
      break;
    case Question::Limit:
      args.insert(args.end(), {"--to", "line", "--node-limit", std::to_string(kLimitNodes)});
      break;
  }
  return args;
}

// At most 60 characters of a program's answer, on one line, for a message.
std::string quoted(std::string text) {
  if (text.ends_with('\n')) text.pop_back();
  std::string shown = text.substr(0, 60);
  std::ranges::replace(shown, '\n', ' ');
  return "'" + shown + (text.size() > 60 ? "...'" : "'");
}

// "solve", "count", "limit": a question as its name says it.
const char* question_name(Question question) {
  switch (question) {
    case Question::Solve:
      return "solve";
    case Question::Count:
      return "count";
    case Question::Limit:
      return "limit";
  }
  return "";
}

// What is wrong with how a run ended (out of time, too much output, a crash), or "".
std::string run_fault(const Run& run) {
  if (run.out_of_time)
    return "stopped after " + std::to_string(static_cast<int>(std::lround(run.cpu_seconds))) +
           " s of processor time";
  if (run.too_much_output) return "wrote more than it may";
  if (!run.exited) return "crashed";
  return "";
}

// The line a stage's program writes, with status 1, when Question::Limit's limit stops it.
std::string limit_line() {
  return "# node limit reached after " + std::to_string(kLimitNodes) + " nodes\n";
}

// What is wrong with an answer, or "" when it is right. `stopped`: the reference stopped at the
// node limit of Question::Limit, so the answer must say the same; otherwise that question is
// judged as Question::Solve.
std::string fault(const HeldOut& held_out, Question question, const Run& run, bool stopped) {
  if (std::string wrong = run_fault(run); !wrong.empty()) return wrong;
  if (question == Question::Limit && stopped) {
    if (run.out != limit_line())
      return "answered " + quoted(run.out) + ", not " + quoted(limit_line());
    if (run.status != 1) return "exit status " + std::to_string(run.status) + ", not 1";
    return "";
  }
  if (question == Question::Count) {
    const std::uint64_t limit = sudoku::grading::kCountLimit;
    const std::string expected = held_out.solutions >= limit ? std::to_string(limit) + "+"
                                                             : std::to_string(held_out.solutions);
    if (run.out != expected + "\n") return "counted " + quoted(run.out) + ", not " + expected;
    return "";
  }
  const int expected_status = held_out.solutions == 0 ? 1 : 0;
  if (held_out.solutions == 0) {
    if (run.out.rfind("# no solution", 0) != 0 || std::ranges::count(run.out, '\n') != 1) {
      return "answered " + quoted(run.out) + " where there is no solution";
    }
  } else {
    std::optional<sudoku::Grid> answer;
    try {
      if (std::ranges::count(run.out, '\n') == 1)
        answer = sudoku::parse_grid(run.out, sudoku::Format::Line);
    } catch (const std::invalid_argument&) {
    }
    if (!answer) return "answered " + quoted(run.out) + ", not one grid on one line";
    const sudoku::Verdict verdict = sudoku::check_solution(held_out.puzzle, *answer);
    if (!verdict.solves) return "a wrong solution: " + verdict.reason;
  }
  if (run.status != expected_status) {
    return "exit status " + std::to_string(run.status) + ", not " + std::to_string(expected_status);
  }
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> command_line(argv + 1, argv + argc);
  Request request;
  const auto read = [&](const sudoku::CommandLine& given) { request = read_request(given); };
  if (const std::optional<int> status =
          sudoku::start_program(intro(), command_line, {std::cin, std::cout, std::cerr}, read)) {
    return *status;
  }
  const sudoku::StageVariant& variant = *request.variant;
  const std::filesystem::path reference = request.reference / variant.executable;
  for (const std::filesystem::path& program : {reference, request.program}) {
    if (access(program.c_str(), X_OK) != 0) {
      std::cerr << "judge: " << program.string() << ": cannot run it: " << std::strerror(errno)
                << '\n';
      return 2;
    }
  }
  int time_outs = 0;
  sudoku::WatchedOutput out(std::cout);
  for (const HeldOut& held_out : sudoku::grading::held_out_puzzles(request.seed)) {
    const std::string input = sudoku::to_line(held_out.puzzle) + "\n";
    for (const Question question : {Question::Solve, Question::Count, Question::Limit}) {
      const std::string name =
          "heldout." + variant.name + "." + held_out.name + "." + question_name(question);
      const std::vector<std::string> args = arguments(variant, question);
      const Run expected = sudoku::grading::run_confined(reference, args, input, kReferenceLimits);
      const bool stopped = question == Question::Limit && expected.out.starts_with("# node limit");
      if (const std::string wrong = fault(held_out, question, expected, stopped); !wrong.empty()) {
        out.write("dropped\t" + name + "\tthe reference: " + wrong + "\n");
        out.flush();
        continue;
      }
      if (time_outs >= kTimeOutsBeforeGivingUp) {
        out.write("timeout\t" + name + "\tnot asked: " + std::to_string(kTimeOutsBeforeGivingUp) +
                  " questions ran out of time before\n");
        out.flush();
        continue;
      }
      const double budget = static_cast<double>(request.times) * expected.cpu_seconds;
      const int cpu =
          std::max(static_cast<int>(request.least_cpu), static_cast<int>(std::ceil(budget)));
      const Run answer = sudoku::grading::run_confined(
          request.program, args, input, {.cpu_seconds = cpu, .wall_seconds = 4 * cpu + 10});
      const std::string wrong = fault(held_out, question, answer, stopped);
      if (answer.out_of_time) ++time_outs;
      const std::string verdict = wrong.empty()        ? "passed"
                                  : answer.out_of_time ? "timeout"
                                                       : "failed";
      out.write(verdict + "\t" + name + "\t" + wrong + "\n");
      // A line at a time, as each question is judged; the grade after a failed write is lost.
      if (!out.flush()) break;
    }
    if (out.failed()) break;
  }
  if (!out.flush()) {
    std::cerr << out.failure("judge", "the results") << '\n';
    return 2;
  }
  return 0;
}
