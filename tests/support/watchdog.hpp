#pragma once
// A solve that makes no progress ends its test program within seconds, with the puzzle it was on
// printed, instead of hanging until ctest's time-out: a student's search that loops without
// trying a value would otherwise cost minutes per test.

#include <chrono>

#include "sudoku/grid.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::testing {

// How long a solve may go without spending a node: a working search spends one every few
// microseconds, so this is only ever reached by a search that no longer moves.
inline constexpr std::chrono::seconds kQuietLimit{5};

// Returns solve(puzzle, options), watched from another thread: if no node is spent for `quiet`,
// prints the test's name and the puzzle to standard error and ends the program with status 1.
SolveResult solve_watched(const SolveFunction& solve, const Grid& puzzle, SolveOptions options,
                          std::chrono::milliseconds quiet = kQuietLimit);

}  // namespace sudoku::testing
