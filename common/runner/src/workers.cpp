// Threads that do one job together: one barrier starts a round, another ends it, and each has a
// place for the thread that asks as well as for the workers.

#include "sudoku/workers.hpp"

#include <string>

namespace sudoku {

std::size_t jobs_given(const CommandLine& given) {
  const std::uint64_t jobs = given.number("--jobs", 1);
  if (jobs > kMostJobs) {
    throw UsageError("--jobs takes at most " + std::to_string(kMostJobs) + " threads");
  }
  return static_cast<std::size_t>(jobs);
}

Workers::Workers(std::size_t count, std::function<void(std::size_t worker)> job)
    : job_(std::move(job)),
      start_(static_cast<std::ptrdiff_t>(count + 1)),
      done_(static_cast<std::ptrdiff_t>(count + 1)) {
  for (std::size_t worker = 0; worker < count; ++worker) {
    threads_.emplace_back([this, worker] { serve(worker); });
  }
}

Workers::~Workers() {
  stopping_ = true;
  start_.arrive_and_wait();
}  // the threads see stopping_ and return; their jthreads join them

void Workers::start() {
  start_.arrive_and_wait();
}

void Workers::wait() {
  done_.arrive_and_wait();
}

void Workers::serve(std::size_t worker) {
  for (;;) {
    start_.arrive_and_wait();
    if (stopping_) return;
    job_(worker);
    done_.arrive_and_wait();
  }
}

}  // namespace sudoku
