#pragma once
/// @file
/// @brief What naked and hidden subsets share, on any board: among a unit's items (cells, or
/// values), the groups of `size` items whose masks (their values, or their places) cover at most
/// `size` bits. (The fish of appendix D search lines the same way.)

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <utility>

namespace sudoku::stage4 {

/// @brief The items chosen for a subset: their indices, at most four (stage 4's pairs and
/// triples, and appendix D's quads and jellyfish).
struct Subset {
  std::array<std::size_t, 4> items{};  ///< the indices chosen, the first `count` of them
  std::size_t count = 0;               ///< how many are chosen
  /// @brief The first index chosen.
  const std::size_t* begin() const { return items.data(); }
  /// @brief Past the last index chosen.
  const std::size_t* end() const { return items.data() + count; }
};

/// @brief Calls visit(chosen, covered) for each group of `size` masks (2 to 4), taken in
/// increasing index order from `start`, whose union with `covered` has at most `size` bits:
/// `chosen` holds their indices and `covered` their union (fewer than `size` bits means a
/// contradiction).
/// @return true as soon as visit returns true, which stops the search
template <typename Visit>
bool each_subset(std::span<const std::uint64_t> masks, int size, std::size_t start, Subset& chosen,
                 std::uint64_t covered, Visit& visit) {
  if (static_cast<int>(chosen.count) == size) return visit(std::as_const(chosen), covered);
  for (std::size_t i = start; i < masks.size(); ++i) {
    const std::uint64_t with = covered | masks[i];
    if (std::popcount(with) > size) continue;
    chosen.items[chosen.count++] = i;
    if (each_subset(masks, size, i + 1, chosen, with, visit)) return true;
    --chosen.count;
  }
  return false;
}

/// @brief The same from the start: every group of `size` masks covering at most `size` bits.
template <typename Visit>
bool each_subset(std::span<const std::uint64_t> masks, int size, Visit& visit) {
  Subset chosen;
  return each_subset(masks, size, 0, chosen, 0, visit);
}

}  // namespace sudoku::stage4
