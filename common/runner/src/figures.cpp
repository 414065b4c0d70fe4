// Thousands separators and durations, written once for every program.

#include "sudoku/figures.hpp"

#include <cstdio>

namespace sudoku {

std::string grouped(double value) {
  std::string digits = std::to_string(static_cast<long long>(value + 0.5));
  for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3) {
    digits.insert(static_cast<std::size_t>(at), ",");
  }
  return digits;
}

std::string counted(std::uint64_t count, std::string_view plural) {
  std::string_view name = plural;
  if (count == 1) name.remove_suffix(name.ends_with("sses") ? 2 : name.ends_with('s') ? 1 : 0);
  return std::to_string(count) + ' ' + std::string(name);
}

std::string duration(double seconds) {
  struct Unit {
    double size;
    const char* name;
  };
  constexpr Unit kUnits[] = {{1, "s"}, {1e-3, "ms"}, {1e-6, "µs"}, {1e-9, "ns"}};
  for (const Unit& unit : kUnits) {
    if (seconds < unit.size && unit.size > 1e-9) continue;
    const double amount = seconds / unit.size;
    char text[32];
    // The thresholds are where rounding adds a digit: 99.96 is written 100, not 100.0.
    const char* form = amount >= 99.95 ? "%.0f %s" : amount >= 9.995 ? "%.1f %s" : "%.2f %s";
    std::snprintf(text, sizeof text, form, amount, unit.name);
    return text;
  }
  return "0 s";
}

}  // namespace sudoku
