#pragma once
/// @file
/// @brief The extension in stage 4's program: the options --explain and --hint.

#include "stage4/program.hpp"

namespace sudoku::explain {

/// @brief --explain (the log of each solve before its answer, write_log()) and --hint (the next
/// step instead of each answer, write_hint()), for stage4::Extensions::narration.
stage4::ProgramExtension narration();

}  // namespace sudoku::explain
