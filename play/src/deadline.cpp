// The deadline's thread sleeps until the time passes or the deadline ends, whichever is first.

#include "deadline.hpp"

namespace sudoku::play {

Deadline::Deadline(std::chrono::milliseconds after)
    : clock_([this, after] {
        std::unique_lock lock(mutex_);
        if (!ended_.wait_for(lock, after, [this] { return ending_; })) passed_ = true;
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
