#pragma once
// What the elimination techniques share: striking values from a set of cells as one step, and,
// for locked candidates, finding the values confined to one segment and the cells they leave.

#include <algorithm>
#include <span>
#include <vector>

#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

// Strikes `values` from each cell of `cells` that is empty and holds some of them, and reports
// that as one step of `technique`, found for the reason `why`. `touched` is scratch space for the
// cells struck. Returns Changed, NoChange, or Contradiction when a cell is left without candidates.
inline Progress strike(Board& board, Journal& journal, Technique technique, const Pattern& why,
                       std::span<const int> cells, ValueSet values, std::vector<int>& touched) {
  touched.clear();
  int struck = 0;
  ValueSet gone;  // the values struck from at least one cell
  for (const int cell : cells) {
    gone |= board.candidates(cell) & values;
    const int count = board.eliminate(cell, values);
    if (count == 0) continue;
    struck += count;
    touched.push_back(cell);
  }
  if (struck == 0) return Progress::NoChange;
  journal.struck(technique, why, touched, gone, struck);
  if (board.broken()) {
    journal.contradiction(technique, board.dead_cell(), 0, -1);
    return Progress::Contradiction;
  }
  return Progress::Changed;
}

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
