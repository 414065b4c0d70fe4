// Seeded value orders: each cell's values shuffled by the workbook's Random, so that a seed gives
// the same grid everywhere.

#include <numeric>

#include "stage3/value_order.hpp"
#include "sudoku/random.hpp"

namespace sudoku::stage3 {

ValueOrder::ValueOrder(int side, std::optional<std::uint64_t> seed)
    : side_(side), shuffled_(seed.has_value()) {
  std::vector<std::uint8_t> in_order(static_cast<std::size_t>(side));
  std::iota(in_order.begin(), in_order.end(), std::uint8_t{1});
  if (!seed) {
    values_ = in_order;
    return;
  }
  Random random(*seed);
  for (int cell = 0; cell < side * side; ++cell) {
    std::vector<std::uint8_t> values = in_order;
    random.shuffle(std::span(values));
    values_.insert(values_.end(), values.begin(), values.end());
  }
}

}  // namespace sudoku::stage3
