#pragma once
/// @file
/// @brief Stage 2's displays, for following a solve: the history, where each value is possible
/// (the source's `disp_possible`) and one unit (its `disp_subset`).

#include <cstddef>
#include <string>

#include "stage2/board.hpp"
#include "stage2/history.hpp"
#include "sudoku/steps.hpp"
#include "sudoku/symbols.hpp"  // symbols_of, for a set of candidates

namespace sudoku::stage2 {

/// @brief One assignment as the history prints it: "12 guess r4c1 = 3".
/// @param board the board, for cell names and symbols
/// @param number the assignment's position in the history, from 1
/// @param assignment the assignment
std::string history_line(const Board& board, std::size_t number, const Assignment& assignment);

/// @brief One step of a solve as the trace prints it: "12 guess r4c1 = 3 (candidates 358, tried
/// 3)", "contradiction: 7 has no place in row 3", "back_play: undo assignments 15 to 12, ...".
/// @param board the board, for cell names and symbols
/// @param number the history position of a placement or guess, or of the guess a backtrack
///        undid, from 1
/// @param step the step
std::string step_line(const Board& board, std::size_t number, const Step& step);

/// @brief For each value, a small grid of the board: the value where it is placed, '+' where it
/// is possible, '-' where it is not, '.' where another value is placed; views side by side.
/// @param board the board
/// @return the lines of the views, each ending with a newline
std::string possible_view(const Board& board);

/// @brief One unit on one line: each tile's value, or its candidates in braces.
/// @param board the board
/// @param unit the unit's number in board.geometry()
/// @return "row 6: {127} 9 {12} ..."
std::string unit_view(const Board& board, int unit);

}  // namespace sudoku::stage2
