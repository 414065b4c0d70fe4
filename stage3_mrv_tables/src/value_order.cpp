// Seeded value orders: SplitMix64 and Fisher-Yates, written out so that a seed gives the same
// grid everywhere (std::uniform_int_distribution differs between standard libraries).

#include <numeric>
#include <utility>

#include "stage3/value_order.hpp"

namespace sudoku::stage3 {

std::uint64_t Random::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15U);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9U;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBU;
  return z ^ (z >> 31);
}

std::uint64_t Random::below(std::uint64_t bound) {
  // Rejecting the few draws below 2^64 mod bound leaves every remainder equally likely.
  const std::uint64_t threshold = (0 - bound) % bound;
  for (;;) {
    const std::uint64_t draw = next();
    if (draw >= threshold) return draw % bound;
  }
}

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
    for (std::size_t i = values.size(); i > 1; --i) {
      std::swap(values[i - 1], values[random.below(i)]);
    }
    values_.insert(values_.end(), values.begin(), values.end());
  }
}

}  // namespace sudoku::stage3
