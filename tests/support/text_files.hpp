#pragma once
// Small helpers the suites share for reading test data and program output.

#include <filesystem>
#include <string>
#include <vector>

namespace sudoku::testing {

// A whole file, byte for byte (empty when it cannot be read).
std::string read_file(const std::filesystem::path& path);

// Writes `text` as the whole of the file `path`, making its folder if need be.
void write_file(const std::filesystem::path& path, const std::string& text);

// `text` without the spaces at its two ends.
std::string trimmed(const std::string& text);

// The lines of a text, without their '\n'.
std::vector<std::string> lines_of(const std::string& text);

// The lines as one text, each ended by '\n': lines_of's reverse.
std::string joined(const std::vector<std::string>& lines);

// This test program's folder in the system's temporary folder, named with the process's id: the
// suites of two builds (two students graded at once) may run the same test at the same time. The
// program's main() removes it at the end when every test passed (support/main.cpp).
std::filesystem::path scratch_folder();

// A path named `name` in scratch_folder(), which is made if it is not there yet.
std::filesystem::path scratch_path(const std::string& name);

}  // namespace sudoku::testing
