// What the techniques beyond subsets share: who sees whom, a value's places and strong links, and
// a technique's descriptor found by its name.

#include <algorithm>
#include <array>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

bool sees(const Geometry& geometry, int a, int b) {
  const auto &mine = geometry.units_of(a), &theirs = geometry.units_of(b);
  return a != b && (mine[0] == theirs[0] || mine[1] == theirs[1] || mine[2] == theirs[2]);
}

std::vector<int> places(const Board& board, int unit, int value) {
  std::vector<int> found;
  for (const int cell : board.geometry().cells(unit)) {
    if (board.candidates(cell).contains(value)) found.push_back(cell);
  }
  return found;
}

std::vector<std::array<int, 2>> strong_links(const Board& board, int value) {
  std::vector<std::array<int, 2>> links;
  for (int unit = 0; unit < board.geometry().unit_count(); ++unit) {
    const std::vector<int> found = places(board, unit, value);
    if (found.size() == 2) links.push_back({found[0], found[1]});
  }
  return links;
}

const Descriptor* find_descriptor(std::span<const Descriptor> descriptors, std::string_view name) {
  const auto found = std::ranges::find(
      descriptors, name, [](const Descriptor& descriptor) { return descriptor.technique.name; });
  return found == descriptors.end() ? nullptr : &*found;
}

}  // namespace sudoku::advanced
