#pragma once
/// @file
/// @brief Stage 2's data model: tiles that hold a value and its candidates, and the units (rows,
/// columns, boxes) that every deduction treats alike.

#include <array>
#include <span>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/values.hpp"

namespace sudoku::stage2 {

/// @brief The values still possible in a tile (the source's `possible[9]`, widened to the 64
/// values of the largest grid): the workbook's one value set, under the name this chapter uses.
using Candidates = ValueSet;

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
