// The deduction loop: naked singles and hidden singles until nothing more follows.

#include "stage2/solver.hpp"

namespace sudoku::stage2 {

Progress Solver::fill_naked_singles() {
  Progress progress = Progress::NoChange;
  for (int cell = 0; cell < board_.tile_count(); ++cell) {
    const Tile& tile = board_[cell];
    if (tile.value != 0 || !tile.possible.at_most_one()) continue;
    if (tile.possible.empty()) {
      if (tracing() || tally_.observed()) {
        take({.kind = StepKind::Contradiction, .rule = kNakedSingle, .cell = cell});
      }
      return Progress::Contradiction;
    }
    if (!assign({cell, tile.possible.lowest(), false, {}}, kNakedSingle)) {
      return Progress::OutOfNodes;
    }
    progress = Progress::Changed;
  }
  return progress;
}

Progress Solver::valid_exist_in_subset(int unit) {
  const std::span<const int> cells = board_.geometry().cells(unit);
  // One walk sorts the values: those placed, those possible in some tile, in two tiles or more.
  Candidates placed, somewhere, twice_or_more;
  for (const int cell : cells) {
    const Tile& tile = board_[cell];
    if (tile.value != 0) {
      placed.add(tile.value);
    } else {
      twice_or_more |= somewhere & tile.possible;
      somewhere |= tile.possible;
    }
  }
  const Candidates nowhere = Candidates::all(board_.side()) - placed - somewhere;
  const Candidates hidden = somewhere - twice_or_more;
  if (nowhere.empty() && hidden.empty()) return Progress::NoChange;
  tell_unit(unit);

  Candidates left = nowhere | hidden;
  while (const int value = left.lowest()) {  // 0 once every value has been handled
    left.remove(value);
    // Placing one hidden single empties that tile's candidates, so a second value that only
    // that same tile could take has no place any more: look again each time.
    int home = -1;
    for (const int cell : cells) {
      if (board_[cell].value == 0 && board_[cell].possible.contains(value)) home = cell;
    }
    if (home < 0) {
      if (tracing() || tally_.observed()) {
        take(
            {.kind = StepKind::Contradiction, .rule = kHiddenSingle, .value = value, .unit = unit});
      }
      return Progress::Contradiction;
    }
    if (!assign({home, value, false, {}}, kHiddenSingle, unit)) {
      return Progress::OutOfNodes;
    }
  }
  return Progress::Changed;
}

Progress Solver::deduce() {
  for (;;) {
    Progress pass = fill_naked_singles();
    if (pass == Progress::Contradiction || pass == Progress::OutOfNodes) return pass;
    for (int unit = 0; unit < board_.geometry().unit_count(); ++unit) {
      const Progress found = valid_exist_in_subset(unit);
      if (found == Progress::Contradiction || found == Progress::OutOfNodes) return found;
      if (found == Progress::Changed) pass = Progress::Changed;
    }
    if (pass == Progress::NoChange) return Progress::NoChange;
  }
}

}  // namespace sudoku::stage2
