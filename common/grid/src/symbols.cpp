#include "sudoku/symbols.hpp"

#include <cstdio>

namespace sudoku {

char symbol_of(int value, char empty) {
  return value == 0 ? empty : kSymbols[static_cast<std::size_t>(value - 1)];
}

std::string symbols_of(ValueSet values) {
  std::string text;
  for (const int value : values) text += symbol_of(value);
  return text;
}

std::string symbol_range(int side) {
  // The table is made of runs (1-9, A-Z, @, a-z, &, *); name each run the side reaches into.
  struct Run {
    int first, last;  // values, 1-based
  };
  static constexpr Run kRuns[] = {{1, 9}, {10, 35}, {36, 36}, {37, 62}, {63, 63}, {64, 64}};
  std::string parts[6];
  int count = 0;
  for (const Run& run : kRuns) {
    if (side < run.first) break;
    const int last = side < run.last ? side : run.last;
    std::string part(1, symbol_of(run.first));
    if (last > run.first) part += "-" + std::string(1, symbol_of(last));
    parts[count++] = part;
  }
  std::string text = parts[0];
  for (int i = 1; i < count; ++i) text += (i == count - 1 ? " and " : ", ") + parts[i];
  return text;
}

std::string describe_char(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte > 32 && byte < 127) return std::string("'") + c + "'";
  char text[16];
  std::snprintf(text, sizeof text, "byte 0x%02X", byte);
  return text;
}

}  // namespace sudoku
