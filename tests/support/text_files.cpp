#include "text_files.hpp"

#include <unistd.h>

#include <fstream>
#include <sstream>

namespace sudoku::testing {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_file(const std::filesystem::path& path, const std::string& text) {
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

std::filesystem::path scratch_folder() {
  return std::filesystem::temp_directory_path() / ("sudoku_tests_" + std::to_string(getpid()));
}

std::filesystem::path scratch_path(const std::string& name) {
  const std::filesystem::path folder = scratch_folder();
  std::filesystem::create_directories(folder);
  return folder / name;
}

std::string trimmed(const std::string& text) {
  const std::size_t first = text.find_first_not_of(' ');
  return first == std::string::npos ? ""
                                    : text.substr(first, text.find_last_not_of(' ') - first + 1);
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + '\n';
  return text;
}

}  // namespace sudoku::testing
