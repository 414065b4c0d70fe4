// The processor time of the calling thread and the wall clock, read together.

#include "sudoku/stopwatch.hpp"

#include <time.h>

namespace sudoku {

namespace {

// The processor time the calling thread has used, in seconds (Linux reads it to the nanosecond).
double thread_cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

}  // namespace

bool wall_differs(const Elapsed& elapsed) {
  const double waited = elapsed.wall - elapsed.cpu;
  return waited > 0.25 * elapsed.cpu && waited > 1e-3;
}

Stopwatch::Stopwatch()
    : cpu_start_(thread_cpu_seconds()), wall_start_(std::chrono::steady_clock::now()) {}

Elapsed Stopwatch::elapsed() const {
  const std::chrono::duration<double> wall = std::chrono::steady_clock::now() - wall_start_;
  return {.cpu = thread_cpu_seconds() - cpu_start_, .wall = wall.count()};
}

}  // namespace sudoku
