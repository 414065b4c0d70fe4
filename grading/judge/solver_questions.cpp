// A solver stage's questions, and what a right answer to each is: the grid checked, the count
// exact, the node limit's line.

#include "solver_questions.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "held_out.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"

namespace sudoku::grading {

namespace {

// The three questions asked of each puzzle.
enum class Query { Solve, Count, Limit };

// The arguments that ask a question of the variant's program.
std::vector<std::string> arguments(const StageVariant& variant, Query query) {
  std::vector<std::string> args = variant.flags;
  switch (query) {
    case Query::Solve:
      args.insert(args.end(), {"--to", "line"});
      break;
    case Query::Count:
      args.insert(args.end(), {"--count", "--limit", std::to_string(kCountLimit)});
      break;
    case Query::Limit:
      args.insert(args.end(), {"--to", "line", "--node-limit", std::to_string(kLimitNodes)});
      break;
  }
  return args;
}

// "solve", "count", "limit": a question as its name says it.
const char* query_name(Query query) {
  switch (query) {
    case Query::Solve:
      return "solve";
    case Query::Count:
      return "count";
    case Query::Limit:
      return "limit";
  }
  return "";
}

// The line a stage's program writes, with status 1, when the limit question's limit stops it.
std::string limit_line() {
  return "# node limit reached after " + std::to_string(kLimitNodes) + " nodes\n";
}

// What is wrong with a count, or "".
std::string count_fault(const HeldOut& held_out, const Run& run) {
  const std::string expected = held_out.solutions >= kCountLimit
                                   ? std::to_string(kCountLimit) + "+"
                                   : std::to_string(held_out.solutions);
  if (run.out != expected + "\n") return "counted " + quoted(run.out) + ", not " + expected;
  return "";
}

// What is wrong with a solve's answer, or "": the one grid that solves the puzzle, or the line
// that says there is none, with the status that goes with it.
std::string solve_fault(const HeldOut& held_out, const Run& run) {
  if (held_out.solutions == 0) {
    if (run.out.rfind("# no solution", 0) != 0 || std::ranges::count(run.out, '\n') != 1) {
      return "answered " + quoted(run.out) + " where there is no solution";
    }
  } else {
    std::optional<Grid> answer;
    try {
      if (std::ranges::count(run.out, '\n') == 1) answer = parse_grid(run.out, Format::Line);
    } catch (const std::invalid_argument&) {
    }
    if (!answer) return "answered " + quoted(run.out) + ", not one grid on one line";
    const sudoku::Verdict verdict = check_solution(held_out.puzzle, *answer);
    if (!verdict.solves) return "a wrong solution: " + verdict.reason;
  }
  const int expected_status = held_out.solutions == 0 ? 1 : 0;
  if (run.status != expected_status) {
    return "exit status " + std::to_string(run.status) + ", not " + std::to_string(expected_status);
  }
  return "";
}

// What is wrong with an answer to `query` on `held_out`, or "". A limit question is judged as a
// solve unless the reference stopped at the limit: then the answer must say the same.
std::string fault(const HeldOut& held_out, Query query, const Run& run, const Run& reference) {
  if (std::string wrong = run_fault(run); !wrong.empty()) return wrong;
  if (query == Query::Limit && reference.out.starts_with("# node limit")) {
    if (run.out != limit_line())
      return "answered " + quoted(run.out) + ", not " + quoted(limit_line());
    if (run.status != 1) return "exit status " + std::to_string(run.status) + ", not 1";
    return "";
  }
  return query == Query::Count ? count_fault(held_out, run) : solve_fault(held_out, run);
}

}  // namespace

std::vector<Question> solver_questions(const StageVariant& variant, std::uint64_t seed) {
  std::vector<Question> questions;
  for (const HeldOut& held_out : held_out_puzzles(seed)) {
    for (const Query query : {Query::Solve, Query::Count, Query::Limit}) {
      questions.push_back(
          {.name = "heldout." + variant.name + "." + held_out.name + "." + query_name(query),
           .args = arguments(variant, query),
           .input = to_line(held_out.puzzle) + "\n",
           .fault = [held_out, query](const Run& run, const Run& reference, const Answers&) {
             return fault(held_out, query, run, reference);
           }});
    }
  }
  return questions;
}

}  // namespace sudoku::grading
