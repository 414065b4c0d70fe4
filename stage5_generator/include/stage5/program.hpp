#pragma once
/// @file
/// @brief Stage 5 as a program: its options, and a run that writes the puzzles it makes.

#include <span>
#include <string>

#include "stage5/stage5.hpp"
#include "sudoku/cli.hpp"

namespace sudoku::stage5 {

/// @brief The generator's command line, as program_main() runs it: makes the puzzles asked for
/// and writes them (0), or rates puzzles with --rate; 2 for a usage error or a failed write.
/// @param last_checks how minimal digs settle their last checks (MinimalRecipe::last_checks):
///        null for stage 4's search, to the end
ProgramRun program(OtherSolutionSearch last_checks = nullptr);

}  // namespace sudoku::stage5
