#pragma once
// Stage 4's search, behind the one function that solve() (solve.cpp) calls once it has chosen the
// techniques and set up the tally.

#include "stage4/stage4.hpp"

namespace sudoku::stage4 {

// Solves on the board (solve_general.cpp), any size: no solution, after 0 nodes, when the givens
// clash; reports every step to an observed tally.
SolveResult solve_general(const Grid& puzzle, const Setup& setup, Techniques techniques,
                          Tally& tally);

}  // namespace sudoku::stage4
