#include "watchdog.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>

#include "sudoku/writer.hpp"

namespace sudoku::testing {
namespace {

// "Suite.Name", or "(no test)" outside one.
std::string current_test() {
  const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
  return test == nullptr ? "(no test)" : std::string(test->test_suite_name()) + "." + test->name();
}

}  // namespace

SolveResult solve_watched(const SolveFunction& solve, const Grid& puzzle, SolveOptions options,
                          std::chrono::milliseconds quiet) {
  std::atomic<std::uint64_t> nodes{0};
  options.nodes_spent = &nodes;
  // Looks at the count ten times a second until the solve returns (or throws): jthread's
  // destructor asks it to stop, which wakes it at once, and waits for it.
  std::jthread watchdog([&nodes, &puzzle, quiet](std::stop_token stop) {
    using Clock = std::chrono::steady_clock;
    std::mutex mutex;
    std::condition_variable_any wake;
    std::unique_lock lock(mutex);
    std::uint64_t seen = 0;
    Clock::time_point since = Clock::now();
    while (!wake.wait_for(lock, stop, std::chrono::milliseconds(100),
                          [&] { return stop.stop_requested(); })) {
      if (const std::uint64_t now = nodes.load(std::memory_order_relaxed); now != seen) {
        seen = now;
        since = Clock::now();
      } else if (Clock::now() - since >= quiet) {
        std::cerr << "\n[ WATCHDOG ] " << current_test() << ": the solve spent no node for "
                  << std::chrono::duration<double>(quiet).count() << " s after " << seen
                  << " nodes, so it was stopped: a search that loops without trying a value?\n"
                  << "The puzzle:\n"
                  << to_pretty(puzzle) << std::flush;
        std::_Exit(1);
      }
    }
  });
  return solve(puzzle, options);
}

}  // namespace sudoku::testing
