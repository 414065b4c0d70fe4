// Rounds: items made by a team of threads come back in the inputs' order, each made once, the
// same on one thread or several, round after round; between a round's start and its finish the
// thread that asks is free.

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

// The text an input makes, on any thread: its square, written out.
std::string square_text(const std::uint64_t& input, std::size_t /*thread*/) {
  return std::to_string(input * input);
}

TEST(Rounds, ItemsComeBackInTheInputsOrder) {
  Rounds<std::uint64_t, std::string> rounds(3, square_text);
  const std::vector<std::uint64_t> inputs{5, 1, 4, 2, 3, 9, 7};
  EXPECT_EQ(rounds.make(inputs), (std::vector<std::string>{"25", "1", "16", "4", "9", "81", "49"}));
}

TEST(Rounds, EachInputIsMadeOnceAndEveryRoundAfresh) {
  std::atomic<int> calls{0};
  Rounds<std::uint64_t, std::uint64_t> rounds(4, [&calls](const std::uint64_t& input, std::size_t) {
    ++calls;
    return input + 1;
  });
  std::vector<std::uint64_t> inputs(100);
  for (std::uint64_t i = 0; i < inputs.size(); ++i) inputs[i] = i;
  for (int round = 0; round < 3; ++round) {
    const std::vector<std::uint64_t> items = rounds.make(inputs);
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
  EXPECT_EQ(alone.make(inputs), several.make(inputs));
  EXPECT_EQ(alone.workers().started(), 0U);
}

// The threads of the team that numbers them.
constexpr std::size_t kJobs = 3;

TEST(Rounds, EachThreadHasANumberBelowTheJobs) {
  std::vector<std::atomic<int>> made_by(kJobs + 1);  // one more, where a wrong number would go
  Rounds<std::uint64_t, std::size_t> rounds(kJobs,
                                            [&made_by](const std::uint64_t&, std::size_t thread) {
                                              ++made_by[std::min(thread, kJobs)];
                                              return thread;
                                            });
  const std::vector<std::size_t> threads = rounds.make(std::vector<std::uint64_t>(500, 1));
  EXPECT_TRUE(std::ranges::all_of(threads, [](std::size_t thread) { return thread < kJobs; }));
  EXPECT_EQ(made_by[kJobs].load(), 0);
  EXPECT_EQ(made_by[0] + made_by[1] + made_by[2], 500);
}

TEST(Rounds, AFinishedRoundOutlivesTheNextStart) {
  Rounds<std::uint64_t, std::string> rounds(2, square_text);
  rounds.start({1, 2, 3});
  const Round<std::uint64_t, std::string> first = rounds.finish();
  rounds.start({4, 5});  // while it is made, the first round is still there to write
  EXPECT_EQ(first.inputs, (std::vector<std::uint64_t>{1, 2, 3}));
  EXPECT_EQ(first.items, (std::vector<std::string>{"1", "4", "9"}));
  const Round<std::uint64_t, std::string> second = rounds.finish();
  EXPECT_EQ(second.inputs, (std::vector<std::uint64_t>{4, 5}));
  EXPECT_EQ(second.items, (std::vector<std::string>{"16", "25"}));
}

}  // namespace
}  // namespace sudoku::testing
