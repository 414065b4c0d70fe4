#pragma once
// The searches of stage 4, one per board, each behind one function that solve() (solve.cpp) calls:
// the same techniques, schedule and branching, so the same solutions, guesses and counts.

#include "stage4/stage4.hpp"

namespace sudoku::stage4 {

// Solves on the general board, any size (solve_general.cpp): no solution, after 0 nodes, when the
// givens clash; reports every step to an observed tally.
SolveResult solve_general(const Grid& puzzle, const Setup& setup, Techniques techniques,
                          Tally& tally);

// Solves a 9x9 puzzle on the board made for it (solve_9x9.cpp), faster, noting clashing givens as
// it reads them. Reports no steps.
SolveResult solve_9x9(const Grid& puzzle, const Setup& setup, Techniques techniques, Tally& tally);

}  // namespace sudoku::stage4
