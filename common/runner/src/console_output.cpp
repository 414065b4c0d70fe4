// Answers on standard output and messages on standard error.

#include "console_output.hpp"

#include <ostream>

namespace sudoku {

namespace {

// Past this many bytes, queued messages are written at once rather than at the end of the input.
constexpr std::size_t kMessageBuffer = 1 << 16;

// True when `text` is one line, ending with its '\n'.
bool is_one_line(const std::string& text) {
  return text.find('\n') == text.size() - 1;
}

// True when `text` is one '#' comment line: a rating, a hint.
bool is_comment_line(const std::string& text) {
  return text.starts_with('#') && is_one_line(text);
}

}  // namespace

void Answers::line(const std::string& text) {
  if (after_block_) out_.write("\n");
  out_.write(text);
  out_.write("\n");
  printed_ = true;
  after_block_ = after_comment_ = false;
}

void Answers::block(const std::string& text) {
  if (is_comment_line(text)) {
    // A comment line belongs to the answer after it: set apart from a block before, not from it.
    if (after_block_) out_.write("\n");
    out_.write(text);
    printed_ = after_comment_ = true;
    after_block_ = false;
    return;
  }
  if (printed_ && !after_comment_) out_.write("\n");
  out_.write(text);
  printed_ = after_block_ = true;
  after_comment_ = false;
}

void Answers::trace(const std::string& text) {
  if (is_one_line(text) && !text.starts_with('#')) {
    line(text.substr(0, text.size() - 1));
  } else {
    block(text);
  }
}

void Answers::grid(const Grid& grid, OutputFormat format) {
  if (format == OutputFormat::Line) {
    line(to_line(grid));
  } else {
    block(write_grid(grid, format));
  }
}

void Messages::line(const std::string& text) {
  queued_ += text;
  queued_ += '\n';
  if (queued_.size() > kMessageBuffer) flush();
}

void Messages::flush() {
  err_ << queued_;
  err_.flush();
  queued_.clear();
}

}  // namespace sudoku
