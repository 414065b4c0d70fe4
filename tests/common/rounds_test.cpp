// Rounds: items made by a team of threads come back in the inputs' order, each made once, the
// same on one thread or several, round after round.

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "sudoku/workers.hpp"

namespace sudoku::testing {
namespace {

// The text an input makes: its square, written out.
std::string square_text(const std::uint64_t& input) {
  return std::to_string(input * input);
}

TEST(Rounds, ItemsComeBackInTheInputsOrder) {
  Rounds<std::uint64_t, std::string> rounds(3, square_text);
  const std::vector<std::uint64_t> inputs{5, 1, 4, 2, 3, 9, 7};
  const std::span<std::string> items = rounds.make(inputs);
  EXPECT_EQ(std::vector<std::string>(items.begin(), items.end()),
            (std::vector<std::string>{"25", "1", "16", "4", "9", "81", "49"}));
}

TEST(Rounds, EachInputIsMadeOnceAndEveryRoundAfresh) {
  std::atomic<int> calls{0};
  Rounds<std::uint64_t, std::uint64_t> rounds(4, [&calls](const std::uint64_t& input) {
    ++calls;
    return input + 1;
  });
  std::vector<std::uint64_t> inputs(100);
  for (std::uint64_t i = 0; i < inputs.size(); ++i) inputs[i] = i;
  for (int round = 0; round < 3; ++round) {
    const std::span<std::uint64_t> items = rounds.make(inputs);
    ASSERT_EQ(items.size(), inputs.size());
    for (std::size_t i = 0; i < items.size(); ++i) EXPECT_EQ(items[i], inputs[i] + 1);
  }
  EXPECT_EQ(calls.load(), 300);
  EXPECT_TRUE(rounds.make(std::span<const std::uint64_t>()).empty());
}

TEST(Rounds, OneThreadMakesWhatSeveralMake) {
  Rounds<std::uint64_t, std::string> alone(1, square_text);
  Rounds<std::uint64_t, std::string> several(3, square_text);
  const std::vector<std::uint64_t> inputs{8, 6, 7, 5, 3, 0, 9};
  const std::span<std::string> by_one = alone.make(inputs);
  const std::span<std::string> by_three = several.make(inputs);
  EXPECT_TRUE(std::equal(by_one.begin(), by_one.end(), by_three.begin(), by_three.end()));
  EXPECT_EQ(alone.workers().started(), 0U);
}

}  // namespace
}  // namespace sudoku::testing
