// What every question's verdict starts from: how the run ended, and its answer quoted.

#include "questions.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku::grading {

std::string quoted(std::string text) {
  if (text.ends_with('\n')) text.pop_back();
  std::string shown = text.substr(0, 60);
  std::ranges::replace(shown, '\n', ' ');
  return "'" + shown + (text.size() > 60 ? "...'" : "'");
}

std::string run_fault(const Run& run) {
  if (run.out_of_time)
    return "stopped after " + std::to_string(static_cast<int>(std::lround(run.cpu_seconds))) +
           " s of processor time";
  if (run.too_much_output) return "wrote more than it may";
  if (!run.exited) return run.last_words.empty() ? "crashed" : "crashed: '" + run.last_words + "'";
  return "";
}

}  // namespace sudoku::grading
