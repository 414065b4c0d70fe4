#pragma once
/// @file
/// @brief The order in which stage 3 tries values in each cell: 1 to side, or a seeded shuffle
/// (the second source's random filling) that is the same on every machine and compiler, drawn
/// with the workbook's sudoku::Random.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace sudoku::stage3 {

/// @brief For every cell, the values in the order they are tried.
class ValueOrder {
 public:
  /// @brief Values 1 to side in every cell, or, with a seed, a shuffle of them drawn per cell.
  ValueOrder(int side, std::optional<std::uint64_t> seed);
  /// @brief The values of one cell, in trying order.
  std::span<const std::uint8_t> of(int cell) const {
    return std::span(values_).subspan(
        shuffled_ ? static_cast<std::size_t>(cell) * static_cast<std::size_t>(side_) : 0,
        static_cast<std::size_t>(side_));
  }

 private:
  int side_;
  bool shuffled_;
  std::vector<std::uint8_t> values_;  // side values per cell, or one shared row of 1..side
};

}  // namespace sudoku::stage3
