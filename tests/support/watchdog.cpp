#include "watchdog.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <mutex>
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

// Calls `look` every `period` on a thread of its own until it is destroyed, which wakes that
// thread at once and waits for it: a std::jthread with its stop token, which libc++ 19 (macOS's
// library) still hides as experimental.
class Ticker {
 public:
  Ticker(std::chrono::milliseconds period, std::function<void()> look)
      : thread_([this, period, look = std::move(look)] { run(period, look); }) {}
  ~Ticker() {
    {
      const std::lock_guard lock(mutex_);
      stopped_ = true;
    }
    wake_.notify_one();
    thread_.join();
  }
  Ticker(const Ticker&) = delete;
  Ticker& operator=(const Ticker&) = delete;

 private:
  // Looks once a period until stopped.
  void run(std::chrono::milliseconds period, const std::function<void()>& look) {
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, period, [this] { return stopped_; })) look();
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopped_ = false;
  std::thread thread_;  // last, so that what it uses is there before it starts
};

}  // namespace

SolveResult solve_watched(const SolveFunction& solve, const Grid& puzzle, SolveOptions options,
                          std::chrono::milliseconds quiet) {
  using Clock = std::chrono::steady_clock;
  std::atomic<std::uint64_t> nodes{0};
  options.nodes_spent = &nodes;
  // Looks at the count ten times a second until the solve returns (or throws).
  const Ticker watchdog(
      std::chrono::milliseconds(100),
      [&nodes, &puzzle, quiet, seen = std::uint64_t{0}, since = Clock::now()]() mutable {
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
      });
  return solve(puzzle, options);
}

}  // namespace sudoku::testing
