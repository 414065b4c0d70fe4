#pragma once
/// @file
/// @brief A line on standard error that says how far a long run has got, so that it does not look
/// stuck. On a terminal it is redrawn in place every second and wiped before anything else is
/// written, so that answers and messages never land in the middle of it; elsewhere (--progress
/// with standard error redirected) it is written as a whole line, first after a second, then every
/// kProgressEvery.

#include <chrono>
#include <condition_variable>
#include <functional>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

#include "sudoku/cli.hpp"
#include "sudoku/options.hpp"

namespace sudoku {

/// @brief How often a progress line is written where it cannot be redrawn in place.
inline constexpr std::chrono::seconds kProgressEvery{10};

/// @brief --progress and --no-progress, as every program with a progress line lists them.
std::vector<Option> progress_options();

/// @brief What a command line asks of the progress line.
/// @param given the options given (from a table holding progress_options())
/// @return true for --progress, false for --no-progress, nothing for neither (a line on a
///         terminal only); throws UsageError when both are given
std::optional<bool> progress_asked(const CommandLine& given);

/// @brief The progress line of a run, shown by a thread of its own.
class ProgressLine {
 public:
  /// @brief Shows on the console's standard error, in place when it is a terminal; when standard
  /// output is a terminal too, what is written there wipes the line as well, and is flushed at
  /// once.
  explicit ProgressLine(const Console& console);
  /// @brief Stops the thread (if still running) and wipes the line.
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  /// @brief Starts the thread that shows describe() as it becomes due; an empty text shows
  /// nothing. describe() runs on that thread.
  void start(std::function<std::string()> describe);
  /// @brief Stops the thread and wipes the line: what is written next is not mixed with it.
  void stop();

  /// @brief The stream to write the answers to while the line may be shown.
  std::ostream& out() { return out_; }
  /// @brief The stream to write messages to while the line may be shown.
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
