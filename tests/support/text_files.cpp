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

std::filesystem::path scratch_path(const std::string& name) {
  return std::filesystem::temp_directory_path() /
         ("sudoku_" + std::to_string(getpid()) + "_" + name);
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace sudoku::testing
