#pragma once
/// @file
/// @brief The grid every stage reads, solves and prints: any size from 1x1 to 64x64.

#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <vector>

namespace sudoku {

/// @brief Largest box size: a 64x64 grid has boxes of 8x8.
inline constexpr int kMaxBox = 8;

/// @brief A Sudoku grid of side box*box, each cell empty (0) or holding a value 1..side.
///
/// Rows, columns, boxes and cells are numbered from 0 in code; cell `row * side + col`.
/// Boxes are numbered in reading order. Messages for people number from 1 (see cell_name()).
class Grid {
 public:
  /// @brief An empty grid.
  /// @param box box size, 1 to 8 (side 1, 4, 9, ... 64); throws std::invalid_argument otherwise.
  explicit Grid(int box = 3);
  /// @brief A grid holding `values`, in row-major order (0 for empty), all at once.
  /// @param box box size, 1 to 8
  /// @param values box^4 values, each at most box^2; throws std::invalid_argument otherwise.
  Grid(int box, std::span<const std::uint8_t> values);

  /// @brief The box size n (boxes are n x n).
  int box() const { return box_; }
  /// @brief The side n*n: cells per row, column and box, and the largest value.
  int side() const { return side_; }
  /// @brief The number of cells, side*side.
  int cell_count() const { return static_cast<int>(values_.size()); }

  /// @brief The value at a cell index, 0 when empty.
  int operator[](int cell) const { return values_[static_cast<std::size_t>(cell)]; }
  /// @brief The value at (row, col), 0 when empty.
  int at(int row, int col) const { return (*this)[row * side() + col]; }
  /// @brief Writes a value (0 empties the cell); throws std::out_of_range for a value above
  /// side, and, in a debug build, for a cell outside the grid (a release build trusts the index).
  void set(int cell, int value) {
    // Solvers and readers call set() in their innermost loops: it is inline, and a release build
    // trusts the cell index, where a debug build (the one the tests run) checks it.
    if (value < 0 || value > side()) refuse_value(value);
#ifndef NDEBUG
    if (cell < 0 || cell >= cell_count()) refuse_cell(cell);
#endif
    values_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(value);
  }
  /// @brief Writes a value at (row, col).
  void set(int row, int col, int value) {
    set(row * side() + col, value);
  }

  /// @brief The row of a cell index.
  int row_of(int cell) const {
    return cell / side();
  }
  /// @brief The column of a cell index.
  int col_of(int cell) const {
    return cell % side();
  }
  /// @brief The box holding (row, col), boxes numbered in reading order.
  int box_of(int row, int col) const {
    return (row / box_) * box_ + col / box_;
  }

  /// @brief How many cells hold a value.
  int filled_count() const;
  /// @brief True when no cell is empty.
  bool is_complete() const {
    return filled_count() == cell_count();
  }

  /// @brief All cell values in row-major order.
  std::span<const std::uint8_t> values() const {
    return values_;
  }

  /// @brief Same size and same values in every cell.
  friend bool operator==(const Grid&, const Grid&) = default;

 private:
  // The errors of set(), out of its way.
  [[noreturn]] void refuse_value(int value) const;
  [[noreturn]] void refuse_cell(int cell) const;

  int box_;
  int side_;  // box_ * box_, kept because every access needs it
  std::vector<std::uint8_t> values_;
};

/// @brief Draws the grid on a line of its own, then as to_pretty() does (sudoku/writer.hpp): how a
/// failing test shows a grid.
std::ostream& operator<<(std::ostream& out, const Grid& grid);

/// @brief "9x9", "16x16": how the size of a grid is written in messages.
std::string size_name(int side);

/// @brief True when side is a valid grid side: 1, 4, 9, 16, 25, 36, 49 or 64.
bool is_valid_side(int side);

/// @brief The box size of a valid side (3 for 9), or 0 when side is not valid.
int box_for_side(int side);

}  // namespace sudoku
