// The stopwatch behind every reported time: a thread's processor time and the wall clock, and
// when a report gives the second beside the first.

#include "sudoku/stopwatch.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <thread>

namespace sudoku::testing {
namespace {

// What the clocks guarantee, not how fast this machine is (timings belong in bench/): a wait of
// 60 ms passes at least 60 ms on the wall clock, readings never go back, and work shows in the
// thread's processor time.
TEST(Stopwatch, AWaitCountsOnTheWallClock) {
  const Stopwatch watch;
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  EXPECT_GE(watch.elapsed().wall, 0.06);
}

TEST(Stopwatch, WorkShowsInProcessorTimeAndReadingsNeverGoBack) {
  const Stopwatch watch;
  volatile std::uint64_t sum = 0;
  for (std::uint64_t i = 0; i < 10'000'000; ++i) sum = sum + i;
  const Elapsed first = watch.elapsed();
  const Elapsed second = watch.elapsed();
  EXPECT_GT(first.cpu, 0) << "the thread worked, and its processor time did not move";
  EXPECT_GT(first.wall, 0);
  EXPECT_GE(second.cpu, first.cpu);
  EXPECT_GE(second.wall, first.wall);
}

TEST(Stopwatch, TheWallClockDiffersWhenItIsAQuarterMoreAndAMillisecondMore) {
  EXPECT_FALSE(wall_differs({.cpu = 0.5, .wall = 0.6}));
  EXPECT_TRUE(wall_differs({.cpu = 0.5, .wall = 0.7}));
  EXPECT_FALSE(wall_differs({.cpu = 1e-6, .wall = 5e-4}));
  EXPECT_TRUE(wall_differs({.cpu = 1e-6, .wall = 2e-3}));
  Elapsed total{.cpu = 1, .wall = 2};
  total += {.cpu = 0.5, .wall = 0.25};
  EXPECT_DOUBLE_EQ(total.cpu, 1.5);
  EXPECT_DOUBLE_EQ(total.wall, 2.25);
}

}  // namespace
}  // namespace sudoku::testing
