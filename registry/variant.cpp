// The names of variants and tests.

#include "sudoku/variant.hpp"

#include <algorithm>

namespace sudoku {

std::string name_part(std::string_view word) {
  std::string part(word);
  std::ranges::replace(part, '-', '_');
  return part;
}

}  // namespace sudoku
