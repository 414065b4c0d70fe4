#pragma once
/// @file
/// @brief Stage 1 as a program, and as the variants the test suites and the class comparison run.

#include <vector>

#include "sudoku/cli.hpp"
#include "sudoku/stage_variant.hpp"

namespace sudoku::stage1 {

/// @brief The stage-1 program: its name, its option --iterative, its default node limit.
StageProgram program();

/// @brief The recursive and the iterative forms, with the node budgets the suites give them.
std::vector<StageVariant> variants();

}  // namespace sudoku::stage1
