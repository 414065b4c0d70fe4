// Progress lines: a clock per piece of work, and one lock for the stream they share.

#include "sudoku/progress.hpp"

#include <ostream>

namespace sudoku {

std::function<void(int, int)> ProgressLines::for_work(std::string what, std::string parts) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  return [this, what = std::move(what), parts = std::move(parts), start, next = start + every_](
             int done, int total) mutable {
    const Clock::time_point now = Clock::now();
    if (now < next) return;
    next = now + every_;
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(now - start).count();
    const std::string line = what + ", " + std::to_string(seconds) + " s: " + std::to_string(done) +
                             " of " + std::to_string(total) + ' ' + parts + '\n';
    const std::scoped_lock lock(writing_);
    err_ << line << std::flush;
  };
}

}  // namespace sudoku
