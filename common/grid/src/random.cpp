// SplitMix64 and unbiased draws below a bound, written out so that a seed gives the same numbers
// everywhere.

#include "sudoku/random.hpp"

namespace sudoku {

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

}  // namespace sudoku
