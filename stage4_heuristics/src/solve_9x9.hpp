#pragma once
// Stage 4's search on a board made for the 9x9 grid (solve_9x9.cpp), which solve() takes for an
// unobserved 9x9 puzzle.

#include "stage4/heuristics.hpp"

namespace sudoku::stage4 {

// Solves a 9x9 puzzle (no solution, after 0 nodes, when givens clash), counting in `tally`, as the
// general search would, with the same techniques, schedule and branching: the same solutions,
// guesses and counts, faster. Reports no steps. `setup` says whether to guess and which value to
// try first; `techniques` are those it switches on.
SolveResult solve_9x9(const Grid& puzzle, const Setup& setup, Techniques techniques, Tally& tally);

}  // namespace sudoku::stage4
