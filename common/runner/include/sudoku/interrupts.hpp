#pragma once
/// @file
/// @brief Ctrl-C (SIGINT) and SIGTERM as a request to stop, so that a program interrupted after
/// six answers still writes those six, whole, and its statistics, instead of dying with them in
/// its buffer.
///
/// While an Interrupts lives, the two signals no longer end the process at once: a thread of its
/// own waits for them and raises requested(). The program asks between pieces of work (a search
/// asks every few thousand nodes, through SolveOptions::stop), says it has seen the request with
/// acknowledge(), writes what it has, and returns status(). A program that has not acknowledged
/// within kInterruptGrace (it may be waiting for input on a terminal), or that gets a second
/// signal, ends at once with status().

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <string>
#include <thread>

namespace sudoku {

/// @brief How long a program has to acknowledge a request before it is ended without its say.
inline constexpr std::chrono::seconds kInterruptGrace{1};

/// @brief The watch on SIGINT and SIGTERM for as long as it lives; one per process, made in main
/// before any other thread starts (the threads started after it inherit the blocked signals).
class Interrupts {
 public:
  /// @brief Blocks the signals in this thread and starts the thread that waits for them.
  Interrupts();
  /// @brief Stops that thread and gives the signals back their usual effect.
  ~Interrupts();
  Interrupts(const Interrupts&) = delete;
  Interrupts& operator=(const Interrupts&) = delete;

  /// @brief True once a signal asked the program to stop; a search reads it as it goes.
  const std::atomic<bool>& requested() const { return requested_; }
  /// @brief Says the program has seen the request and is ending by itself.
  void acknowledge();
  /// @brief The status to exit with after the request: 128 + the signal (130 for Ctrl-C).
  int status() const { return 128 + signal_.load(); }
  /// @brief "Ctrl-C (SIGINT)" or "SIGTERM": the signal that asked, for a message.
  std::string signal_name() const;

 private:
  // The watching thread: waits for a signal, raises the request, and ends the process when it
  // is not acknowledged in time or when a second signal comes.
  void watch();

  sigset_t signals_{};
  sigset_t previous_mask_{};
  std::atomic<bool> requested_{false};
  std::atomic<int> signal_{0};
  std::mutex mutex_;
  std::condition_variable changed_;
  bool acknowledged_ = false;  // guarded by mutex_
  bool finishing_ = false;     // guarded by mutex_: the destructor runs
  std::thread watcher_;        // last: it starts once the rest is ready
};

}  // namespace sudoku
