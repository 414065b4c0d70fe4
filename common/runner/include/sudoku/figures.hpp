#pragma once
/// @file
/// @brief How the programs write their figures, so that the benchmarks' tables and charts and the
/// solvers' progress lines agree.

#include <string>

namespace sudoku {

/// @brief A whole number with a thousands separator.
/// @param value a count, rounded to the nearest whole number
/// @return "12,345"
std::string grouped(double value);

/// @brief A duration with three significant digits in the unit that suits it.
/// @param seconds the duration
/// @return "850 ns", "12.3 µs", "1.23 ms" or "2.35 s"
std::string duration(double seconds);

}  // namespace sudoku
