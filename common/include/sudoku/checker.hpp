#pragma once
/// @file
/// @brief The rules of Sudoku as checks: givens that clash, values left open, and the one
/// checker that says whether a grid solves a puzzle.

#include <cstdint>
#include <optional>
#include <string>

#include "sudoku/grid.hpp"

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

/// @brief A set of values 1..64, one bit each.
struct CandidateSet {
  std::uint64_t bits = 0;  ///< bit v-1 is set when value v is in the set
  /// @brief True when the value is in the set.
  bool contains(int value) const { return (bits >> (value - 1)) & 1U; }
  /// @brief The number of values in the set.
  int size() const;
};

/// @brief The values no other cell of the cell's row, column or box holds.
CandidateSet open_values(const Grid& grid, int cell);

/// @brief What the checker says of a proposed solution.
struct Verdict {
  bool solves = false;  ///< true when the grid solves the puzzle
  std::string reason;   ///< why not, in words; empty when it solves
};

/// @brief Whether `solution` solves `puzzle`: same size, complete, every unit holds each value
/// once, and every given of the puzzle kept.
Verdict check_solution(const Grid& puzzle, const Grid& solution);

}  // namespace sudoku
