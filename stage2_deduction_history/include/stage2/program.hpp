#pragma once
/// @file
/// @brief Stage 2 as a program, and as the variant the test suites and the class comparison run.

#include <vector>

#include "sudoku/cli.hpp"
#include "sudoku/stage_variant.hpp"

namespace sudoku::stage2 {

/// @brief The stage-2 program: its name, its options --trace and --as-source, its default node
/// limit.
StageProgram program();

/// @brief The workbook's stage 2 (the source's back-play fixed), with its node budget.
std::vector<StageVariant> variants();

/// @brief Stage 2 with the source's back-play (--as-source), which forgets the values it tried
/// and can loop until its node limit: a lesson for the replay page to show, which no test suite
/// or comparison runs as a solver.
StageVariant source_variant();

}  // namespace sudoku::stage2
