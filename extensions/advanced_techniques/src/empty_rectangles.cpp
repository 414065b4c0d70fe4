// Empty rectangle: a box whose places for a value lie on one row and one column of it (a cross),
// and a strong link of the value in a line outside the box, with one end on the cross's row (or
// column). Whichever end holds the value, the cell where the other end's line meets the cross's
// column (or row) cannot.

#include <vector>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

// The cell at row `row` and column `col` (units of the first two kinds).
int crossing(const Geometry& geometry, int row, int col) {
  return geometry.unit(row).index * geometry.side() + geometry.unit(col).index;
}

}  // namespace

Progress empty_rectangles(Board& board, Journal& journal, const ExtraTechnique& technique) {
  const Geometry& geometry = board.geometry();
  const int side = board.side();
  std::vector<int> touched;
  for (int value = 1; value <= side; ++value) {
    for (int box = 2 * side; box < 3 * side; ++box) {
      const std::vector<int> in_box = places(board, box, value);
      if (in_box.size() < 2) continue;
      // Each cross of the box: a row and a column through it, by one of its cells.
      for (const int centre : geometry.cells(box)) {
        const int row = geometry.units_of(centre)[0], col = geometry.units_of(centre)[1];
        bool off_row = false, off_col = false, covered = true;
        for (const int cell : in_box) {
          const int cell_row = geometry.units_of(cell)[0], cell_col = geometry.units_of(cell)[1];
          covered = covered && (cell_row == row || cell_col == col);
          off_row = off_row || cell_row != row;
          off_col = off_col || cell_col != col;
        }
        // All on the cross, and on both of its arms (else it is a pointing, found earlier).
        if (!covered || !off_row || !off_col) continue;
        // A strong link in a line crossing the cross's row (column) outside the box: one end
        // there, the other in a row (column) outside the box, which meets the cross's column
        // (row) in the cell that goes.
        for (const int arm : {row, col}) {
          const bool by_row = arm == row;
          for (int line = by_row ? side : 0; line < (by_row ? 2 * side : side); ++line) {
            const std::vector<int> link = places(board, line, value);
            if (link.size() != 2) continue;
            for (const int near : {0, 1}) {
              const int on_arm = link[static_cast<std::size_t>(near)];
              const int other = link[static_cast<std::size_t>(1 - near)];
              const auto& near_units = geometry.units_of(on_arm);
              const auto& other_units = geometry.units_of(other);
              if (near_units[by_row ? 0 : 1] != arm || near_units[2] == box) continue;
              const int target = by_row ? crossing(geometry, other_units[0], col)
                                        : crossing(geometry, row, other_units[1]);
              if (geometry.units_of(target)[2] == box) continue;
              if (!board.candidates(target).contains(value)) continue;
              const std::vector<int> pattern{on_arm, other};
              const std::vector<int> cells{target};
              return stage4::strike(
                  board, journal, technique,
                  {.unit = box, .cells = pattern, .values = ValueSet::only(value)}, cells,
                  ValueSet::only(value), touched);
            }
          }
        }
      }
    }
  }
  return Progress::NoChange;
}

}  // namespace sudoku::advanced
