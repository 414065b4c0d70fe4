#pragma once
// How far a solver's run has got, and the progress line that says it: "stage1_naive: hard.txt:
// 1,200 of about 4,900 puzzles, 5 s, about 15 s left; line 1201 for 3 s". The thread that reads and
// answers writes it; the progress line's thread reads it, so each field is atomic or locked.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace sudoku {

class RunProgress {
 public:
  explicit RunProgress(std::string program) : program_(std::move(program)) {}

  // A file begins; `size` in bytes, 0 when it cannot be known (a pipe, a terminal).
  void begin_file(const std::string& name, std::uint64_t size);
  // Puzzles read from the file so far, and the bytes they took.
  void read(std::uint64_t puzzles, std::uint64_t bytes);
  // The reading thread starts solving the puzzle of this line (0: it solves none now).
  void solving(int line);
  // One more puzzle of the file answered.
  void answered() { answered_.fetch_add(1, std::memory_order_relaxed); }

  // The line to show now; empty before any file.
  std::string line() const;

 private:
  using Clock = std::chrono::steady_clock;

  std::string program_;
  mutable std::mutex file_mutex_;  // guards the three fields below
  std::string file_;
  std::uint64_t size_ = 0;
  Clock::time_point file_start_;
  std::atomic<std::uint64_t> read_{0};
  std::atomic<std::uint64_t> bytes_{0};
  std::atomic<std::uint64_t> answered_{0};
  std::atomic<int> line_{0};
  std::atomic<Clock::rep> solving_since_{0};
};

}  // namespace sudoku
