#pragma once
// What the locked candidates share: finding the values confined to one segment and the cells they
// leave (striking them as one step, strike(), is in techniques.hpp, for the extensions too).

#include <algorithm>
#include <span>
#include <vector>

#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

// The values of segments[i] that no other segment holds: in locked candidates, the values
// confined to one segment of a box (pointing) or of a line (claiming).
inline ValueSet confined_to(std::span<const ValueSet> segments, std::size_t i) {
  ValueSet elsewhere;
  for (std::size_t j = 0; j < segments.size(); ++j) {
    if (j != i) elsewhere |= segments[j];
  }
  return segments[i] - elsewhere;
}

// The cells of `unit` that `other` does not hold: in locked candidates, the rest of the line
// (pointing) or of the box (claiming) outside the segment the two units share.
inline void cells_outside(const Geometry& geometry, int unit, int other, std::vector<int>& rest) {
  rest.clear();
  for (const int cell : geometry.cells(unit)) {
    if (std::ranges::count(geometry.units_of(cell), other) == 0) rest.push_back(cell);
  }
}

// The cells of `unit` that `other` also holds and that hold some of `values`: in locked
// candidates, where the confined values are.
inline void cells_holding(const Board& board, int unit, int other, ValueSet values,
                          std::vector<int>& found) {
  found.clear();
  const Geometry& geometry = board.geometry();
  for (const int cell : geometry.cells(unit)) {
    if (std::ranges::count(geometry.units_of(cell), other) != 0 &&
        !(board.candidates(cell) & values).empty()) {
      found.push_back(cell);
    }
  }
}

}  // namespace sudoku::stage4
