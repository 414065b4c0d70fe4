#pragma once
/// @file
/// @brief Stage 2 as a program, and as the variant the test suites and the class comparison run.

#include <vector>

#include "sudoku/cli.hpp"
#include "sudoku/variant.hpp"

namespace sudoku::stage2 {

/// @brief The stage-2 program: its name, its options --trace and --as-source, its default node
/// limit.
StageProgram program();

/// @brief The workbook's stage 2 (the source's back-play fixed), with its node budget.
std::vector<StageVariant> variants();

}  // namespace sudoku::stage2
