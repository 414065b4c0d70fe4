#pragma once
// The statistics of --stats: one line per puzzle, and the running totals behind the summary.

#include <cstdint>
#include <string>

#include "sudoku/reader.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {

// The totals of a run, by outcome.
struct Summary {
  std::uint64_t puzzles = 0, solved = 0, unsolved = 0, limited = 0, malformed = 0;
  std::uint64_t nodes = 0;
  double seconds = 0;  // spent solving, reading and printing left out

  // Adds one solve.
  void add(const SolveResult& result, double seconds);
  // Adds one input that gave no puzzle to solve (malformed, unreadable).
  void add_malformed();
  // "# 6 puzzles: 6 solved, ...; 270 nodes in 0.000372 s of solving (16138.4 puzzles/s)".
  std::string line() const;
};

// "# easy.txt:17:1: solved, 1 solution, 45 nodes, 0 guesses, ..., 0.000253 s": one solve.
std::string statistics_line(const Location& where, const SolveResult& result, double seconds);

}  // namespace sudoku
