#include "sudoku/grid.hpp"

#include <algorithm>
#include <stdexcept>

namespace sudoku {

Grid::Grid(int box) : box_(box), side_(box * box) {
  if (box < 1 || box > kMaxBox) {
    throw std::invalid_argument("box size must be 1 to 8, got " + std::to_string(box));
  }
  values_.assign(static_cast<std::size_t>(side() * side()), 0);
}

void Grid::set(int cell, int value) {
  if (value < 0 || value > side()) {
    throw std::out_of_range("value " + std::to_string(value) + " does not fit a " +
                            size_name(side()) + " grid");
  }
  values_.at(static_cast<std::size_t>(cell)) = static_cast<std::uint8_t>(value);
}

int Grid::filled_count() const {
  return static_cast<int>(std::ranges::count_if(values_, [](std::uint8_t v) { return v != 0; }));
}

std::vector<int> unit_cells(const Grid& grid, Unit unit) {
  const int side = grid.side();
  std::vector<int> cells;
  cells.reserve(static_cast<std::size_t>(side));
  for (int k = 0; k < side; ++k) {
    switch (unit.kind) {
      case UnitKind::Row:
        cells.push_back(unit.index * side + k);
        break;
      case UnitKind::Column:
        cells.push_back(k * side + unit.index);
        break;
      case UnitKind::Box: {
        const int top = (unit.index / grid.box()) * grid.box();
        const int left = (unit.index % grid.box()) * grid.box();
        cells.push_back((top + k / grid.box()) * side + left + k % grid.box());
        break;
      }
    }
  }
  return cells;
}

std::vector<Unit> all_units(const Grid& grid) {
  std::vector<Unit> units;
  for (UnitKind kind : {UnitKind::Row, UnitKind::Column, UnitKind::Box}) {
    for (int index = 0; index < grid.side(); ++index) units.push_back({kind, index});
  }
  return units;
}

std::string unit_name(Unit unit) {
  static constexpr const char* kNames[] = {"row", "column", "box"};
  return std::string(kNames[static_cast<int>(unit.kind)]) + " " + std::to_string(unit.index + 1);
}

std::string cell_name(const Grid& grid, int cell) {
  return "r" + std::to_string(grid.row_of(cell) + 1) + "c" + std::to_string(grid.col_of(cell) + 1);
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

}  // namespace sudoku
