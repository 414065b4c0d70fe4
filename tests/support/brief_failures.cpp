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

void BriefFailures::OnTestPartResult(const ::testing::TestPartResult& result) {
  if (!result.failed()) return printer_->OnTestPartResult(result);
  ++failures_;
  if (failures_ > kFailuresShown) return;
  const int lines = failures_ == 1 ? kFirstFailureLines : kLaterFailureLines;
  printer_->OnTestPartResult(
      ::testing::TestPartResult(result.type(), result.file_name(), result.line_number(),
                                first_lines(result.message(), lines).c_str()));
}

void BriefFailures::OnTestStart(const ::testing::TestInfo& info) {
  failures_ = 0;
  printer_->OnTestStart(info);
}

void BriefFailures::OnTestEnd(const ::testing::TestInfo& info) {
  if (failures_ > kFailuresShown) {
    note_("(" + std::to_string(failures_ - kFailuresShown) +
          " more failures of this test not shown: the first ones say what went wrong)");
  }
  printer_->OnTestEnd(info);
}

}  // namespace sudoku::testing
