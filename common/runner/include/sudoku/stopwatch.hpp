#pragma once
/// @file
/// @brief How long a piece of work took, as the programs report it: the processor time of the
/// thread that did it, which other programs on a shared machine do not inflate, and the time on
/// the wall clock beside it.

#include <chrono>

namespace sudoku {

/// @brief The time one piece of work took, in seconds.
struct Elapsed {
  double cpu = 0;   ///< the processor time of the thread that did it
  double wall = 0;  ///< the time that passed on the wall clock, waits for the processor included

  /// @brief Adds another piece of work's time.
  Elapsed& operator+=(const Elapsed& other) {
    cpu += other.cpu;
    wall += other.wall;
    return *this;
  }
};

/// @brief True when the wall clock tells another story than the processor time: the thread
/// waited for the processor (a busy machine) or for something else, more than a quarter of its
/// processor time and more than a millisecond.
/// @param elapsed a piece of work's time
/// @return whether a report should give the wall-clock time beside the processor time
bool wall_differs(const Elapsed& elapsed);

/// @brief Started when made; tells the time since, in the thread that made it.
class Stopwatch {
 public:
  /// @brief Starts the stopwatch on the calling thread's processor time and the wall clock.
  Stopwatch();
  /// @brief The time since the stopwatch was made.
  /// @return the calling thread's processor time and the wall-clock time (call it in the thread
  ///         that made the stopwatch: another thread's processor time is not this work's)
  Elapsed elapsed() const;

 private:
  double cpu_start_;
  std::chrono::steady_clock::time_point wall_start_;
};

}  // namespace sudoku
