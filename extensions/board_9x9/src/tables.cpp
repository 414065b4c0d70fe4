// The tables of the 9x9 board, built once from the workbook's Geometry.

#include "board.hpp"

#include <algorithm>
#include <span>

#include "sudoku/geometry.hpp"

namespace sudoku::board_9x9 {

namespace {

// A cell number of the Geometry as the tables keep it.
Cell to_cell(int cell) {
  return static_cast<Cell>(cell);
}

// Builds the tables from Geometry::of(3).
Tables make_tables() {
  const Geometry& geometry = Geometry::of(3);
  Tables tables{};
  for (std::size_t unit = 0; unit < kUnits; ++unit) {
    const std::span<const int> cells = geometry.cells(static_cast<int>(unit));
    std::transform(cells.begin(), cells.end(), tables.cells[unit].begin(), to_cell);
  }
  for (std::size_t cell = 0; cell < kCells; ++cell) {
    const int index = static_cast<int>(cell);
    const std::span<const int> peers = geometry.peers(index);
    std::transform(peers.begin(), peers.end(), tables.peers[cell].begin(), to_cell);
    for (std::size_t i = 0; i < 3; ++i) {
      const int unit = geometry.units_of(index)[i];
      tables.units[cell] |= 1U << unit;
      tables.units_of[cell][i] = static_cast<std::uint8_t>(unit);
    }
  }
  // Box by box, its rows then its columns, each in order: the order stage 4's pointing and
  // claiming read them in.
  const auto holds = [&](std::size_t unit, int cell) {
    return (tables.units[static_cast<std::size_t>(cell)] >> unit & 1U) != 0;
  };
  std::array<std::size_t, 2 * kSide> crossings_of_line{};
  std::size_t next = 0;
  for (std::size_t b = 0; b < kSide; ++b) {
    const std::size_t box = 2 * kSide + b;
    std::size_t found = 0;
    for (std::size_t line = 0; line < 2 * kSide; ++line) {
      const std::span<const int> line_cells = geometry.cells(static_cast<int>(line));
      const auto in_box = [&](int cell) { return holds(box, cell); };
      if (std::count_if(line_cells.begin(), line_cells.end(), in_box) != 3) continue;
      Crossing crossing{};
      std::size_t line_rest = 0, box_rest = 0;
      for (const int cell : line_cells) {
        if (!in_box(cell)) crossing.line_rest[line_rest++] = to_cell(cell);
      }
      for (const int cell : geometry.cells(static_cast<int>(box))) {
        if (!holds(line, cell)) crossing.box_rest[box_rest++] = to_cell(cell);
      }
      tables.crossings[next] = crossing;
      tables.box_crossings[b][found++] = next;
      tables.line_crossings[line][crossings_of_line[line]++] = next;
      ++next;
    }
  }
  return tables;
}

}  // namespace

const Tables& tables_9x9() {
  static const Tables built = make_tables();
  return built;
}

}  // namespace sudoku::board_9x9
