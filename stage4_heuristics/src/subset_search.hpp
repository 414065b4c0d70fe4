#pragma once
// What naked and hidden subsets share: among a unit's items (cells, or values), the groups of
// `size` items whose masks (their values, or their places) cover at most `size` bits.

#include <bit>
#include <cstdint>
#include <span>
#include <vector>

namespace sudoku::stage4 {

// Calls visit(chosen, covered) for each group of `size` masks, taken in increasing index order
// from `start`, whose union with `covered` has at most `size` bits: `chosen` holds their indices
// and `covered` their union (fewer than `size` bits means a contradiction). Stops, and returns
// true, as soon as visit returns true.
template <typename Visit>
bool each_subset(std::span<const std::uint64_t> masks, int size, std::size_t start,
                 std::vector<std::size_t>& chosen, std::uint64_t covered, Visit& visit) {
  if (static_cast<int>(chosen.size()) == size) return visit(chosen, covered);
  for (std::size_t i = start; i < masks.size(); ++i) {
    const std::uint64_t with = covered | masks[i];
    if (std::popcount(with) > size) continue;
    chosen.push_back(i);
    if (each_subset(masks, size, i + 1, chosen, with, visit)) return true;
    chosen.pop_back();
  }
  return false;
}

}  // namespace sudoku::stage4
