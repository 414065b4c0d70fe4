#pragma once
// A line on standard error that says how far a long run has got. On a terminal it is redrawn in
// place every second and wiped before anything else is written, so that answers and messages never
// land in the middle of it; elsewhere (--progress with standard error redirected) it is written as
// a whole line, first after a second, then every kProgressEvery.

#include <chrono>
#include <condition_variable>
#include <functional>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <thread>

namespace sudoku {

class ProgressLine {
 public:
  // Shows on `err`, in place when `in_place` (a terminal). `out_shares_terminal`: standard output
  // is the same terminal, so what is written there must wipe the line as well, and be flushed.
  ProgressLine(std::ostream& out, std::ostream& err, bool in_place, bool out_shares_terminal);
  // Stops the thread (if still running) and wipes the line.
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  // Starts the thread that shows describe() as it becomes due; an empty text shows nothing.
  void start(std::function<std::string()> describe);
  // Stops the thread and wipes the line: what is written next is not mixed with it.
  void stop();

  // The streams to write answers and messages to while the line is shown.
  std::ostream& out() { return out_; }
  std::ostream& err() { return err_; }

 private:
  // A stream buffer that wipes the line before it hands bytes on to `target`.
  class Wiping : public std::streambuf {
   public:
    Wiping(ProgressLine& line, std::streambuf* target, bool flush_each)
        : line_(line), target_(target), flush_each_(flush_each) {}

   protected:
    std::streamsize xsputn(const char* text, std::streamsize count) override;
    int_type overflow(int_type byte) override;
    int sync() override;

   private:
    ProgressLine& line_;
    std::streambuf* target_;
    bool flush_each_;  // a terminal shared with the line: nothing may wait in a buffer
  };

  // Shows describe()'s text when due, until stop().
  void run(const std::function<std::string()>& describe);
  // Wipes the line if it is shown; the caller holds writing_.
  void wipe();

  std::streambuf* err_target_;
  bool in_place_;
  Wiping out_buffer_;
  Wiping err_buffer_;
  std::ostream out_;
  std::ostream err_;
  std::mutex writing_;  // one writer at a time on either stream
  bool shown_ = false;  // a line is drawn on the terminal (guarded by writing_)
  bool stopping_ = false;
  std::condition_variable stop_asked_;
  std::thread thread_;  // last: it starts once the rest is ready
};

}  // namespace sudoku
