#pragma once
/// @file
/// @brief An extension of stage 4: the same search on a board made for the 9x9 grid. Stage 4's
/// board serves every size, through spans, value sets and a trail; this one knows its size, keeps
/// its cells in fixed arrays of 9-bit masks, and is copied at each guess. It finds the same
/// solutions after the same steps, and counts the same, faster (appendix A of the workbook).

#include <vector>

#include "stage4/stage4.hpp"
#include "sudoku/stage_variant.hpp"

namespace sudoku::board_9x9 {

/// @brief Solves as stage4::solve does, with the same solutions and the same statistics: a 9x9
/// puzzle on the board made for 9x9, unless someone observes the steps (only stage 4's board
/// reports them); any other puzzle through stage4::solve.
/// @param puzzle the puzzle, any size from 1x1 to 64x64
/// @param options how many solutions to look for, the node limit, the step observer
/// @param setup the techniques, as for stage4::solve
/// @return what stage4::solve returns for the same puzzle, options and setup
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {},
                  const stage4::Setup& setup = {});

/// @brief The extension as the suites and the class comparison run it: stage 4's default
/// techniques, on 9x9 puzzles.
std::vector<StageVariant> variants();

}  // namespace sudoku::board_9x9
