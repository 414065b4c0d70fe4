#pragma once
// How the benchmarks write their figures, so that the table, the chart and throughput agree.

#include <string>

namespace sudoku::compare {

// A whole number with a thousands separator: 12,345 (rounded to the nearest).
std::string grouped(double value);

// A duration with three significant digits in the unit that suits it: 850 ns, 12.3 µs, 1.23 ms,
// 2.35 s.
std::string duration(double seconds);

}  // namespace sudoku::compare
