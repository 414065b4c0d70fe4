#pragma once
/// @file
/// @brief An extension of stage 5: the search that settles the uniqueness checks of a minimal dig
/// that stage 4's search gives up on, one that learns a clause from each dead end (conflict-driven
/// clause learning, as SAT solvers do), so that it never walks into the same dead end twice. It
/// makes minimal puzzles above 16x16 a matter of minutes (appendix B of the workbook).

#include <span>

#include "sudoku/grid.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::learning_search {

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

/// @brief The same as a yes or no, in the form stage 5's minimal dig takes for its last checks
/// (stage5::MinimalRecipe::last_checks).
/// @return true when `puzzle` has a solution other than `solution` that differs from it in one
///         of `cells`
bool has_other_solution(const Grid& puzzle, const Grid& solution, std::span<const int> cells);

}  // namespace sudoku::learning_search
