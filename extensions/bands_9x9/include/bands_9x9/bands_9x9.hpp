#pragma once
/// @file
/// @brief An extension beside appendix A: a solver made for the 9x9 grid alone, that keeps each
/// digit's places as three 27-bit words, one per band, and finds every single at once with a few
/// operations on words (appendix G of the workbook). Beyond singles it applies locked candidates
/// alone; it counts solutions up to a limit as every solver does, in an order of its own.

#include <span>
#include <vector>

#include "sudoku/solve.hpp"
#include "sudoku/stage_variant.hpp"

namespace sudoku::bands_9x9 {

/// @brief The instructions the search runs on. It is compiled twice on x86-64 processors: for all
/// of them (SSE2), and for those with AVX2, BMI1, BMI2 and POPCNT; elsewhere, once.
enum class Instructions {
  Widest,   ///< the widest copy the processor runs
  Portable  ///< the copy every processor runs, even where the other would run
};

/// @brief The parts of the solver, each a step of appendix G's ladder: a part switched off shows
/// what it buys (the ablation variants).
struct Parts {
  bool locked_candidates = true;  ///< pointing and claiming, when the singles run out
  bool scored_branching = true;   ///< among the cells with fewest candidates, the most telling
  /// @brief The copy of the search that runs: a benchmark forces each to compare them.
  Instructions instructions = Instructions::Widest;
};

/// @brief Solves a 9x9 puzzle on the digits' band words: singles, then locked candidates, then a
/// guess in a cell with the fewest candidates, copying the words at each guess. Nodes are the
/// values placed (deduced or guessed). A puzzle of another size, or a solve whose steps someone
/// observes, goes to appendix A's board (board_9x9::solve), which reports them.
/// @param puzzle the puzzle, any size
/// @param options how many solutions to look for, the node limit, the stop flag
/// @param parts the parts of the solver that run
/// @return the outcome, the solutions counted, the first, and the nodes, guesses and deductions
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {}, Parts parts = {});

/// @brief Whether a puzzle has a solution other than the one known, one that differs from it in
/// one of `cells`: each other candidate of those cells placed in turn, and a solution looked for
/// on the words, to the end (they need no node limit on 9x9 grids). Stage 5's minimal dig takes it
/// for its checks (stage5::MinimalRecipe::checks). A grid of another size is checked on appendix
/// A's board.
/// @param puzzle the puzzle
/// @param solution one of its solutions
/// @param cells empty cells of the puzzle
/// @return true when `puzzle` has a solution other than `solution` that differs from it in one
///         of `cells`
bool has_other_solution(const Grid& puzzle, const Grid& solution, std::span<const int> cells);

/// @brief The extension as the suites and the class comparison run it, on 9x9 puzzles: the
/// solver, and each step of the ladder as an ablation (a part switched off).
std::vector<StageVariant> variants();

}  // namespace sudoku::bands_9x9
