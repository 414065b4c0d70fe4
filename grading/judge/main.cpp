// judge: a stage's program asked the held-out questions of a seed, one process per question, each
// answer checked here, outside the program. The grade of a stage comes from these lines and from
// the test results the grader reads itself (grading/grade_class.sh).
//
//   judge --stage stage1 [--form iterative] --program alice/bin/stage1_naive --reference ref/bin
//         [--seed S] [--times N] [--least-cpu S] [--run-as USER]
//
// A solver stage is asked to solve, count and solve within a node limit each held-out puzzle
// (solver_questions.hpp); stage 5, the generator, to make puzzles of several kinds
// (generator_questions.hpp). A form is run with the flags of its variant (stage1_iterative:
// --iterative); a stage without forms, or a form without a variant, as the program runs by
// default. The reference program of the same variant answers each question first, and its
// processor time sets the student's limit: --times times it, at least --least-cpu seconds. A
// question the reference does not answer right is the grader's error, not the student's: the
// judge stops there with status 2 and says so (a handout's reference is a starter kit, which
// answers nothing). Each question gives a line on standard output,
//
//   STATUS<TAB>heldout.VARIANT.PUZZLE.QUESTION<TAB>DETAIL
//
// STATUS passed, failed or timeout. After two time-outs the other questions are not asked
// (timeout, "not asked"). Run as root, the judge runs the program as --run-as's user, who
// cannot write the reference or the catalog; the reference programs run as the judge.

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "confined_run.hpp"
#include "generator_questions.hpp"
#include "registry.hpp"
#include "solver_questions.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/files.hpp"
#include "sudoku/options.hpp"

namespace {

using sudoku::grading::Answers;
using sudoku::grading::Limits;
using sudoku::grading::Question;
using sudoku::grading::Run;

// The stage judged by generator_questions(); the others are the registry's solver stages.
constexpr std::string_view kGeneratorStage = "stage5";

// Its program, in the reference's folder and the student's build.
constexpr std::string_view kGeneratorProgram = "stage5_generator";

// What the command line asks.
struct Request {
  std::string stage;
  const sudoku::StageVariant* variant = nullptr;  // a solver stage's variant judged
  std::filesystem::path program;
  std::filesystem::path reference;
  std::uint64_t seed = 1;
  std::uint64_t times = 20;
  std::uint64_t least_cpu = 5;
  std::optional<sudoku::grading::Account>
      account;  // the user the program runs as, if not the judge
};

// The time-outs after which nothing more is asked.
constexpr int kTimeOutsBeforeGivingUp = 2;

// The limits the reference runs under: far beyond what it needs.
constexpr Limits kReferenceLimits{.cpu_seconds = 60, .wall_seconds = 300, .account = std::nullopt};

// The options, as a table (sudoku/options.hpp).
std::vector<sudoku::OptionSection> table() {
  std::vector<std::string> stages;
  for (const sudoku::StageVariant& variant : sudoku::stage_variants()) {
    if (std::ranges::count(stages, variant.stage) == 0) stages.push_back(variant.stage);
  }
  stages.emplace_back(kGeneratorStage);
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
             .least = 1},
            {.name = "--run-as",
             .help = "the user the program runs as, when the judge runs as root",
             .type = sudoku::OptionType::Text,
             .placeholder = "USER"}}},
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
      "A stage's program asked the held-out questions of a seed, each answer checked.\n\n",
      table());
}

// What the options given ask for; throws UsageError for a mistake.
Request read_request(const sudoku::CommandLine& given) {
  Request request;
  for (const char* needed : {"--stage", "--program", "--reference"}) {
    if (!given.has(needed)) throw sudoku::UsageError(std::string("give ") + needed);
  }
  request.stage = given.text("--stage");
  if (request.stage != kGeneratorStage) {
    request.variant = variant_of(request.stage, given.text("--form"));
  }
  // Absolute, since each run starts in a folder of its own.
  request.program = std::filesystem::absolute(given.text("--program"));
  request.reference = std::filesystem::absolute(given.text("--reference"));
  request.seed = given.number("--seed", request.seed);
  request.times = given.number("--times", request.times);
  request.least_cpu = given.number("--least-cpu", request.least_cpu);
  if (!given.operands().empty()) throw sudoku::UsageError("judge reads no file");
  if (given.has("--run-as")) {
    const std::string name = given.text("--run-as");
    request.account = sudoku::grading::account_named(name);
    if (!request.account) throw sudoku::UsageError("--run-as: no user is named '" + name + "'");
    if (geteuid() != 0) throw sudoku::UsageError("--run-as: only a judge run as root can");
  }
  return request;
}

// The questions of the stage asked, and the reference program that answers them first.
std::vector<Question> questions_of(const Request& request, std::filesystem::path& reference) {
  if (request.variant == nullptr) {
    reference = request.reference / kGeneratorProgram;
    return sudoku::grading::generator_questions(request.seed);
  }
  reference = request.reference / request.variant->executable;
  return sudoku::grading::solver_questions(*request.variant, request.seed);
}

// Why the judge cannot go on: the reference answered a question wrong.
struct ReferenceFault {
  std::string question;  ///< the question's name
  std::string fault;     ///< what was wrong with the reference's answer
};

// Asks each question of the reference, then of the program, under a limit the reference's time
// sets, and writes a line per question. Returns false when a line could not be written; throws
// ReferenceFault when the reference answers a question wrong.
bool ask(const std::vector<Question>& questions, const std::filesystem::path& reference,
         const Request& request, sudoku::WatchedOutput& out) {
  Answers expected, given;
  int time_outs = 0;
  for (const Question& question : questions) {
    const Run model =
        sudoku::grading::run_confined(reference, question.args, question.input, kReferenceLimits);
    expected[question.name] = model.out;
    if (std::string refused = question.fault(model, model, expected); !refused.empty()) {
      throw ReferenceFault{.question = question.name, .fault = std::move(refused)};
    }
    if (time_outs >= kTimeOutsBeforeGivingUp) {
      out.write("timeout\t" + question.name + "\tnot asked: " +
                std::to_string(kTimeOutsBeforeGivingUp) + " questions ran out of time before\n");
    } else {
      const double budget = static_cast<double>(request.times) * model.cpu_seconds;
      const int cpu =
          std::max(static_cast<int>(request.least_cpu), static_cast<int>(std::ceil(budget)));
      const Run answer = sudoku::grading::run_confined(
          request.program, question.args, question.input,
          {.cpu_seconds = cpu, .wall_seconds = 4 * cpu + 10, .account = request.account});
      given[question.name] = answer.out;
      const std::string wrong = question.fault(answer, model, given);
      if (answer.out_of_time) ++time_outs;
      const std::string verdict = wrong.empty()        ? "passed"
                                  : answer.out_of_time ? "timeout"
                                                       : "failed";
      out.write(verdict + "\t" + question.name + "\t" + wrong + "\n");
    }
    // A line at a time, as each question is judged; the grade after a failed write is lost.
    if (!out.flush()) return false;
  }
  return true;
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
  std::filesystem::path reference;
  const std::vector<Question> questions = questions_of(request, reference);
  for (const std::filesystem::path& program : {reference, request.program}) {
    if (access(program.c_str(), X_OK) != 0) {
      std::cerr << "judge: " << program.string() << ": cannot run it: " << std::strerror(errno)
                << '\n';
      return 2;
    }
  }
  sudoku::WatchedOutput out(std::cout);
  try {
    if (!ask(questions, reference, request, out) || !out.flush()) {
      std::cerr << out.failure("judge", "the results") << '\n';
      return 2;
    }
  } catch (const ReferenceFault& wrong) {
    std::cerr << "judge: the reference " << reference.string() << " answers " << wrong.question
              << " wrong (" << wrong.fault << "), so no answer can be judged: judge with the "
              << "programs of a build of the workbook, not of a handout, whose stages are the "
              << "starter kits\n";
    return 2;
  }
  return 0;
}
