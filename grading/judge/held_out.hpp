#pragma once
/// @file
/// @brief The held-out puzzles of a grading run: made afresh from the instructor's seed, so that
/// no answer can be looked up in the workbook, each with the number of solutions it has.

#include <cstdint>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku::grading {

/// @brief Solutions are counted up to this many, as `--count --limit 100` counts them; a count
/// that reaches it is written "100+".
inline constexpr std::uint64_t kCountLimit = 100;

/// @brief One held-out puzzle and what it should give.
struct HeldOut {
  std::string name;             ///< its size, kind and number: "9x9_several_2"
  Grid puzzle;                  ///< the givens
  std::uint64_t solutions = 0;  ///< how many it has, up to kCountLimit
};

/// @brief The held-out set of `seed`, the same on every machine: the catalog's kinds of puzzle
/// (one solution, several, none) in the sizes 1x1 to 25x25.
/// @param seed the instructor's seed: every draw comes from it
/// @return the puzzles, smallest grids first
std::vector<HeldOut> held_out_puzzles(std::uint64_t seed);

}  // namespace sudoku::grading
