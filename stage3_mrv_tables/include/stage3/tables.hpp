#pragma once
/// @file
/// @brief Stage 3's lookup tables: for each row, column and box, the values it holds, so that
/// "may this value go here?" is answered in three look-ups instead of three scans.

#include <cstdint>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/values.hpp"

namespace sudoku::stage3 {

/// @brief The second source's `existeSurLigne`, `existeSurColonne` and `existeSurBloc`: for each
/// unit, the set of values it holds, one bit per value.
class Tables {
 public:
  /// @brief The tables of a grid's placed values.
  explicit Tables(const Grid& grid);

  /// @brief True when no unit of the cell holds `value`.
  bool allows(int cell, int value) const { return free_values(cell).contains(value); }
  /// @brief The values the cell's row, column and box all leave open.
  ValueSet free_values(int cell) const {
    const Place& at = places_[static_cast<std::size_t>(cell)];
    return all_ - (rows_[at.row] | columns_[at.column] | boxes_[at.box]);
  }
  /// @brief Every value of the grid.
  ValueSet all_values() const { return all_; }
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
  ValueSet all_;  // every value of the grid
  std::vector<ValueSet> rows_, columns_, boxes_;
  std::vector<Place> places_;
};

}  // namespace sudoku::stage3
