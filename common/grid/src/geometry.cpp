// The units, the peers and the names of each grid size, built once.

#include "sudoku/geometry.hpp"

#include <algorithm>
#include <stdexcept>

namespace sudoku {

namespace {

// The geometry of one box size, built the first time it is asked for. The tables never change
// afterwards, so sharing them is sharing constants, not state.
template <int Box>
const Geometry& built_once() {
  static const Geometry geometry(Box);
  return geometry;
}

// "r3c5" for the cell at `cell` of a grid of `side`.
std::string name_of_cell(int side, int cell) {
  return "r" + std::to_string(cell / side + 1) + "c" + std::to_string(cell % side + 1);
}

}  // namespace

const Geometry& Geometry::of(int box) {
  static constexpr std::array kSizes{&built_once<1>, &built_once<2>, &built_once<3>,
                                     &built_once<4>, &built_once<5>, &built_once<6>,
                                     &built_once<7>, &built_once<8>};
  if (box < 1 || box > kMaxBox) {
    throw std::invalid_argument("box size must be 1 to 8, got " + std::to_string(box));
  }
  return kSizes[static_cast<std::size_t>(box - 1)]();
}

Geometry::Geometry(int box)
    : box_(box), side_(box * box), units_of_cell_(static_cast<std::size_t>(side_ * side_)) {
  if (box < 1 || box > kMaxBox) {
    throw std::invalid_argument("box size must be 1 to 8, got " + std::to_string(box));
  }
  unit_cells_.reserve(static_cast<std::size_t>(3 * side_ * side_));
  for (int unit = 0; unit < unit_count(); ++unit) {
    const auto [kind, index] = this->unit(unit);
    for (int k = 0; k < side_; ++k) {
      int cell = 0;
      switch (kind) {
        case UnitKind::Row:
          cell = index * side_ + k;
          break;
        case UnitKind::Column:
          cell = k * side_ + index;
          break;
        case UnitKind::Box:
          cell = ((index / box) * box + k / box) * side_ + (index % box) * box + k % box;
          break;
      }
      unit_cells_.push_back(cell);
      units_of_cell_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(kind)] = unit;
    }
  }
  std::vector<int> mine;
  for (int cell = 0; cell < cell_count(); ++cell) {
    mine.clear();
    for (const int unit : units_of(cell)) {
      for (const int other : cells(unit)) {
        if (other != cell) mine.push_back(other);
      }
    }
    std::sort(mine.begin(), mine.end());
    mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
    peers_.insert(peers_.end(), mine.begin(), mine.end());
  }
}

std::string Geometry::cell_name(int cell) const {
  return name_of_cell(side_, cell);
}

std::string unit_name(Unit unit) {
  static constexpr const char* kNames[] = {"row", "column", "box"};
  return std::string(kNames[static_cast<int>(unit.kind)]) + " " + std::to_string(unit.index + 1);
}

std::string cell_name(const Grid& grid, int cell) {
  return name_of_cell(grid.side(), cell);
}

}  // namespace sudoku
