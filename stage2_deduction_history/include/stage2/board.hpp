#pragma once
/// @file
/// @brief Stage 2's data model: tiles that hold a value and its candidates, and the units (rows,
/// columns, boxes) that every deduction treats alike.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku::stage2 {

/// @brief The values still possible in a tile, one bit per value (the source's `possible[9]`,
/// widened to the 64 values of the largest grid).
class Candidates {
 public:
  /// @brief Every value from 1 to side.
  static Candidates all(int side);
  /// @brief The set holding only `value`.
  static Candidates only(int value);

  /// @brief True when `value` is in the set.
  bool has(int value) const { return (bits_ >> (value - 1)) & 1U; }
  /// @brief Adds a value.
  void add(int value) { bits_ |= bit(value); }
  /// @brief Removes a value; true when it was there.
  bool remove(int value);
  /// @brief The values of this set that are not in `other`.
  Candidates without(Candidates other) const { return from_bits(bits_ & ~other.bits_); }
  /// @brief The values in either set.
  Candidates with(Candidates other) const { return from_bits(bits_ | other.bits_); }
  /// @brief The values in both sets.
  Candidates common(Candidates other) const { return from_bits(bits_ & other.bits_); }
  /// @brief How many values are in the set.
  int count() const;
  /// @brief True when the set holds one value or none (cheaper than count() <= 1).
  bool at_most_one() const { return (bits_ & (bits_ - 1)) == 0; }
  /// @brief True when no value is left.
  bool empty() const { return bits_ == 0; }
  /// @brief The smallest value in the set, 0 when it is empty.
  int smallest() const;
  /// @brief The values in increasing order.
  std::vector<int> values() const;

  /// @brief Same values.
  friend bool operator==(Candidates, Candidates) = default;

 private:
  static std::uint64_t bit(int value) { return std::uint64_t{1} << (value - 1); }
  static Candidates from_bits(std::uint64_t bits) {
    Candidates set;
    set.bits_ = bits;
    return set;
  }
  std::uint64_t bits_ = 0;  // bit v-1 is set when value v is possible
};

/// @brief One cell of the grid (the source's `sudoku_tile`).
struct Tile {
  int value = 0;        ///< 0 while the tile is empty
  Candidates possible;  ///< the values it may still take; empty once it holds a value
};

/// @brief The rows, columns and boxes of a grid as lists of cell indices (the source's
/// `Sudoku_ensemble`), numbered rows first, then columns, then boxes, so that a function can
/// walk all of them, or one, without caring which kind it is.
class Units {
 public:
  /// @brief The units of a grid with boxes of box x box cells.
  explicit Units(int box);

  /// @brief How many units there are: 3 * side.
  int count() const { return 3 * side_; }
  /// @brief The side cells of unit `unit`, in reading order.
  std::span<const int> cells(int unit) const;
  /// @brief What unit `unit` is, for messages: its kind and its 0-based number.
  Unit describe(int unit) const;
  /// @brief The row, column and box unit numbers of a cell.
  const std::array<int, 3>& of_cell(int cell) const {
    return units_of_cell_[static_cast<std::size_t>(cell)];
  }

 private:
  int side_;
  std::vector<int> cells_;  // unit u is cells_[u * side_] to cells_[(u + 1) * side_ - 1]
  std::vector<std::array<int, 3>> units_of_cell_;  // asked at every placement: computed once
};

/// @brief The grid as the solver sees it: one tile per cell, and the units over them.
class Board {
 public:
  /// @brief The tiles of a puzzle: givens placed, every empty tile's candidates refreshed.
  explicit Board(const Grid& puzzle);

  /// @brief The box size of the grid.
  int box() const { return box_; }
  /// @brief The side of the grid: values run from 1 to side.
  int side() const { return box_ * box_; }
  /// @brief The number of tiles.
  int tile_count() const { return static_cast<int>(tiles_.size()); }
  /// @brief The tile of a cell.
  const Tile& operator[](int cell) const { return tiles_[static_cast<std::size_t>(cell)]; }
  /// @brief The tile of a cell, to change its candidates.
  Tile& operator[](int cell) { return tiles_[static_cast<std::size_t>(cell)]; }
  /// @brief The rows, columns and boxes.
  const Units& units() const { return units_; }

  /// @brief Puts a value in an empty tile and strikes it from the candidates of the tile's row,
  /// column and box, so that every candidate stays exact without a clean_grid().
  void place(int cell, int value);
  /// @brief Empties a tile. The candidates around it stay as they were until refresh().
  void clear(int cell);
  /// @brief Strikes from each empty tile the values already placed in its row, column or box
  /// (the source's `clean_grid`).
  /// @return true when some candidate was struck
  bool clean_grid();
  /// @brief Gives every empty tile every value, then cleans the grid: the candidates as the
  /// placed values alone allow them (the source's steps 3 and 4 of a back-play).
  void refresh();
  /// @brief True when no tile is empty (the source's `is_grid_full`).
  bool is_full() const;
  /// @brief The values as a Grid.
  Grid to_grid() const;

 private:
  int box_;
  std::vector<Tile> tiles_;
  Units units_;
};

}  // namespace sudoku::stage2
