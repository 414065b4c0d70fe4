#include "sudoku/solve.hpp"

namespace sudoku {

std::string_view outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::Solved:
      return "solved";
    case Outcome::NoSolution:
      return "no solution";
    case Outcome::LimitReached:
      return "node limit reached";
  }
  return "?";
}

Tally::Tally(const Grid& puzzle, const SolveOptions& options)
    : options_(options),
      max_solutions_(options.max_solutions == 0 ? 1 : options.max_solutions),
      result_{Outcome::NoSolution, 0, Grid(puzzle.box()), {}} {}

bool Tally::spend_node() {
  if (options_.node_limit != 0 && result_.stats.nodes >= options_.node_limit) {
    limit_reached_ = true;
    return false;
  }
  ++result_.stats.nodes;
  return true;
}

bool Tally::record_solution(const Grid& solution) {
  if (solutions_ == 0) result_.first_solution = solution;
  ++solutions_;
  if (options_.on_solution) options_.on_solution(solution);
  return stopped();
}

SolveResult Tally::finish() {
  result_.solutions = solutions_;
  if (limit_reached_) {
    result_.outcome = Outcome::LimitReached;
  } else {
    result_.outcome = solutions_ > 0 ? Outcome::Solved : Outcome::NoSolution;
  }
  return result_;
}

}  // namespace sudoku
