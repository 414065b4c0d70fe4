// The stopwatch behind every reported time: a thread's processor time, which a wait does not
// add to, and the wall clock, which it does.

#include "sudoku/stopwatch.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

namespace sudoku::testing {
namespace {

TEST(Stopwatch, AWaitCountsOnTheWallClockAndNotInProcessorTime) {
  const Stopwatch watch;
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  const Elapsed elapsed = watch.elapsed();
  EXPECT_GE(elapsed.wall, 0.06);
  EXPECT_LT(elapsed.cpu, 0.03) << "a sleeping thread used the processor";
  EXPECT_TRUE(wall_differs(elapsed));
}

TEST(Stopwatch, WorkCountsInProcessorTime) {
  const Stopwatch watch;
  volatile double sum = 0;
  while (watch.elapsed().cpu < 0.02) sum = sum + 1;  // ends only once processor time is counted
  const Elapsed elapsed = watch.elapsed();
  EXPECT_GE(elapsed.cpu, 0.02);
  // One thread cannot use more than the time that passed (the two clocks differ by microseconds).
  EXPECT_GE(elapsed.wall + 1e-3, elapsed.cpu);
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
