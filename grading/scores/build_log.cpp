// Why a student's stage did not build, in a line for its row: from cmake's status and log.

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "scores.hpp"

namespace sudoku::grading {

namespace {

// At most the first 160 characters of `line`: a reason fits a row.
std::string cut(std::string_view line) {
  return std::string(line.substr(0, 160));
}

// True when `line` holds a compiler's error: "FILE:LINE: error: " or "FILE:LINE:COLUMN: error: ",
// "fatal error" as well.
bool is_compiler_error(std::string_view line) {
  for (const std::string_view said : {": error: ", ": fatal error: "}) {
    for (std::size_t at = line.find(said); at != std::string_view::npos;
         at = line.find(said, at + 1)) {
      std::size_t digits = at;
      while (digits > 0 && std::isdigit(static_cast<unsigned char>(line[digits - 1]))) --digits;
      if (digits < at && digits > 0 && line[digits - 1] == ':') return true;
    }
  }
  return false;
}

// The first line of `log` that `wanted` accepts, if one does.
template <typename Wanted>
std::optional<std::string_view> first_line(std::string_view log, Wanted wanted) {
  const std::vector<std::string_view> lines = lines_of(log);
  const auto line = std::ranges::find_if(lines, wanted);
  if (line == lines.end()) return std::nullopt;
  return *line;
}

// The line without the first mention of the class's folder, so that it names the student's file.
std::string without_folder(std::string_view line, const std::string& submissions) {
  std::string text(line);
  const std::string folder = submissions + "/";
  if (const std::size_t at = text.find(folder); !submissions.empty() && at != std::string::npos) {
    text.erase(at, folder.size());
  }
  return text;
}

}  // namespace

std::string build_failure(const FailedBuild& build) {
  const std::string logs = "(logs/" + build.log_name + ")";
  if (build.configuring) {
    return build.status == 124 ? "configure stopped after " + std::to_string(build.limit) + " s"
                               : "the build could not be configured " + logs;
  }
  if (build.status == 124) return "build stopped after " + std::to_string(build.limit) + " s";
  if (const auto line = first_line(build.log, is_compiler_error)) {
    return "does not build: " + cut(without_folder(*line, build.submissions));
  }
  const auto undefined = [](std::string_view text) {
    return text.find("undefined reference") != std::string_view::npos;
  };
  if (const auto line = first_line(build.log, undefined)) {
    return "does not link: " + cut(line->substr(line->find("undefined reference")));
  }
  const auto error = [](std::string_view text) {
    return text.find("error") != std::string_view::npos ||
           text.find("Error") != std::string_view::npos;
  };
  return "does not build: " + cut(first_line(build.log, error).value_or("")) + " " + logs;
}

}  // namespace sudoku::grading
