// Order::Tables and Order::Static: the empty cells visited in one order fixed before the search,
// each value tested with the lookup tables. Reading order gives stage 1's search; the second
// source's first optimisation sorts the cells once, fewest candidates first.

#include <algorithm>

#include "searches.hpp"
#include "stage3/tables.hpp"

namespace sudoku::stage3 {

namespace {

// One search along a fixed list of cells: the grid, its tables, the tally and the list.
class FixedOrderSearch {
 public:
  FixedOrderSearch(const Grid& puzzle, const ValueOrder& values, Tally& tally, bool sorted)
      : grid_(puzzle), tables_(puzzle), values_(values), tally_(tally) {
    for (int cell = 0; cell < grid_.cell_count(); ++cell) {
      if (grid_[cell] == 0) cells_.push_back(cell);
    }
    if (sorted) {
      // Counted once, from the givens alone: the counts go stale as soon as the search places
      // a value. A stable sort keeps reading order among cells with as many candidates.
      std::ranges::stable_sort(cells_, {},
                               [this](int cell) { return tables_.free_values(cell).count(); });
    }
  }

  // Fills the cells of the list from `index` on; true when the search must stop.
  bool fill_from(std::size_t index) {
    if (index == cells_.size()) return tally_.record_solution(grid_);
    const int cell = cells_[index];
    for (const int value : values_.of(cell)) {
      if (!tables_.allows(cell, value)) continue;
      if (!tally_.spend_node()) return true;
      ++tally_.stats().guesses;
      if (tally_.observed()) report_guess(cell, value);
      grid_.set(cell, value);
      tables_.place(cell, value);
      if (fill_from(index + 1)) return true;
      tables_.remove(cell, value);
      if (tally_.observed()) {
        tally_.report({.kind = StepKind::Backtrack, .cell = cell, .value = value, .undone = 1});
      }
    }
    grid_.set(cell, 0);
    ++tally_.stats().backtracks;
    if (tally_.observed()) {
      tally_.report(
          {.kind = StepKind::Contradiction, .cell = cell, .tried = tables_.free_values(cell)});
    }
    return false;
  }

 private:
  // Reports the guess of `value` at `cell`, about to be placed: the cell's candidates, and the
  // ones tried since the search reached it (those before `value` in the cell's order, and it).
  void report_guess(int cell, int value) const {
    const ValueSet candidates = tables_.free_values(cell);
    ValueSet tried;
    for (const int earlier : values_.of(cell)) {
      if (candidates.contains(earlier)) tried.add(earlier);
      if (earlier == value) break;
    }
    tally_.report({.kind = StepKind::Guess,
                   .cell = cell,
                   .value = value,
                   .values = candidates,
                   .tried = tried});
  }

  Grid grid_;
  Tables tables_;
  const ValueOrder& values_;
  Tally& tally_;
  std::vector<int> cells_;  // the empty cells, in visiting order
};

}  // namespace

SolveResult search_in_fixed_order(const Grid& puzzle, const ValueOrder& values, Tally& tally,
                                  bool sorted) {
  FixedOrderSearch(puzzle, values, tally, sorted).fill_from(0);
  return tally.finish();
}

}  // namespace sudoku::stage3
