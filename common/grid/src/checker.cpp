#include "sudoku/checker.hpp"

#include <algorithm>
#include <vector>

#include "sudoku/symbols.hpp"

namespace sudoku {

std::optional<Conflict> find_conflict(const Grid& grid) {
  const Geometry& geometry = Geometry::of(grid.box());
  std::vector<int> holder(static_cast<std::size_t>(grid.side()) + 1);
  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    std::ranges::fill(holder, -1);
    for (const int cell : geometry.cells(unit)) {
      const int value = grid[cell];
      if (value == 0) continue;
      int& first = holder[static_cast<std::size_t>(value)];
      if (first >= 0) return Conflict{value, geometry.unit(unit), first, cell};
      first = cell;
    }
  }
  return std::nullopt;
}

std::string describe(const Grid& grid, const Conflict& conflict) {
  return std::string("two ") + symbol_of(conflict.value) + "s in " + unit_name(conflict.unit) +
         " (" + cell_name(grid, conflict.first) + " and " + cell_name(grid, conflict.second) + ")";
}

ValueSet open_values(const Grid& grid, int cell) {
  ValueSet taken;
  for (const int peer : Geometry::of(grid.box()).peers(cell)) {
    if (grid[peer] != 0) taken.add(grid[peer]);
  }
  return ValueSet::all(grid.side()) - taken;
}

Verdict check_solution(const Grid& puzzle, const Grid& solution) {
  if (solution.side() != puzzle.side()) {
    return {false, "the solution is " + size_name(solution.side()) + " but the puzzle is " +
                       size_name(puzzle.side())};
  }
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (solution[cell] == 0) return {false, cell_name(solution, cell) + " is empty"};
    if (puzzle[cell] != 0 && solution[cell] != puzzle[cell]) {
      return {false, cell_name(solution, cell) + " holds " + symbol_of(solution[cell]) +
                         " but the puzzle gives " + symbol_of(puzzle[cell])};
    }
  }
  if (const auto conflict = find_conflict(solution)) {
    return {false, describe(solution, *conflict)};
  }
  return {true, ""};
}

}  // namespace sudoku
