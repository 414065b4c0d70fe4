#pragma once
/// @file
/// @brief The search that settles the uniqueness checks stage 4's search gives up on: one that
/// learns a clause from each dead end (conflict-driven clause learning, as SAT solvers do), so
/// that it never walks into the same dead end twice. See the chapter, "Proofs that learn".

#include <span>

#include "sudoku/grid.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::stage5 {

/// @brief Another solution of a puzzle than the one known, found or proven not to exist.
/// @param puzzle the puzzle
/// @param solution one of its solutions
/// @param cells empty cells of the puzzle: the other solution must differ from `solution` in at
///        least one of them
/// @return Outcome::Solved with that solution, or Outcome::NoSolution when there is none (the
///         puzzle then has `solution` as its only solution with those cells as they are in it);
///         stats.guesses counts the search's guesses and stats.backtracks its dead ends
SolveResult find_other_solution(const Grid& puzzle, const Grid& solution,
                                std::span<const int> cells);

}  // namespace sudoku::stage5
