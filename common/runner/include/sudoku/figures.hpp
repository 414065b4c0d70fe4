#pragma once
/// @file
/// @brief How the programs write their figures, so that the benchmarks' tables and charts and the
/// solvers' progress lines agree.

#include <cstdint>
#include <string>
#include <string_view>

namespace sudoku {

/// @brief A whole number with a thousands separator.
/// @param value a count, rounded to the nearest whole number
/// @return "12,345"
std::string grouped(double value);

/// @brief A count and what it counts, in the singular for one.
/// @param count how many
/// @param plural the name of the things counted, in the plural ("guesses", "nodes")
/// @return "1 guess", "2 guesses", "0 nodes"
std::string counted(std::uint64_t count, std::string_view plural);

/// @brief A duration with three significant digits in the unit that suits it.
/// @param seconds the duration
/// @return "850 ns", "12.3 µs", "1.23 ms" or "2.35 s"
std::string duration(double seconds);

}  // namespace sudoku
