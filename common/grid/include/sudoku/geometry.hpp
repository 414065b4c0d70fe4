#pragma once
/// @file
/// @brief The shape of a grid of one box size, computed once: its units (rows, columns, boxes),
/// each cell's units and peers, and the names people read (`r3c5`, `box 2`).

#include <array>
#include <span>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku {

/// @brief The three kinds of unit: each holds every value exactly once in a solution.
enum class UnitKind { Row, Column, Box };

/// @brief One row, column or box of a grid.
struct Unit {
  UnitKind kind;  ///< row, column or box
  int index;      ///< 0-based number of the row, column or box
};

/// @brief A unit as people name it, numbered from 1: "row 3", "column 5", "box 9".
std::string unit_name(Unit unit);

/// @brief A cell in the usual r<row>c<col> notation, numbered from 1: "r3c5".
std::string cell_name(const Grid& grid, int cell);

/// @brief Everything about a grid's shape that does not depend on its values.
///
/// Units are numbered rows first, then columns, then boxes: row r is unit r, column c is unit
/// side + c, box b is unit 2 * side + b, so that a loop can walk all 3 * side units, or one,
/// without caring which kind it is. The tables are immutable once built; Geometry::of() builds
/// each size once, on first use, and hands the same tables to every solve of that size.
class Geometry {
 public:
  /// @brief The geometry of grids with boxes of box x box cells, built on first use.
  /// @param box box size, 1 to 8; throws std::invalid_argument otherwise
  static const Geometry& of(int box);

  /// @brief Builds the tables of one size (Geometry::of() keeps one of each).
  explicit Geometry(int box);

  /// @brief The box size.
  int box() const { return box_; }
  /// @brief The side: cells per unit, and the largest value.
  int side() const { return side_; }
  /// @brief The number of cells, side * side.
  int cell_count() const { return side_ * side_; }
  /// @brief The number of units, 3 * side.
  int unit_count() const { return 3 * side_; }

  /// @brief The side cells of a unit, in reading order.
  std::span<const int> cells(int unit) const {
    return std::span(unit_cells_)
        .subspan(static_cast<std::size_t>(unit * side_), static_cast<std::size_t>(side_));
  }
  /// @brief The row, column and box unit numbers of a cell, in that order.
  const std::array<int, 3>& units_of(int cell) const {
    return units_of_cell_[static_cast<std::size_t>(cell)];
  }
  /// @brief The cells that share a unit with `cell`, itself excluded, in reading order:
  /// 2 * (side - 1) + (box - 1)^2 of them.
  std::span<const int> peers(int cell) const {
    const std::size_t count = peers_.size() / static_cast<std::size_t>(cell_count());
    return std::span(peers_).subspan(static_cast<std::size_t>(cell) * count, count);
  }

  /// @brief What a unit number stands for: its kind and index.
  Unit unit(int unit) const { return {static_cast<UnitKind>(unit / side_), unit % side_}; }
  /// @brief The number of a unit (the reverse of unit()).
  int unit_number(Unit unit) const { return static_cast<int>(unit.kind) * side_ + unit.index; }

  /// @brief A cell as people name it: "r3c5".
  std::string cell_name(int cell) const;
  /// @brief A unit as people name it: "row 3", "column 5", "box 9".
  std::string unit_name(int unit) const { return sudoku::unit_name(this->unit(unit)); }

 private:
  int box_;
  int side_;
  std::vector<int> unit_cells_;                    // unit u: [u * side, (u + 1) * side)
  std::vector<std::array<int, 3>> units_of_cell_;  // row, column and box unit of each cell
  std::vector<int> peers_;                         // the same count per cell, cell after cell
};

}  // namespace sudoku
