// A failing test's first failures printed, cut short; the rest counted.

#include "brief_failures.hpp"

namespace sudoku::testing {

std::string first_lines(const std::string& text, int lines) {
  std::size_t end = 0;
  for (int line = 0; line < lines; ++line) {
    end = text.find('\n', end);
    if (end == std::string::npos) return text;
    ++end;
  }
  if (end >= text.size()) return text;
  int left = 0;
  for (std::size_t at = end; at < text.size(); ++at) left += text[at] == '\n' ? 1 : 0;
  if (text.back() != '\n') ++left;
  return text.substr(0, end) + "(" + std::to_string(left) +
         (left == 1 ? " more line" : " more lines") + " of this failure)\n";
}

std::string unwritten_line(const std::string& text) {
  const std::size_t found = text.find(" is not written yet");
  if (found == std::string::npos) return "";
  const std::size_t start = text.rfind('\n', found);
  const std::size_t from = start == std::string::npos ? 0 : start + 1;
  return text.substr(from, text.find('\n', found) - from);
}

void BriefFailures::OnTestPartResult(const ::testing::TestPartResult& result) {
  if (!result.failed()) return printer_->OnTestPartResult(result);
  ++failures_;
  const int lines = failures_ == 1 ? kFirstFailureLines : kLaterFailureLines;
  const std::string shown = failures_ > kFailuresShown ? "" : first_lines(result.message(), lines);
  if (!unwritten_line(shown).empty()) unwritten_shown_ = true;
  if (unwritten_.empty()) unwritten_ = unwritten_line(result.message());
  if (failures_ > kFailuresShown) return;
  printer_->OnTestPartResult(::testing::TestPartResult(result.type(), result.file_name(),
                                                       result.line_number(), shown.c_str()));
}

void BriefFailures::OnTestStart(const ::testing::TestInfo& info) {
  failures_ = 0;
  unwritten_.clear();
  unwritten_shown_ = false;
  printer_->OnTestStart(info);
}

void BriefFailures::OnTestEnd(const ::testing::TestInfo& info) {
  if (!unwritten_shown_ && !unwritten_.empty()) note_(unwritten_);
  if (failures_ > kFailuresShown) {
    note_("(" + std::to_string(failures_ - kFailuresShown) +
          " more failures of this test not shown: the first ones say what went wrong)");
  }
  printer_->OnTestEnd(info);
}

}  // namespace sudoku::testing
