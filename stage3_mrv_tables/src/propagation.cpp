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

// What one pass of a rule over the grid did.
enum class Pass { Placed, Nothing, Dead, OutOfNodes };

// The cell rule over the open cells: each with one candidate left takes it. On the way, `branch`
// gets the open cell with the fewest candidates (two or more), the first in reading order on a
// tie, or none when every cell is filled.
Pass cell_rule(State& state, std::span<const int> open, Tally& tally, std::vector<int>& filled,
               Branch& branch) {
  bool placed = false;
  int fewest = 65;
  branch = {};
  for (const int cell : open) {
    if (state.grid[cell] != 0) continue;
    const ValueSet candidates = state.tables.free_values(cell);
    if (candidates.empty()) {
      tally.report({.kind = StepKind::Contradiction, .rule = kCellRule, .cell = cell});
      return Pass::Dead;
    }
    if (candidates.is_single()) {
      if (!place_forced(state, cell, candidates.lowest(), tally, filled, kCellRule)) {
        return Pass::OutOfNodes;
      }
      placed = true;
      continue;
    }
    const int count = candidates.count();
    if (count < fewest) {
      fewest = count;
      branch = {cell, candidates};
    }
  }
  return placed ? Pass::Placed : Pass::Nothing;
}

// The unit rule in the unit `number`, of `unit`'s cells: the values with one place go there; a
// value with none is a dead end.
Pass unit_rule(State& state, std::span<const int> unit, int number, Tally& tally,
               std::vector<int>& filled) {
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
  const ValueSet placeless = state.tables.all_values() - held - somewhere;
  if (!placeless.empty()) {
    tally.report({.kind = StepKind::Contradiction,
                  .rule = kUnitRule,
                  .value = placeless.lowest(),
                  .unit = number});
    return Pass::Dead;
  }
  bool placed = false;
  for (const int value : somewhere - twice_or_more) {
    for (const int cell : unit) {
      if (state.grid[cell] != 0 || !state.tables.allows(cell, value)) continue;
      if (!place_forced(state, cell, value, tally, filled, kUnitRule, number)) {
        return Pass::OutOfNodes;
      }
      placed = true;
      break;
    }
  }
  return placed ? Pass::Placed : Pass::Nothing;
}

// The unit rule in every unit, one after the other.
Pass unit_rule_everywhere(State& state, Tally& tally, std::vector<int>& filled) {
  const Geometry& geometry = Geometry::of(state.grid.box());
  bool placed = false;
  for (int number = 0; number < geometry.unit_count(); ++number) {
    const Pass pass = unit_rule(state, geometry.cells(number), number, tally, filled);
    if (pass == Pass::Dead || pass == Pass::OutOfNodes) return pass;
    placed = placed || pass == Pass::Placed;
  }
  return placed ? Pass::Placed : Pass::Nothing;
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
  for (;;) {
    const Pass cells = cell_rule(state, open, tally, filled, branch);
    if (cells == Pass::Placed) continue;
    if (cells == Pass::Dead) return Propagation::Dead;
    if (cells == Pass::OutOfNodes) return Propagation::OutOfNodes;
    if (branch.cell < 0) return Propagation::Solved;
    const Pass units = unit_rule_everywhere(state, tally, filled);
    if (units == Pass::Dead) return Propagation::Dead;
    if (units == Pass::OutOfNodes) return Propagation::OutOfNodes;
    if (units == Pass::Nothing) return Propagation::Branch;
  }
}

}  // namespace sudoku::stage3
