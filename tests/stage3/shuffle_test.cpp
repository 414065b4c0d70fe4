// Stage 3's seeded shuffle: the same seed gives the same grid, every grid is valid, and the
// generator behind it is the same on every machine.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "same_grid.hpp"
#include "stage3/stage3.hpp"
#include "stage3/value_order.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::testing {
namespace {

TEST(Shuffle, EachCellGetsAPermutationOfItsValues) {
  const stage3::ValueOrder order(9, 5);
  std::set<std::vector<std::uint8_t>> distinct;
  for (int cell = 0; cell < 81; ++cell) {
    const std::span<const std::uint8_t> values = order.of(cell);
    std::vector<std::uint8_t> sorted(values.begin(), values.end());
    distinct.insert(sorted);
    std::ranges::sort(sorted);
    for (std::size_t i = 0; i < sorted.size(); ++i) EXPECT_EQ(sorted[i], i + 1);
  }
  EXPECT_GT(distinct.size(), 60U);  // 81 cells, 362,880 orders: nearly all differ
  const stage3::ValueOrder plain(9, std::nullopt);
  for (std::size_t i = 0; i < 9; ++i) EXPECT_EQ(plain.of(80)[i], i + 1);
}

// On an empty grid a seeded search is a random filling: valid, the same for the same seed,
// different for another seed, the same whether the dynamic order undoes or copies.
TEST(Shuffle, DynamicAndDynamicCopyFillTheSameValidGridForTheSameSeed) {
  for (int box = 2; box <= 5; ++box) {
    SCOPED_TRACE(box);
    const auto fill = [box](std::uint64_t seed) {
      return stage3::solve(Grid(box), {}, {stage3::Order::Dynamic, seed}).first_solution;
    };
    const Grid first = fill(2026);
    EXPECT_TRUE(check_solution(Grid(box), first).solves);
    EXPECT_EQ(fill(2026), first);
    EXPECT_NE(fill(2027), first);
    EXPECT_SAME_GRID(
        stage3::solve(Grid(box), {}, {stage3::Order::DynamicCopy, 2026}).first_solution, first);
  }
}

}  // namespace
}  // namespace sudoku::testing
