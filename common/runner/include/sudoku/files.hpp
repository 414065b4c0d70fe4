#pragma once
/// @file
/// @brief Files opened and outputs written with the system's reason when they fail: every program
/// of the workbook names the reason when a file cannot be read, and ends with status 2, saying
/// why, when its output cannot be written.

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace sudoku {

/// @brief What the system said, as the end of a message: ": no such file or directory", or ""
/// for 0.
/// @param error an errno value
/// @return the reason, lower-cased, after a colon and a space
std::string system_reason(int error);

/// @brief Opens `file` for reading, as binary.
/// @param file the file's name, as given
/// @param in the stream to open
/// @return nothing once it is open; else the message "FILE: cannot open it: REASON" (or, for a
///         directory or an empty name, what is wrong with it)
std::optional<std::string> open_input(const std::string& file, std::ifstream& in);

/// @brief Writes `text` as the whole of `file`, made or replaced, as binary.
/// @param file the file's name, as given
/// @param text what it is to hold
/// @return nothing once it is written; else the message "FILE: cannot create it: REASON" or
///         "FILE: cannot write it: REASON"
std::optional<std::string> write_whole_file(const std::string& file, std::string_view text);

/// @brief An output stream watched for failed writes: the first failure is kept with the
/// system's reason, read right after the write that failed (a later call may change errno).
class WatchedOutput {
 public:
  /// @brief Watches `out`, which must outlive it.
  explicit WatchedOutput(std::ostream& out) : out_(out) {}

  /// @brief Writes `text`.
  /// @return false once a write has failed
  bool write(std::string_view text);
  /// @brief Writes out what the stream buffers.
  /// @return false once a write has failed
  bool flush();
  /// @brief True once a write has failed: what is written after it is lost.
  bool failed();
  /// @brief The errno value of the first failed write, 0 when none failed or none was given.
  int error() const { return error_; }
  /// @brief "PROGRAM: cannot write WHAT to standard output: REASON", the message of a failure.
  std::string failure(std::string_view program, std::string_view what) const;

 private:
  std::ostream& out_;
  bool failed_ = false;
  int error_ = 0;
};

}  // namespace sudoku
