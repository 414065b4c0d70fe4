#pragma once
/// @file
/// @brief Stage 2's data model: tiles that hold a value and its candidates, over the grid's
/// geometry, whose units (rows, columns, boxes) every deduction treats alike.

#include <vector>

#include "sudoku/geometry.hpp"
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

/// @brief The grid as the solver sees it: one tile per cell, and the units over them (the
/// source's `Sudoku_ensemble` is the workbook's Geometry).
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
  /// @brief The rows, columns and boxes, each cell's units and peers, and the cells' names.
  const Geometry& geometry() const { return *geometry_; }

  /// @brief Puts a value in an empty tile and strikes it from the candidates of its peers (the
  /// tiles of its row, column and box), so that every candidate stays exact without a
  /// clean_grid().
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
  const Geometry* geometry_;  // shared, immutable: a pointer keeps a Board copyable
};

}  // namespace sudoku::stage2
