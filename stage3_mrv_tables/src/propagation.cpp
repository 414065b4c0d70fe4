// Filling the forced cells: the cell rule and the unit rule, repeated until neither applies.

#include "propagation.hpp"

#include <bit>

namespace sudoku::stage3 {

namespace {

// Places a forced value; false when the node limit is spent.
bool place_forced(State& state, int cell, int value, Tally& tally, std::vector<int>& filled) {
  if (!tally.spend_node()) return false;
  ++tally.stats().deductions;
  state.grid.set(cell, value);
  state.tables.place(cell, value);
  filled.push_back(cell);
  return true;
}

// The value of a set that holds exactly one.
int value_of(std::uint64_t single) {
  return std::countr_zero(single) + 1;
}

}  // namespace

Layout::Layout(const Grid& puzzle) {
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] == 0) open.push_back(cell);
  }
  for (const Unit unit : all_units(puzzle)) units.push_back(unit_cells(puzzle, unit));
}

Propagation propagate(State& state, const Layout& layout, Tally& tally, std::vector<int>& filled,
                      Branch& branch) {
  const std::uint64_t all_values = state.tables.all_values();
  for (;;) {
    // The cell rule, and the choice of branch on the way.
    bool changed = false;
    int fewest = 65;
    branch = {};
    for (const int cell : layout.open) {
      if (state.grid[cell] != 0) continue;
      const std::uint64_t candidates = state.tables.free_values(cell);
      if (candidates == 0) return Propagation::Dead;
      if (std::has_single_bit(candidates)) {
        if (!place_forced(state, cell, value_of(candidates), tally, filled)) {
          return Propagation::OutOfNodes;
        }
        changed = true;
        continue;
      }
      const int count = std::popcount(candidates);
      if (count < fewest) {
        fewest = count;
        branch = {cell, candidates};
      }
    }
    if (changed) continue;
    if (branch.cell < 0) return Propagation::Solved;

    // The unit rule: in each unit, the values with one place go there; a value with none is a
    // dead end.
    for (const std::vector<int>& unit : layout.units) {
      std::uint64_t held = 0, somewhere = 0, twice_or_more = 0;
      for (const int cell : unit) {
        if (state.grid[cell] != 0) {
          held |= std::uint64_t{1} << (state.grid[cell] - 1);
          continue;
        }
        const std::uint64_t candidates = state.tables.free_values(cell);
        twice_or_more |= somewhere & candidates;
        somewhere |= candidates;
      }
      if ((all_values & ~held & ~somewhere) != 0) return Propagation::Dead;
      for (std::uint64_t once = somewhere & ~twice_or_more; once != 0; once &= once - 1) {
        const std::uint64_t value_bit = once & (0 - once);
        for (const int cell : unit) {
          if (state.grid[cell] != 0 || (state.tables.free_values(cell) & value_bit) == 0) continue;
          if (!place_forced(state, cell, value_of(value_bit), tally, filled)) {
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
