// The answer of one puzzle, one function per output mode.

#include "report.hpp"

#include "sudoku/checker.hpp"

namespace sudoku {

namespace {

// "5", or "5+" when the search stopped at max_solutions and there may be more.
std::string count_text(const SolveResult& result, std::uint64_t max_solutions) {
  const bool capped = result.solutions >= max_solutions && max_solutions != kAllSolutions;
  return std::to_string(result.solutions) + (capped ? "+" : "");
}

}  // namespace

std::string why_not_solved(const Grid& puzzle, const SolveResult& result, AnswerMode mode) {
  switch (result.outcome) {
    case Outcome::Solved:
      return "";
    case Outcome::LimitReached: {
      std::string why = "node limit reached after " + std::to_string(result.stats.nodes) + " nodes";
      if (mode != AnswerMode::Solve)
        why += " and " + std::to_string(result.solutions) + " solutions";
      return why;
    }
    case Outcome::NoSolution:
      if (const auto conflict = find_conflict(puzzle)) {
        return "no solution: the givens break a rule, " + describe(puzzle, *conflict);
      }
      return "no solution";
  }
  return "";
}

void answer_solution(Answers& answers, const SolveResult& result, const std::string& why_not,
                     OutputFormat format) {
  if (why_not.empty()) {
    answers.grid(result.first_solution, format);
  } else {
    answers.line("# " + why_not);
  }
}

void answer_count(Answers& answers, const SolveResult& result, std::uint64_t max_solutions,
                  const std::string& why_not) {
  // No solution is a count too: 0. Only a search the node limit stopped has no count to give.
  if (result.outcome == Outcome::LimitReached) {
    answers.line("# " + why_not);
  } else {
    answers.line(count_text(result, max_solutions));
  }
}

void answer_all(Answers& answers, const SolveResult& result, std::uint64_t max_solutions,
                const std::string& why_not) {
  if (result.outcome == Outcome::Solved) {
    answers.line("# " + count_text(result, max_solutions) +
                 (result.solutions == 1 ? " solution" : " solutions"));
  } else {
    answers.line("# " + why_not);
  }
}

}  // namespace sudoku
