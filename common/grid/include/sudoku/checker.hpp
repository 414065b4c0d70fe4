#pragma once
/// @file
/// @brief The rules of Sudoku as checks: givens that clash, values left open, and the one
/// checker that says whether a grid solves a puzzle.

#include <optional>
#include <string>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/values.hpp"

namespace sudoku {

/// @brief Two cells of one unit holding the same value.
struct Conflict {
  int value;   ///< the repeated value
  Unit unit;   ///< the row, column or box where it repeats
  int first;   ///< the first cell holding it, in reading order
  int second;  ///< the second cell holding it
};

/// @brief The first repeated value in the grid's rows, then columns, then boxes, if any.
std::optional<Conflict> find_conflict(const Grid& grid);

/// @brief A conflict in words: "two 7s in row 1 (r1c2 and r1c8)".
std::string describe(const Grid& grid, const Conflict& conflict);

/// @brief The values no other cell of the cell's row, column or box holds.
ValueSet open_values(const Grid& grid, int cell);

/// @brief What the checker says of a proposed solution.
struct Verdict {
  bool solves = false;  ///< true when the grid solves the puzzle
  std::string reason;   ///< why not, in words; empty when it solves
};

/// @brief Whether `solution` solves `puzzle`: same size, complete, every unit holds each value
/// once, and every given of the puzzle kept.
Verdict check_solution(const Grid& puzzle, const Grid& solution);

}  // namespace sudoku
