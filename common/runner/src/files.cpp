// Files opened and outputs written, with the system's reason when they fail.

#include "sudoku/files.hpp"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <system_error>

namespace sudoku {

std::string system_reason(int error) {
  if (error == 0) return "";
  std::string text = std::strerror(error);
  if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return ": " + text;
}

std::optional<std::string> open_input(const std::string& file, std::ifstream& in) {
  if (file.empty()) return "an empty file name: name a file, or '-' for standard input";
  std::error_code ignored;
  if (std::filesystem::is_directory(file, ignored)) {
    return file + ": cannot read it: it is a directory";
  }
  errno = 0;
  in.open(file, std::ios::binary);
  if (!in) return file + ": cannot open it" + system_reason(errno);
  return std::nullopt;
}

std::optional<std::string> write_whole_file(const std::string& file, std::string_view text) {
  errno = 0;
  std::ofstream out(file, std::ios::binary);
  if (!out) return file + ": cannot create it" + system_reason(errno);
  WatchedOutput watched(out);
  if (watched.write(text) && watched.flush()) return std::nullopt;
  return file + ": cannot write it" + system_reason(watched.error());
}

bool WatchedOutput::write(std::string_view text) {
  errno = 0;
  out_ << text;
  return !failed();
}

bool WatchedOutput::flush() {
  errno = 0;
  out_.flush();
  return !failed();
}

bool WatchedOutput::failed() {
  // The stream keeps its failure; errno is read the first time it is seen, right after the
  // write that failed, so that the message can give the system's reason.
  if (!failed_ && out_.fail()) {
    failed_ = true;
    error_ = errno;
  }
  return failed_;
}

std::string WatchedOutput::failure(std::string_view program, std::string_view what) const {
  return std::string(program) + ": cannot write " + std::string(what) + " to standard output" +
         system_reason(error_);
}

}  // namespace sudoku
