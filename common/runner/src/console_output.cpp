// Answers on standard output and messages on standard error.

#include "console_output.hpp"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <ostream>

namespace sudoku {

namespace {

// Past this many bytes, queued messages are written at once rather than at the end of the input.
constexpr std::size_t kMessageBuffer = 1 << 16;

}  // namespace

void Answers::line(const std::string& text) {
  if (after_block_) out_ << '\n';
  errno = 0;
  out_ << text << '\n';
  printed_ = true;
  after_block_ = false;
  failed();
}

void Answers::block(const std::string& text) {
  if (printed_) out_ << '\n';
  errno = 0;
  out_ << text;
  printed_ = after_block_ = true;
  failed();
}

void Answers::grid(const Grid& grid, OutputFormat format) {
  if (format == OutputFormat::Line) {
    line(to_line(grid));
  } else {
    block(write_grid(grid, format));
  }
}

bool Answers::flush() {
  errno = 0;
  out_.flush();
  return !failed();
}

bool Answers::failed() {
  // The stream keeps its failure; errno is read the first time it is seen, right after the
  // write that failed, so that the message can give the system's reason.
  if (!failed_ && out_.fail()) {
    failed_ = true;
    error_ = errno;
  }
  return failed_;
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

std::string system_reason(int error) {
  if (error == 0) return "";
  std::string text = std::strerror(error);
  if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return ": " + text;
}

}  // namespace sudoku
