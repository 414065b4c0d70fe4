// The progress of a solver's run, and the line that tells it.

#include "run_progress.hpp"

#include "sudoku/figures.hpp"

namespace sudoku {

namespace {

// Whole seconds, as the line gives them: "5 s".
std::string whole_seconds(double seconds) {
  return grouped(seconds) + " s";
}

}  // namespace

void RunProgress::begin_file(const std::string& name, std::uint64_t size) {
  const std::scoped_lock lock(file_mutex_);
  file_ = name;
  size_ = size;
  file_start_ = Clock::now();
  read_ = 0;
  bytes_ = 0;
  answered_ = 0;
  line_ = 0;
}

void RunProgress::read(std::uint64_t puzzles, std::uint64_t bytes) {
  read_.store(puzzles, std::memory_order_relaxed);
  bytes_.store(bytes, std::memory_order_relaxed);
}

void RunProgress::solving(int line) {
  solving_since_.store(Clock::now().time_since_epoch().count(), std::memory_order_relaxed);
  line_.store(line, std::memory_order_relaxed);
}

std::string RunProgress::line() const {
  std::string file;
  std::uint64_t size = 0;
  Clock::time_point start;
  {
    const std::scoped_lock lock(file_mutex_);
    if (file_.empty()) return "";
    file = file_;
    size = size_;
    start = file_start_;
  }
  const Clock::time_point now = Clock::now();
  const double elapsed = std::chrono::duration<double>(now - start).count();
  const auto answered = static_cast<double>(answered_.load(std::memory_order_relaxed));
  const auto read = static_cast<double>(read_.load(std::memory_order_relaxed));
  const auto bytes = static_cast<double>(bytes_.load(std::memory_order_relaxed));
  double on_it = 0;  // how long the reading thread has been on its puzzle
  const int line = line_.load(std::memory_order_relaxed);
  if (line > 0) {
    const Clock::time_point since{Clock::duration(solving_since_.load(std::memory_order_relaxed))};
    on_it = std::chrono::duration<double>(now - since).count();
  }
  std::string text = program_ + ": " + file + ": " + grouped(answered);
  // The puzzles read so far, over the share of the file they took, estimate the file's puzzles;
  // the pace of the answers so far, the time the rest will take, unless the puzzle under way has
  // already outlasted that.
  if (size > 0 && bytes > 0 && read > 0) {
    const double total = read * static_cast<double>(size) / bytes;
    text += " of about " + grouped(total) + " puzzles, " + whole_seconds(elapsed);
    const double left = answered > 0 ? elapsed * (total - answered) / answered : 0;
    if (total > answered && left > on_it) text += ", about " + whole_seconds(left) + " left";
  } else {
    text += (answered == 1 ? " puzzle, " : " puzzles, ") + whole_seconds(elapsed);
  }
  if (on_it >= 0.5) text += "; line " + std::to_string(line) + " for " + whole_seconds(on_it);
  return text;
}

}  // namespace sudoku
