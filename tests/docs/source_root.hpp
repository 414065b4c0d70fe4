#pragma once
// The workbook's source tree, which the docs tests read (SUDOKU_SOURCE_DIR, set by the build).

#include <filesystem>

namespace sudoku::testing {

inline const std::filesystem::path kRoot = SUDOKU_SOURCE_DIR;

}  // namespace sudoku::testing
