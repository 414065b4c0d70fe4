#pragma once
/// @file
/// @brief A seeded random source whose numbers are the same with every compiler and library, so
/// that a seed names the same grid everywhere (stage 3's --shuffle, stage 5's generator).
///
/// `std::mt19937_64` is portable, but `std::uniform_int_distribution` and `std::shuffle` are
/// not: each standard library draws its own way. So the workbook writes the two it needs.

#include <cstdint>
#include <span>
#include <utility>

namespace sudoku {

/// @brief A small random generator (SplitMix64) whose sequence is fixed by its seed alone.
class Random {
 public:
  /// @brief A generator started from `seed`.
  explicit Random(std::uint64_t seed) : state_(seed) {}
  /// @brief The next 64 random bits.
  std::uint64_t next();
  /// @brief A number from 0 to bound - 1, every one equally likely (bound > 0).
  std::uint64_t below(std::uint64_t bound);

  /// @brief Puts `items` in a random order, every order equally likely (Fisher-Yates).
  template <typename T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
  }

 private:
  std::uint64_t state_;
};

}  // namespace sudoku
