#include "sudoku/solve.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <ostream>
#include <utility>

#include "sudoku/names.hpp"

namespace sudoku {

std::uint64_t node_limit_for_size(std::uint64_t limit, int side) {
  const std::uint64_t cells = static_cast<std::uint64_t>(side) * static_cast<std::uint64_t>(side);
  if (cells <= 81 || limit == 0) return limit;
  // limit * 81 / cells, without overflowing on a huge limit.
  const std::uint64_t scaled = limit <= UINT64_MAX / 81 ? limit * 81 / cells : limit / cells * 81;
  return std::max<std::uint64_t>(1, scaled);
}

std::string_view outcome_name(Outcome outcome) {
  static constexpr std::array<Named<Outcome>, 3> kNames{
      {{Outcome::Solved, "solved"},
       {Outcome::NoSolution, "no solution"},
       {Outcome::LimitReached, "node limit reached"}}};
  return name_in(kNames, outcome);
}

std::ostream& operator<<(std::ostream& out, Outcome outcome) {
  return out << outcome_name(outcome);
}

std::ostream& operator<<(std::ostream& out, const SolveResult& result) {
  return out << result.outcome << ", " << result.solutions
             << (result.solutions == 1 ? " solution, " : " solutions, ") << result.stats.nodes
             << " nodes (" << result.stats.guesses << " guesses, " << result.stats.deductions
             << " deductions, " << result.stats.backtracks << " backtracks)";
}

void SolveStats::add(std::string_view name, std::uint64_t amount) {
  for (Counter& counter : counters) {
    if (counter.name == name) {
      counter.count += amount;
      return;
    }
  }
  counters.push_back({name, amount});
}

Tally::Tally(const Grid& puzzle, SolveOptions options)
    : options_(std::move(options)),
      max_solutions_(options_.max_solutions == 0 ? 1 : options_.max_solutions),
      result_{Outcome::NoSolution, 0, Grid(puzzle.box()), {}} {}

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
  return std::move(result_);
}

}  // namespace sudoku
