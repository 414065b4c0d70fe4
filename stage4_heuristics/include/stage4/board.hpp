#pragma once
/// @file
/// @brief Stage 4's data model: each cell's candidates as one 64-bit word, kept exact as values
/// are placed and candidates struck, a trail of changes to undo a branch that failed, and a clock
/// that tells a technique which units changed since it last looked at them.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "stage4/stage4.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/values.hpp"

namespace sudoku::stage4 {

/// @brief The values a cell may still take: the workbook's value set, one bit per value.
using Candidates = ValueSet;

/// @brief The grid as the solver sees it: values, candidates, and what changed since a mark.
class Board {
 public:
  /// @brief The givens placed, and every empty cell's candidates: the values no peer holds.
  /// Givens that clash are not checked here (solve() checks them first).
  explicit Board(const Grid& puzzle);

  /// @brief The units, each cell's units and peers, and the names of the grid's size.
  const Geometry& geometry() const { return *geometry_; }
  /// @brief The side: values run from 1 to side.
  int side() const { return grid_.side(); }
  /// @brief The values placed, 0 in the empty cells.
  const Grid& grid() const { return grid_; }
  /// @brief The value of a cell, 0 when empty.
  int value(int cell) const { return grid_[cell]; }
  /// @brief The candidates of a cell; empty once it holds a value.
  Candidates candidates(int cell) const { return candidates_[static_cast<std::size_t>(cell)]; }
  /// @brief How many cells are still empty.
  int open_count() const { return open_; }
  /// @brief True when some empty cell has no candidate left: a dead end.
  bool broken() const { return broken_; }
  /// @brief The first cell found without candidates since the board broke, or -1.
  int dead_cell() const { return dead_cell_; }

  /// @brief Puts a candidate value in an empty cell and strikes it from the cell's peers.
  /// @return false when that leaves a peer without candidates (the board is then broken)
  bool place(int cell, int value);
  /// @brief Strikes values from an empty cell's candidates.
  /// @return how many candidates were struck; the board is broken if none is left
  int eliminate(int cell, Candidates values);

  /// @brief The point to come back to: every change after it can be undone.
  std::size_t mark() const { return trail_.size(); }
  /// @brief Undoes every change made since `mark`, latest first.
  void undo_to(std::size_t mark);

  /// @brief The time on the board's clock, which ticks with every change (undoing included).
  std::uint64_t clock() const { return clock_; }
  /// @brief True unless `technique` has looked at `unit` since any of its cells last changed:
  /// looking again at a unit it has seen as it is would find nothing new.
  bool changed_since_looked(Technique technique, int unit) const {
    return changed_[static_cast<std::size_t>(unit)] > looked_[slot(technique, unit)];
  }
  /// @brief Notes that `technique` looked at the whole of `unit` as it stood at time `as_of`
  /// (the clock before it looked) and applied everything it found there.
  void looked(Technique technique, int unit, std::uint64_t as_of) {
    looked_[slot(technique, unit)] = as_of;
  }

 private:
  // A cell as it was before a change.
  struct Change {
    int cell;
    Candidates candidates;
    int value;
  };
  // Notes that `cell` has no candidate left.
  void mark_dead(int cell);
  // Notes a cell as it is, before changing it, and when its units changed.
  void save(int cell);
  // Where a technique's last look at a unit is kept.
  std::size_t slot(Technique technique, int unit) const {
    return static_cast<std::size_t>(static_cast<int>(technique) * geometry().unit_count() + unit);
  }

  Grid grid_;
  std::vector<Candidates> candidates_;
  std::vector<Change> trail_;
  const Geometry* geometry_;            // shared, immutable: a pointer keeps a Board copyable
  std::vector<std::uint64_t> changed_;  // per unit: the clock at its latest change
  std::vector<std::uint64_t> looked_;   // per technique and unit: see looked()
  std::uint64_t clock_ = 1;             // every unit starts changed at 1, unlooked-at (0)
  int open_ = 0;
  bool broken_ = false;
  int dead_cell_ = -1;
};

}  // namespace sudoku::stage4
