#pragma once
/// @file
/// @brief Stage 4 as a program, and as the variants the test suites and the class comparison run.

#include <vector>

#include "sudoku/cli.hpp"
#include "sudoku/variant.hpp"

namespace sudoku::stage4 {

/// @brief The stage-4 program: its name, its option --techniques, its default node limit.
StageProgram program();

/// @brief Every technique, pure branching (no technique), and every technique but one, for each
/// technique in turn, with their node budgets.
std::vector<StageVariant> variants();

}  // namespace sudoku::stage4
