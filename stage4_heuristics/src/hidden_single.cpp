// Hidden singles (cross-hatching): a value with one place left in a unit goes there.

#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

namespace {

// Places the hidden singles of `unit`; a value with no place left in it is a contradiction.
Progress hidden_singles_in(Board& board, Journal& journal, int unit) {
  const Geometry& geometry = board.geometry();
  const ValueSet every_value = ValueSet::all(board.side());
  // One walk sorts the values: held by a cell, possible once, possible twice or more.
  ValueSet held, once, twice;
  for (const int cell : geometry.cells(unit)) {
    if (board.value(cell) != 0) {
      held.add(board.value(cell));
      continue;
    }
    twice |= once & board.candidates(cell);
    once |= board.candidates(cell);
  }
  if (const ValueSet nowhere = every_value - held - once; !nowhere.empty()) {
    journal.contradiction(Technique::HiddenSingle, -1, nowhere.lowest(), unit);
    return Progress::Contradiction;
  }
  Progress progress = Progress::NoChange;
  for (const int value : once - twice) {
    // Look again: placing one hidden single empties its cell, so a second value that only
    // that same cell could take has no place any more.
    int home = -1;
    for (const int cell : geometry.cells(unit)) {
      if (board.candidates(cell).contains(value)) home = cell;
    }
    if (home < 0) {
      journal.contradiction(Technique::HiddenSingle, -1, value, unit);
      return Progress::Contradiction;
    }
    if (!journal.placing(Technique::HiddenSingle, home, value, unit)) return Progress::OutOfNodes;
    if (!board.place(home, value)) {
      journal.contradiction(Technique::HiddenSingle, board.dead_cell(), 0, -1);
      return Progress::Contradiction;
    }
    progress = Progress::Changed;
  }
  return progress;
}

}  // namespace

Progress hidden_singles(Board& board, Journal& journal) {
  Progress progress = Progress::NoChange;
  for (int unit = 0; unit < board.geometry().unit_count(); ++unit) {
    if (!board.changed_since_looked(Technique::HiddenSingle, unit)) continue;
    const std::uint64_t as_of = board.clock();
    const Progress found = hidden_singles_in(board, journal, unit);
    if (found == Progress::Contradiction || found == Progress::OutOfNodes) return found;
    progress = combine(progress, found);
    board.looked(Technique::HiddenSingle, unit, as_of);
  }
  return progress;
}

}  // namespace sudoku::stage4
