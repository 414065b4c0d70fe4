#pragma once
// The steps stage 1's searches report to an observer, which the replay page draws. They are
// given, not part of the exercise: both forms report through them, the starter kit's too, at
// the moments docs/stage1.md's "Write it yourself" gives.

#include "sudoku/checker.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/steps.hpp"
#include "sudoku/values.hpp"

namespace sudoku::stage1 {

// The guess of `value` at `cell`: the cell's candidates given every other cell (its own value
// counts, since the search placed it only where allowed), and those tried since the search
// reached the cell (the ones up to `value`, tried in increasing order).
inline Step guess_step(const Grid& grid, int cell, int value) {
  const ValueSet candidates = open_values(grid, cell);
  return {.kind = StepKind::Guess,
          .cell = cell,
          .value = value,
          .values = candidates,
          .tried = candidates & ValueSet::all(value)};
}

// The guess of `value` at `cell` undone: everything after it was undone already.
inline Step undone_step(int cell, int value) {
  return {.kind = StepKind::Backtrack, .cell = cell, .value = value, .undone = 1};
}

// The empty `cell` with no value left to try: every candidate it has was tried, and failed.
inline Step dead_end_step(const Grid& grid, int cell) {
  return {.kind = StepKind::Contradiction, .cell = cell, .tried = open_values(grid, cell)};
}

}  // namespace sudoku::stage1
