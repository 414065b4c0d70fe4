// Filling the forced cells: the cell rule and the unit rule, repeated until neither applies.

#include "propagation.hpp"

#include "sudoku/geometry.hpp"

namespace sudoku::stage3 {

namespace {

// Places a value forced by `rule` (in `unit`, for the unit rule); false when the node limit is
// spent.
bool place_forced(State& state, int cell, int value, Tally& tally, std::vector<int>& filled,
                  std::string_view rule, int unit = -1) {
  if (!tally.spend_node()) return false;
  ++tally.stats().deductions;
  if (tally.observed()) {
    tally.report(
        {.kind = StepKind::Placement, .rule = rule, .cell = cell, .value = value, .unit = unit});
  }
  state.grid.set(cell, value);
  state.tables.place(cell, value);
  filled.push_back(cell);
  return true;
}

}  // namespace

std::vector<int> open_cells(const Grid& puzzle) {
  std::vector<int> open;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] == 0) open.push_back(cell);
  }
  return open;
}

Propagation propagate(State& state, std::span<const int> open, Tally& tally,
                      std::vector<int>& filled, Branch& branch) {
  const Geometry& geometry = Geometry::of(state.grid.box());
  const ValueSet all_values = state.tables.all_values();
  for (;;) {
    // The cell rule, and the choice of branch on the way.
    bool changed = false;
    int fewest = 65;
    branch = {};
    for (const int cell : open) {
      if (state.grid[cell] != 0) continue;
      const ValueSet candidates = state.tables.free_values(cell);
      if (candidates.empty()) {
        tally.report({.kind = StepKind::Contradiction, .rule = kCellRule, .cell = cell});
        return Propagation::Dead;
      }
      if (candidates.is_single()) {
        if (!place_forced(state, cell, candidates.lowest(), tally, filled, kCellRule)) {
          return Propagation::OutOfNodes;
        }
        changed = true;
        continue;
      }
      const int count = candidates.count();
      if (count < fewest) {
        fewest = count;
        branch = {cell, candidates};
      }
    }
    if (changed) continue;
    if (branch.cell < 0) return Propagation::Solved;

    // The unit rule: in each unit, the values with one place go there; a value with none is a
    // dead end.
    for (int number = 0; number < geometry.unit_count(); ++number) {
      const std::span<const int> unit = geometry.cells(number);
      ValueSet held, somewhere, twice_or_more;
      for (const int cell : unit) {
        if (state.grid[cell] != 0) {
          held.add(state.grid[cell]);
          continue;
        }
        const ValueSet candidates = state.tables.free_values(cell);
        twice_or_more |= somewhere & candidates;
        somewhere |= candidates;
      }
      const ValueSet placeless = all_values - held - somewhere;
      if (!placeless.empty()) {
        tally.report({.kind = StepKind::Contradiction,
                      .rule = kUnitRule,
                      .value = placeless.lowest(),
                      .unit = number});
        return Propagation::Dead;
      }
      for (const int value : somewhere - twice_or_more) {
        for (const int cell : unit) {
          if (state.grid[cell] != 0 || !state.tables.allows(cell, value)) continue;
          if (!place_forced(state, cell, value, tally, filled, kUnitRule, number)) {
            return Propagation::OutOfNodes;
          }
          changed = true;
          break;
        }
      }
    }
    if (!changed) return Propagation::Branch;
  }
}

}  // namespace sudoku::stage3
