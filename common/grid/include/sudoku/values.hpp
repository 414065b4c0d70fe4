#pragma once
/// @file
/// @brief A set of values 1..64 in one 64-bit word: a cell's candidates, what a unit holds.
///
/// Every stage that keeps sets of values uses this one type. Bit v-1 stands for value v, so the
/// 64 values of the largest grid fill one word exactly, and union, intersection and difference
/// are one instruction each. The operators follow Python's sets: `a | b`, `a & b`, `a - b`.

#include <bit>
#include <cstdint>
#include <iterator>

namespace sudoku {

/// @brief A set of values from 1 to 64, one bit each.
class ValueSet {
 public:
  /// @brief The empty set.
  constexpr ValueSet() = default;

  /// @brief Every value from 1 to side (side 0 to 64).
  static constexpr ValueSet all(int side) {
    // A shift by 64 is undefined behaviour in C++, so the largest grid is treated apart.
    return from_bits(side >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << side) - 1);
  }
  /// @brief The set holding only `value`.
  static constexpr ValueSet only(int value) { return from_bits(bit(value)); }
  /// @brief The set whose bit v-1 is set for each value v.
  static constexpr ValueSet from_bits(std::uint64_t bits) {
    ValueSet set;
    set.bits_ = bits;
    return set;
  }

  /// @brief The word itself: bit v-1 set when v is in the set.
  constexpr std::uint64_t bits() const { return bits_; }
  /// @brief True when `value` is in the set.
  constexpr bool contains(int value) const { return (bits_ >> (value - 1)) & 1U; }
  /// @brief How many values the set holds.
  constexpr int count() const { return std::popcount(bits_); }
  /// @brief True when the set holds no value.
  constexpr bool empty() const { return bits_ == 0; }
  /// @brief True when the set holds exactly one value.
  constexpr bool is_single() const { return std::has_single_bit(bits_); }
  /// @brief True when the set holds one value or none (cheaper than count() <= 1).
  constexpr bool at_most_one() const { return (bits_ & (bits_ - 1)) == 0; }
  /// @brief The smallest value of the set, 0 when it is empty.
  constexpr int lowest() const { return bits_ == 0 ? 0 : std::countr_zero(bits_) + 1; }

  /// @brief Adds `value`.
  constexpr void add(int value) { bits_ |= bit(value); }
  /// @brief Removes `value`; true when it was there.
  constexpr bool remove(int value) {
    const bool had = contains(value);
    bits_ &= ~bit(value);
    return had;
  }

  /// @brief The values in either set.
  friend constexpr ValueSet operator|(ValueSet a, ValueSet b) {
    return from_bits(a.bits_ | b.bits_);
  }
  /// @brief The values in both sets.
  friend constexpr ValueSet operator&(ValueSet a, ValueSet b) {
    return from_bits(a.bits_ & b.bits_);
  }
  /// @brief The values of `a` that are not in `b`.
  friend constexpr ValueSet operator-(ValueSet a, ValueSet b) {
    return from_bits(a.bits_ & ~b.bits_);
  }
  /// @brief Adds the values of `other`.
  constexpr ValueSet& operator|=(ValueSet other) { return *this = *this | other; }
  /// @brief Keeps only the values also in `other`.
  constexpr ValueSet& operator&=(ValueSet other) { return *this = *this & other; }
  /// @brief Removes the values of `other`.
  constexpr ValueSet& operator-=(ValueSet other) { return *this = *this - other; }
  /// @brief Same values.
  friend constexpr bool operator==(ValueSet, ValueSet) = default;

  /// @brief Walks the values in increasing order: `for (int value : set)`.
  class Iterator {
   public:
    using iterator_category = std::forward_iterator_tag;  ///< a forward walk
    using value_type = int;                               ///< a value from 1 to 64
    using difference_type = std::ptrdiff_t;               ///< as the standard asks
    using pointer = void;                                 ///< values are computed, not stored
    using reference = int;                                ///< a value, returned by copy

    /// @brief The walk over the values whose bits are still in `rest`.
    constexpr explicit Iterator(std::uint64_t rest = 0) : rest_(rest) {}
    /// @brief The current value: the lowest left.
    constexpr int operator*() const { return std::countr_zero(rest_) + 1; }
    /// @brief Steps to the next value.
    constexpr Iterator& operator++() {
      rest_ &= rest_ - 1;  // clears the lowest bit
      return *this;
    }
    /// @brief Steps to the next value, returning where it was.
    constexpr Iterator operator++(int) {
      Iterator before = *this;
      ++*this;
      return before;
    }
    /// @brief Same place in the same walk.
    friend constexpr bool operator==(Iterator, Iterator) = default;

   private:
    std::uint64_t rest_;
  };
  /// @brief The smallest value.
  constexpr Iterator begin() const { return Iterator(bits_); }
  /// @brief Past the largest value.
  constexpr Iterator end() const { return Iterator(0); }

 private:
  static constexpr std::uint64_t bit(int value) { return std::uint64_t{1} << (value - 1); }

  std::uint64_t bits_ = 0;
};

}  // namespace sudoku
