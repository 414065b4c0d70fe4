#pragma once
// A player's position as requests send it: the puzzle's givens, the values on the grid, and the
// pencil marks, each grid a string in the workbook's line format ("53..7....6..195...").

#include <string_view>
#include <vector>

#include "request.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/values.hpp"

namespace sudoku::play {

// The largest grid the page shows (25x25; it is played up to 16x16).
inline constexpr int kLargestSide = 25;

// A position: where the player stands in a puzzle.
struct Position {
  Grid puzzle;                  // the givens
  Grid values;                  // the givens and the values the player placed
  std::vector<ValueSet> marks;  // per cell, the candidates the player kept; none when not sent
};

// The grid in the string field `name`: 400 when it is no grid, 422 when it is larger than the
// page shows or two of its values clash.
Grid read_grid(const Request& request, std::string_view name);

// The position of fields "puzzle", "values" (by default the puzzle) and "marks": 400 when a grid
// is malformed or the sizes differ, 422 when a given is overwritten or the givens clash.
Position read_position(const Request& request);

// 422 naming the clash when two values of `grid` (the field `name`) clash.
void refuse_conflicts(const Grid& grid, std::string_view name);

}  // namespace sudoku::play
