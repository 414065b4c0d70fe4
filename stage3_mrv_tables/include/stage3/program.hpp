#pragma once
/// @file
/// @brief Stage 3 as a program, and as the variants the test suites and the class comparison run.

#include <vector>

#include "sudoku/cli.hpp"
#include "sudoku/stage_variant.hpp"

namespace sudoku::stage3 {

/// @brief The stage-3 program: its name, its options --order and --shuffle, its default node
/// limit.
StageProgram program();

/// @brief One variant per order of the cells, with the node budgets the suites give them.
std::vector<StageVariant> variants();

}  // namespace sudoku::stage3
