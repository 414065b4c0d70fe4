// BUG+1 (bivalue universal grave plus one): every empty cell holds two candidates but one, which
// holds three, and without one of those three every value left in every unit would have two
// places exactly. Such a grid (a BUG) has no solution or several: its values can be swapped along
// the cycles the pairs make. So in a puzzle with one solution, the extra cell holds that value.

#include <vector>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

// True when, with `value` taken from `extra`, every value not placed in a unit has exactly two
// places there.
bool grave_without(const Board& board, int extra, int value) {
  const Geometry& geometry = board.geometry();
  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    std::vector<int> places(static_cast<std::size_t>(board.side()) + 1, 0);
    std::vector<bool> placed(static_cast<std::size_t>(board.side()) + 1, false);
    for (const int cell : geometry.cells(unit)) {
      if (board.value(cell) != 0) placed[static_cast<std::size_t>(board.value(cell))] = true;
      for (const int held : board.candidates(cell)) {
        if (cell != extra || held != value) ++places[static_cast<std::size_t>(held)];
      }
    }
    for (int v = 1; v <= board.side(); ++v) {
      const std::size_t at = static_cast<std::size_t>(v);
      if (!placed[at] && places[at] != 2) return false;
    }
  }
  return true;
}

}  // namespace

Progress bug_plus_one(Board& board, Journal& journal, const ExtraTechnique& technique) {
  const Geometry& geometry = board.geometry();
  int extra = -1;
  for (int cell = 0; cell < geometry.cell_count(); ++cell) {
    if (board.value(cell) != 0) continue;
    const int count = board.candidates(cell).count();
    if (count == 2) continue;
    if (count != 3 || extra >= 0) return Progress::NoChange;
    extra = cell;
  }
  if (extra < 0) return Progress::NoChange;
  for (const int value : board.candidates(extra)) {
    if (!grave_without(board, extra, value)) continue;
    const std::vector<int> cell{extra};
    const stage4::Pattern why{.unit = -1, .cells = cell, .values = board.candidates(extra)};
    if (!journal.placing(technique, extra, value, why)) return Progress::OutOfNodes;
    if (board.place(extra, value)) return Progress::Changed;
    journal.contradiction(technique, board.dead_cell());
    return Progress::Contradiction;
  }
  return Progress::NoChange;
}

}  // namespace sudoku::advanced
