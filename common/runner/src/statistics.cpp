// The lines of --stats.

#include "statistics.hpp"

#include <cstdio>
#include <string_view>

#include "sudoku/figures.hpp"

namespace sudoku {

namespace {

// Seconds with microsecond precision, as the statistics print them.
std::string precise_seconds(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6f s", seconds);
  return text;
}

}  // namespace

void Summary::add(const SolveResult& result, const Elapsed& solve_time) {
  ++puzzles;
  time += solve_time;
  nodes += result.stats.nodes;
  switch (result.outcome) {
    case Outcome::Solved:
      ++solved;
      break;
    case Outcome::NoSolution:
      ++unsolved;
      break;
    case Outcome::LimitReached:
      ++limited;
      break;
  }
}

void Summary::add_malformed() {
  ++puzzles;
  ++malformed;
}

std::string Summary::line() const {
  const double rate = time.cpu > 0 ? static_cast<double>(puzzles - malformed) / time.cpu : 0;
  char rate_text[32];
  std::snprintf(rate_text, sizeof rate_text, "%.1f", rate);
  return "# " + std::to_string(puzzles) + (puzzles == 1 ? " puzzle: " : " puzzles: ") +
         std::to_string(solved) + " solved, " + std::to_string(unsolved) + " without solution, " +
         std::to_string(limited) + " stopped by the node limit, " + std::to_string(malformed) +
         " malformed; " + counted(nodes, "nodes") + " in " + precise_seconds(time.cpu) +
         " of solving (" + rate_text + " puzzles/s), " + precise_seconds(time.wall) +
         " on the wall clock";
}

std::string statistics_line(const Location& where, const SolveResult& result,
                            const Elapsed& solve_time) {
  std::string line = "# " + to_string(where) + ": " + std::string(outcome_name(result.outcome)) +
                     ", " + counted(result.solutions, "solutions") + ", " +
                     counted(result.stats.nodes, "nodes") + ", " +
                     counted(result.stats.guesses, "guesses") + ", " +
                     counted(result.stats.deductions, "deductions") + ", " +
                     counted(result.stats.backtracks, "backtracks") + ", ";
  for (const Counter& counter : result.stats.counters) {
    line.append(counted(counter.count, counter.name)).append(", ");
  }
  return line + precise_seconds(solve_time.cpu);
}

}  // namespace sudoku
