#pragma once
// What a program writes: answers on standard output, set apart as the formats need and watched
// for failed writes, and messages for standard error, gathered and written once per input.

#include <iosfwd>
#include <string>

#include "sudoku/files.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/writer.hpp"

namespace sudoku {

// Standard output: lines and blocks of answers. A block of several lines (a drawn grid, a trace)
// is set apart by a blank line from what comes before and after it; one-line answers are not, and
// neither is a '#' comment line from the answer it comes before (a rating, a hint).
class Answers {
 public:
  explicit Answers(std::ostream& out) : out_(out) {}

  // One line of answer: a solution on one line, a count, or a '#' line.
  void line(const std::string& text);
  // Text of several lines, each ending with '\n'.
  void block(const std::string& text);
  // What a stage wrote before an answer: a block, or one line of answer that is no comment (stage
  // 5's --csv line), written as a line.
  void trace(const std::string& text);
  // A grid, on one line or drawn as a block.
  void grid(const Grid& grid, OutputFormat format);

  // Writes out what is buffered; false once a write has failed.
  bool flush() { return out_.flush(); }
  // True once a write has failed: the answers after it would be lost.
  bool failed() { return out_.failed(); }
  // The message for a failed write, with the system's reason.
  std::string failure(std::string_view program) const {
    return out_.failure(program, "the answers");
  }

 private:
  WatchedOutput out_;
  bool printed_ = false;        // something is on standard output already
  bool after_block_ = false;    // the last thing printed was a block of several lines
  bool after_comment_ = false;  // the last thing printed was a '#' comment line
};

// Standard error: messages and statistics lines, gathered and written at the end of each input
// (one write per file, not one per field: --stats made a large batch 2.5 to 4.5 times slower).
class Messages {
 public:
  explicit Messages(std::ostream& err) : err_(err) {}

  // Queues one line.
  void line(const std::string& text);
  // Writes the queued lines.
  void flush();

 private:
  std::ostream& err_;
  std::string queued_;
};

}  // namespace sudoku
