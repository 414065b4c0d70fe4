// The deadline's thread sleeps until the time passes or the deadline ends, whichever is first,
// waking every 50 ms to see whether the server is stopping.

#include "deadline.hpp"

#include <algorithm>

namespace sudoku::play {

Deadline::Deadline(std::chrono::milliseconds after, const std::atomic<bool>& stopping)
    : clock_([this, after, &stopping] {
        const auto end = std::chrono::steady_clock::now() + after;
        std::unique_lock lock(mutex_);
        while (!ending_ && !stopping && std::chrono::steady_clock::now() < end) {
          ended_.wait_until(lock, std::min(end, std::chrono::steady_clock::now() +
                                                    std::chrono::milliseconds(50)));
        }
        if (!ending_) passed_ = true;
      }) {}

Deadline::~Deadline() {
  {
    const std::lock_guard lock(mutex_);
    ending_ = true;
  }
  ended_.notify_one();
  clock_.join();
}

}  // namespace sudoku::play
