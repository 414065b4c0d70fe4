#pragma once
/// @file
/// @brief Stage 4 as a program, and as the variants the test suites and the class comparison run.

#include <vector>

#include "stage4/stage4.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/variant.hpp"

namespace sudoku::stage4 {

/// @brief A search with the contract of stage4::solve: an extension's faster one.
using Search = SolveResult (*)(const Grid& puzzle, const SolveOptions& options, const Setup& setup);

/// @brief The stage-4 program: its name, its options (--techniques, --explain, --hint), its
/// default node limit.
/// @param faster when given, the search the program uses instead of stage4::solve (an extension's,
///        such as the board made for 9x9), and the option --general-board, which declines it
StageProgram program(Search faster = nullptr);

/// @brief The default techniques, every technique, pure branching (no technique), and every
/// technique but one, for each technique in turn, with their node budgets.
std::vector<StageVariant> variants();

}  // namespace sudoku::stage4
