#pragma once
// The statistics of --stats: one line per puzzle, and the running totals behind the summary.

#include <cstdint>
#include <string>

#include "sudoku/reader.hpp"
#include "sudoku/solve.hpp"
#include "sudoku/stopwatch.hpp"

namespace sudoku {

// The totals of a run, by outcome.
struct Summary {
  std::uint64_t puzzles = 0, solved = 0, unsolved = 0, limited = 0, malformed = 0;
  std::uint64_t nodes = 0;
  Elapsed time;  // spent solving, reading and printing left out

  // Adds one solve and the time it took.
  void add(const SolveResult& result, const Elapsed& solve_time);
  // Adds one input that gave no puzzle to solve (malformed, unreadable).
  void add_malformed();
  // "# 6 puzzles: 6 solved, ...; 270 nodes in 0.000372 s of solving (16138.4 puzzles/s), 0.000380 s
  // on the wall clock": the processor time first, and the rate by it.
  std::string line() const;
};

// "# easy.txt:17:1: solved, 1 solution, 45 nodes, 0 guesses, ..., 0.000253 s": one solve, with its
// processor time.
std::string statistics_line(const Location& where, const SolveResult& result,
                            const Elapsed& solve_time);

}  // namespace sudoku
