#pragma once
// A time after which a request's work stops: a flag that a thread of its own raises when the time
// has passed, or the server is stopping, for the searches to read (SolveOptions::stop) and for a
// loop of tries to ask.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace sudoku::play {

// Raises its flag `after` from now, or as soon as the server is stopping, unless it ends first.
class Deadline {
 public:
  // Starts the clock; `stopping` is raised when the server stops.
  Deadline(std::chrono::milliseconds after, const std::atomic<bool>& stopping);
  Deadline(const Deadline&) = delete;
  Deadline& operator=(const Deadline&) = delete;
  // Stops the clock's thread.
  ~Deadline();

  // The flag, for SolveOptions::stop.
  const std::atomic<bool>* stop() const { return &passed_; }
  // True once the time has passed.
  bool passed() const { return passed_.load(); }

 private:
  std::atomic<bool> passed_{false};
  std::mutex mutex_;
  std::condition_variable ended_;
  bool ending_ = false;  // guarded by mutex_
  std::thread clock_;    // last: it starts once the rest is ready
};

}  // namespace sudoku::play
