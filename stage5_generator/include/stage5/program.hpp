#pragma once
/// @file
/// @brief Stage 5 as a program: its options, and a run that writes the puzzles it makes.

#include <span>
#include <string>

#include "sudoku/cli.hpp"

namespace sudoku::stage5 {

/// @brief Runs the generator's command line: makes the puzzles asked for and writes them.
/// @param args the arguments after the program name
/// @param console where to write (nothing is read)
/// @return 0, or 2 for a usage error or a failed write
int run_program(std::span<const std::string> args, const Console& console);

}  // namespace sudoku::stage5
