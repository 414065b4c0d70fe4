#pragma once
/// @file
/// @brief Stage 3's lookup tables: for each row, column and box, the values it holds, so that
/// "may this value go here?" is answered in three look-ups instead of three scans.

#include <cstdint>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku::stage3 {

/// @brief The second source's `existeSurLigne`, `existeSurColonne` and `existeSurBloc`, one bit
/// per value: bit v-1 of a unit's word is set when the unit holds v.
class Tables {
 public:
  /// @brief The tables of a grid's placed values.
  explicit Tables(const Grid& grid);

  /// @brief True when no unit of the cell holds `value`.
  bool allows(int cell, int value) const { return (free_values(cell) >> (value - 1)) & 1U; }
  /// @brief The values the cell's row, column and box all leave open, one bit per value.
  std::uint64_t free_values(int cell) const {
    const Place& at = places_[static_cast<std::size_t>(cell)];
    return all_ & ~(rows_[at.row] | columns_[at.column] | boxes_[at.box]);
  }
  /// @brief Every value of the grid, one bit each.
  std::uint64_t all_values() const { return all_; }
  /// @brief Records `value` as held by the cell's three units.
  void place(int cell, int value);
  /// @brief Forgets `value` in the cell's three units (the cell is emptied).
  void remove(int cell, int value);

  /// @brief Same contents.
  friend bool operator==(const Tables&, const Tables&) = default;

 private:
  // The units of one cell, looked up at every test rather than divided out each time.
  struct Place {
    std::uint8_t row, column, box;
    friend bool operator==(const Place&, const Place&) = default;
  };
  std::uint64_t all_;  // every value of the grid
  std::vector<std::uint64_t> rows_, columns_, boxes_;
  std::vector<Place> places_;
};

}  // namespace sudoku::stage3
