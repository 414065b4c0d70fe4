#pragma once
/// @file
/// @brief Writing grids: one line, the course's .sku layout, a boxed print-out, pencil marks.

#include <optional>
#include <string>
#include <string_view>

#include "sudoku/grid.hpp"

namespace sudoku {

/// @brief The output formats of the command line.
enum class OutputFormat { Line, Sku, Pretty };

/// @brief An output format from its name ("line", "sku", "pretty").
std::optional<OutputFormat> parse_output_format(std::string_view name);

/// @brief The whole grid on one line, `.` for empty cells, without a newline.
std::string to_line(const Grid& grid);

/// @brief One row per line, cells separated by a space, `_` for empty cells.
std::string to_sku(const Grid& grid);

/// @brief One row per line with the boxes drawn, `.` for empty cells; reads back as a block.
std::string to_pretty(const Grid& grid);

/// @brief Pencil marks: each empty cell shows the values its row, column and box leave open
/// (`!` when none is left), each filled cell its value.
std::string to_candidates(const Grid& grid);

/// @brief The grid in an output format; every format but line ends with a newline.
std::string write_grid(const Grid& grid, OutputFormat format);

}  // namespace sudoku
