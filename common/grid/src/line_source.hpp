#pragma once
// Lines of a stream, one at a time, in bounded memory.

#include <array>
#include <cstdint>
#include <istream>
#include <string>
#include <string_view>

namespace sudoku {

// No puzzle needs more than this on a line (4096 cells, blanks between them, a comment).
inline constexpr std::size_t kMaxLineLength = std::size_t{1} << 20;

// One line of input, without its end-of-line byte.
struct Line {
  std::string_view text;  // at most kMaxLineLength bytes
  int number = 0;         // 1-based
  bool too_long = false;  // the line went on past kMaxLineLength; the rest was skipped
};

// Splits a stream into lines; keeps no more than one line and one read buffer in memory.
class LineSource {
 public:
  explicit LineSource(std::istream& in) : in_(in) {}

  // Fills `line` with the next line, whose text lasts until the next call; false at the end of
  // the input.
  bool next(Line& line);

  // The number of the last line returned (0 before the first).
  int line_number() const { return number_; }

  // How many bytes of the stream the lines returned so far took.
  std::uint64_t bytes_used() const { return bytes_read_ - (size_ - position_); }

 private:
  // Refills the buffer; false at the end of the input.
  bool refill();

  std::istream& in_;
  std::array<char, 1 << 16> buffer_;  // filled by refill() before it is read
  std::size_t position_ = 0;
  std::size_t size_ = 0;
  std::string line_;
  int number_ = 0;
  std::uint64_t bytes_read_ = 0;  // into the buffer, since the start
};

}  // namespace sudoku
