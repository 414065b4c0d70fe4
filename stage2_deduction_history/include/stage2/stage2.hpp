#pragma once
/// @file
/// @brief Stage 2, after the student group's report (seed 000): deduce before guessing, and
/// backtrack by walking back one history of assignments. The entry point; the parts are in
/// board.hpp, history.hpp, solver.hpp and display.hpp.

#include <cstdint>
#include <iosfwd>

#include "sudoku/grid.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::stage2 {

/// @brief The node limit of the stage-2 executable on a 9x9 grid when none is given: thousands
/// of times what the hardest 9x9 puzzle of the catalog needs. Larger grids get as many nodes per
/// cell (see sudoku::default_node_limit).
inline constexpr std::uint64_t kDefaultNodeLimit = 100'000'000;

/// @brief How back_play() revises the last guess.
enum class BackPlay {
  RemembersTried,  ///< the tile's next untried value (the workbook's fix)
  ForgetsTried     ///< the source's way: only the last value is struck, so earlier failed
                   ///< values come back; it can loop until the node limit, and recount solutions
};

/// @brief What to narrate while solving, for a person following a solve step by step.
struct Trace {
  std::ostream* out = nullptr;  ///< where to write ('#' lines); no trace when null
  bool candidates = false;      ///< before each guess, where each value is possible
  bool units = false;           ///< with each hidden single, the unit it was found in
};

/// @brief How stage 2 runs, beyond the options every stage shares.
struct Setup {
  BackPlay back_play = BackPlay::RemembersTried;  ///< the fix, or the source's flaw
  Trace trace = {};                               ///< what to narrate, if anything
};

/// @brief Solves by deductions (naked and hidden singles) and guesses, undoing a wrong guess
/// through the history.
/// @param puzzle the puzzle, any size from 1x1 to 64x64
/// @param options how many solutions to look for and the node limit
/// @param setup the back-play rule and the trace
/// @return the outcome, the solutions found and the work done: every assignment is a node,
///         counted as a guess or a deduction; every guess undone is a backtrack
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {}, const Setup& setup = {});

}  // namespace sudoku::stage2
