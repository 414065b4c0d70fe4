#pragma once
// The board made for the 9x9 grid (search.cpp searches on it): what stage 4's Board keeps, as
// 9-bit masks in fixed arrays, with the units as small tables, and copied at each guess instead of
// undone through a trail.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>

#include "stage4/techniques.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::board_9x9 {

using stage4::Technique;

inline constexpr std::size_t kSide = 9;
inline constexpr std::size_t kCells = 81;
inline constexpr std::size_t kUnits = 27;

// A set of values 1 to 9: bit v - 1 for value v.
using Mask = unsigned;
inline constexpr Mask kEveryValue = 0x1FF;

// The mask of one value.
constexpr Mask bit(int value) {
  return 1U << (value - 1);
}

// A cell number, small enough for the tables to stay in the cache.
using Cell = std::uint8_t;

// Where a box and a line cross: what each has outside the segment (three cells) they share.
struct Crossing {
  std::array<Cell, 6> line_rest;  // the line's other cells, in its order
  std::array<Cell, 6> box_rest;   // the box's other cells, in its order
};

// The 9x9 geometry as fixed arrays, copied from the workbook's Geometry: the units are written
// once, in common/.
struct Tables {
  std::array<std::array<Cell, kSide>, kUnits> cells;         // each unit's cells, in order
  std::array<std::array<Cell, 20>, kCells> peers;            // each cell's peers
  std::array<std::uint32_t, kCells> units;                   // each cell's three units, a bit each
  std::array<std::array<std::uint8_t, 3>, kCells> units_of;  // the same as unit numbers
  std::array<std::array<std::size_t, 6>, kSide> box_crossings;       // each box's: rows, columns
  std::array<std::array<std::size_t, 3>, 2 * kSide> line_crossings;  // each line's, along it
  std::array<Crossing, 54> crossings;
};

// The tables, built the first time a solve needs them and never changed after.
const Tables& tables_9x9();

// The board: what stage 4's Board keeps, sized for 9x9, and copied to branch.
class Board9 {
 public:
  // The givens placed, and every empty cell's candidates: the values no peer holds.
  // Givens that clash are noted (givens_clash()), not checked further.
  explicit Board9(const Grid& puzzle) : tables_(&tables_9x9()) {
    unseen_.fill((1U << kUnits) - 1);
    for (std::size_t cell = 0; cell < kCells; ++cell) {
      const int value = puzzle[static_cast<int>(cell)];
      values_[cell] = static_cast<std::uint8_t>(value);
      if (value == 0) continue;
      for (const std::uint8_t unit : tables_->units_of[cell]) {
        if ((held_[unit] & bit(value)) != 0) clash_ = true;
        held_[unit] |= static_cast<std::uint16_t>(bit(value));
      }
    }
    for (std::size_t cell = 0; cell < kCells; ++cell) {
      if (values_[cell] != 0) continue;
      ++open_;
      Mask held = 0;
      for (const std::uint8_t unit : tables_->units_of[cell]) held |= held_[unit];
      candidates_[cell] = static_cast<std::uint16_t>(kEveryValue & ~held);
      narrowed(cell);
    }
  }

  const Tables& tables() const { return *tables_; }
  Mask candidates(std::size_t cell) const { return candidates_[cell]; }
  int open_count() const { return open_; }
  bool broken() const { return broken_; }
  // True when two givens share a value in a unit.
  bool givens_clash() const { return clash_; }
  // The values the cells of `unit` hold.
  Mask held(std::size_t unit) const { return held_[unit]; }

  // The first cell from `from` on, in reading order, that is empty with one candidate left;
  // kCells when there is none.
  std::size_t next_single(std::size_t from) const { return next_in(singles_, from); }
  // The first cell from `from` on, in reading order, that is empty with two candidates left;
  // kCells when there is none.
  std::size_t next_pair(std::size_t from) const { return next_in(pairs_, from); }

  // The values placed, as a grid.
  Grid grid() const { return Grid(3, values_); }

  // Puts a candidate value in an empty cell and strikes it from the peers; false when a peer is
  // left without candidates.
  bool place(std::size_t cell, int value) {
    const Mask mask = bit(value);
    values_[cell] = static_cast<std::uint8_t>(value);
    for (const std::uint8_t unit : tables_->units_of[cell])
      held_[unit] |= static_cast<std::uint16_t>(mask);
    candidates_[cell] = 0;
    singles_[cell / 64] &= ~(std::uint64_t{1} << cell % 64);
    pairs_[cell / 64] &= ~(std::uint64_t{1} << cell % 64);
    --open_;
    strike_from(tables_->peers[cell], mask, tables_->units[cell]);
    return !broken_;
  }

  // Strikes values from the candidates of `cells`; returns how many were struck.
  int eliminate(std::span<const Cell> cells, Mask values) {
    // Asked once for all the cells: most eliminations a technique tries find nothing (a value
    // confined to a segment stays so, and pointing tries it again at each change of the box), so
    // the answer is nearly always no, and one OR over the cells costs less than the strike.
    Mask held = 0;
    for (const Cell cell : cells) held |= candidates_[cell];
    if ((held & values) == 0) return 0;
    return strike_from(cells, values, 0);
  }

  // The first unit from `from` up to `end` that changed since `technique` last looked at it,
  // `end` when none did. From now on it counts as seen, so that only the changes the technique
  // makes while it looks count as new (and a unit ahead that it changes is still found). Units
  // that did not change are skipped without a test each.
  std::size_t next_to_look_at(Technique technique, std::size_t from, std::size_t end) {
    std::uint32_t& unseen = unseen_[static_cast<std::size_t>(technique)];
    const std::uint32_t ahead = unseen & ((1U << end) - 1) & ~((1U << from) - 1);
    if (ahead == 0) return end;
    const auto unit = static_cast<std::size_t>(std::countr_zero(ahead));
    unseen &= ~(1U << unit);
    return unit;
  }

 private:
  // Strikes `values` from the candidates of `cells` and returns how many were struck; the units
  // of the cells that lost one, and the units `changed` already, become new to every technique.
  // No cell is asked first whether it holds one of the values: which cells do is anyone's guess,
  // and the processor pays more for a wrong guess at a test than for striking what is not there.
  // The cells that lost a value are noted as bits, and only they are then looked at.
  int strike_from(std::span<const Cell> cells, Mask values, std::uint32_t changed) {
    int count = 0;
    std::uint32_t struck = 0;  // bit i for cells[i]
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const Mask before = candidates_[cells[i]];
      count += std::popcount(before & values);
      struck |= static_cast<std::uint32_t>((before & values) != 0) << i;
      candidates_[cells[i]] = static_cast<std::uint16_t>(before & ~values);
    }
    for (; struck != 0; struck &= struck - 1) {
      const Cell cell = cells[static_cast<std::size_t>(std::countr_zero(struck))];
      changed |= tables_->units[cell];
      narrowed(cell);
    }
    for (std::uint32_t& unseen : unseen_) unseen |= changed;
    return count;
  }

  // Notes what an empty cell's candidates have come down to: two, one (a single), or none.
  void narrowed(std::size_t cell) {
    const Mask left = candidates_[cell];
    const std::uint64_t here = std::uint64_t{1} << cell % 64;
    if (left == 0) broken_ = true;
    if (left != 0 && (left & (left - 1)) == 0) singles_[cell / 64] |= here;
    // Set or cleared without a test: whether a cell is down to two is anyone's guess.
    const std::uint64_t two = std::uint64_t{std::popcount(left) == 2} << cell % 64;
    pairs_[cell / 64] = (pairs_[cell / 64] & ~here) | two;
  }

  // The first cell of `cells` (a bit per cell) from `from` on; kCells when there is none.
  static std::size_t next_in(const std::array<std::uint64_t, 2>& cells, std::size_t from) {
    for (std::size_t word = from / 64; word < cells.size(); ++word) {
      std::uint64_t rest = cells[word];
      if (word == from / 64) rest &= ~std::uint64_t{0} << from % 64;
      if (rest != 0) return word * 64 + static_cast<std::size_t>(std::countr_zero(rest));
    }
    return kCells;
  }

  const Tables* tables_;
  std::array<std::uint16_t, kCells> candidates_{};  // Masks, none once the cell holds a value
  std::array<std::uint8_t, kCells> values_{};       // 0 when empty
  std::array<std::uint32_t, stage4::kTechniqueCount>
      unseen_{};                              // per technique, a bit per changed unit
  std::array<std::uint64_t, 2> singles_{};    // a bit per cell, set when it came down to one value
  std::array<std::uint64_t, 2> pairs_{};      // a bit per cell, set while it has two values left
  std::array<std::uint16_t, kUnits> held_{};  // per unit, the values its cells hold
  bool clash_ = false;
  int open_ = 0;
  bool broken_ = false;
};

}  // namespace sudoku::board_9x9
