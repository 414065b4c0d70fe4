// Threads that share out rounds of items: one barrier starts a round, another ends it, and each
// has a place for the thread that asks as well as for the workers.

#include "sudoku/workers.hpp"

#include <string>

#include "sudoku/files.hpp"

namespace sudoku {

std::size_t jobs_given(const CommandLine& given) {
  return static_cast<std::size_t>(given.number("--jobs", 1));  // the table holds it to kMostJobs
}

Workers::Workers(std::size_t count, std::function<void(std::size_t item, std::size_t thread)> job)
    : job_(std::move(job)),
      start_(static_cast<std::ptrdiff_t>(count + 1)),
      done_(static_cast<std::ptrdiff_t>(count + 1)) {
  for (std::size_t worker = 0; worker < count; ++worker) {
    try {
      threads_.emplace_back([this, worker] { serve(worker); });
    } catch (const std::system_error& error) {
      // The system starts no more threads (a limit of processes per user): the ones that did not
      // start leave both barriers, and the rounds are shared by those that did.
      refused_ = error.code();
      for (std::size_t left = worker; left < count; ++left) {
        start_.arrive_and_drop();
        done_.arrive_and_drop();
      }
      return;
    }
  }
}

Workers::~Workers() {
  stopping_ = true;
  start_.arrive_and_wait();
  for (std::thread& thread : threads_) thread.join();  // each sees stopping_ and returns
}

void Workers::start(std::size_t items) {
  items_ = items;
  next_ = 0;
  start_.arrive_and_wait();
}

void Workers::finish() {
  take_items(threads_.size());
  done_.arrive_and_wait();
}

void Workers::serve(std::size_t worker) {
  for (;;) {
    start_.arrive_and_wait();
    if (stopping_) return;
    take_items(worker);
    done_.arrive_and_wait();
  }
}

void Workers::take_items(std::size_t thread) {
  for (std::size_t item = next_++; item < items_; item = next_++) job_(item, thread);
}

std::string fewer_threads(std::string_view program, std::size_t asked, const Workers& workers) {
  if (!workers.refused()) return "";
  return std::string(program) + ": --jobs " + std::to_string(asked) + ": " +
         std::to_string(workers.started()) + " threads of the " + std::to_string(asked - 1) +
         " more could be started" + system_reason(workers.refused().value()) +
         "; the output is the same";
}

}  // namespace sudoku
