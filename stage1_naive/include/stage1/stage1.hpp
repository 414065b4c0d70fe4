#pragma once
/// @file
/// @brief Stage 1, after the first source document (seed 001, with 002's baseline and 003's
/// iterative form): naive backtracking. Cells are filled in reading order, values tried from 1 to
/// side in order, and a value is allowed when a scan of its row, column and box does not find it.

#include <cstdint>

#include "sudoku/grid.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::stage1 {

/// @brief The node limit of the stage-1 executable on a 9x9 grid when none is given: fourteen
/// times what the grid built against this order needs (chapter 1 says how long that takes).
/// Larger grids get as many nodes per cell (see sudoku::default_node_limit).
inline constexpr std::uint64_t kDefaultNodeLimit = 1'000'000'000;

/// @brief Solves by recursion: fill the cell at a position, then solve from the next position.
/// @param puzzle the puzzle, any size from 1x1 to 64x64
/// @param options how many solutions to look for and the node limit
/// @return the outcome, the solutions found and the work done (every placement counts as a node
///         and as a guess: this stage deduces nothing)
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {});

/// @brief Solves by the loop "try the next value here; if none is left, step back one cell".
/// Explores exactly the same tree as solve(), in the same order, without recursion.
/// @param puzzle the puzzle, any size from 1x1 to 64x64
/// @param options how many solutions to look for and the node limit
/// @return the same result as solve()
SolveResult solve_iterative(const Grid& puzzle, const SolveOptions& options = {});

}  // namespace sudoku::stage1
