#include "sudoku/grid.hpp"

#include <algorithm>
#include <ostream>
#include <stdexcept>

#include "sudoku/writer.hpp"

namespace sudoku {

Grid::Grid(int box) : box_(box), side_(box * box) {
  if (box < 1 || box > kMaxBox) {
    throw std::invalid_argument("box size must be 1 to 8, got " + std::to_string(box));
  }
  values_.assign(static_cast<std::size_t>(side() * side()), 0);
}

Grid::Grid(int box, std::span<const std::uint8_t> values) : Grid(box) {
  if (values.size() != values_.size()) {
    throw std::invalid_argument(std::to_string(values.size()) + " values for a " +
                                size_name(side()) + " grid");
  }
  if (std::ranges::max(values) > side()) {  // not empty: the size is checked above
    throw std::invalid_argument("a value does not fit a " + size_name(side()) + " grid");
  }
  std::ranges::copy(values, values_.begin());
}

void Grid::refuse_value(int value) const {
  throw std::out_of_range("value " + std::to_string(value) + " does not fit a " +
                          size_name(side()) + " grid");
}

void Grid::refuse_cell(int cell) const {
  throw std::out_of_range("cell " + std::to_string(cell) + " is outside a " + size_name(side()) +
                          " grid");
}

int Grid::filled_count() const {
  return static_cast<int>(std::ranges::count_if(values_, [](std::uint8_t v) { return v != 0; }));
}

std::string size_name(int side) {
  return std::to_string(side) + "x" + std::to_string(side);
}

int box_for_side(int side) {
  for (int box = 1; box <= kMaxBox; ++box) {
    if (box * box == side) return box;
  }
  return 0;
}

bool is_valid_side(int side) {
  return box_for_side(side) != 0;
}

std::ostream& operator<<(std::ostream& out, const Grid& grid) {
  return out << "\n" << to_pretty(grid);
}

}  // namespace sudoku
