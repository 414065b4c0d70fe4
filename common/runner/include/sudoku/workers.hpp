#pragma once
/// @file
/// @brief Threads that do one job together, as often as asked, while the thread that asks goes
/// on with something else: under --jobs they solve (or make) a batch of puzzles while the main
/// thread writes the batch before and reads the next, then joins them for what is left. They
/// live as long as the run: starting threads for each batch costs time, and leaves the reading
/// and writing outside the overlap.

#include <barrier>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <thread>
#include <vector>

#include "sudoku/options.hpp"

namespace sudoku {

/// @brief The most threads --jobs starts: far more than any machine this runs on has cores.
inline constexpr std::uint64_t kMostJobs = 256;

/// @brief The threads a command line's --jobs asks for, 1 without it.
/// @throws UsageError when it asks for more than kMostJobs
std::size_t jobs_given(const CommandLine& given);

/// @brief A team of threads doing rounds of one job.
class Workers {
 public:
  /// @brief Starts `count` threads; job(w) is thread w's share of a round, w from 0 to count - 1.
  Workers(std::size_t count, std::function<void(std::size_t worker)> job);
  /// @brief Stops the threads and waits for them (no round may be under way).
  ~Workers();
  Workers(const Workers&) = delete;
  Workers& operator=(const Workers&) = delete;

  /// @brief Starts a round: every thread runs its share of the job.
  void start();
  /// @brief Returns once every thread has finished the round started.
  void wait();

 private:
  // What each thread does until the end: wait for a start, do its share, say it is done.
  void serve(std::size_t worker);

  std::function<void(std::size_t)> job_;
  std::barrier<> start_;  // the threads and the one that starts them
  std::barrier<> done_;
  bool stopping_ = false;  // written before a start, read after it: the barrier orders the two
  std::vector<std::jthread> threads_;
};

}  // namespace sudoku
