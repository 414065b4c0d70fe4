// Pointing: a value whose places in a box all lie on one line leaves the rest of that line.

#include <algorithm>

#include "strike.hpp"

namespace sudoku::stage4 {

Progress pointing(Board& board, Journal& journal) {
  const Geometry& geometry = board.geometry();
  const int box = geometry.box(), side = geometry.side();
  std::vector<int> line_rest, touched, confined_cells;
  std::vector<ValueSet> segment(static_cast<std::size_t>(box));
  Progress progress = Progress::NoChange;
  for (int b = 0; b < side; ++b) {
    const int box_unit = 2 * side + b;
    if (!board.changed_since_looked(Technique::Pointing, box_unit)) continue;
    const std::uint64_t as_of = board.clock();
    const int top = b / box * box, left = b % box * box;
    // For each row, then each column, crossing the box: the candidates of the cells it shares
    // with the box, then what the rest of the box holds.
    for (const UnitKind kind : {UnitKind::Row, UnitKind::Column}) {
      std::fill(segment.begin(), segment.end(), ValueSet{});
      for (int i = 0; i < box; ++i) {
        for (int j = 0; j < box; ++j) {
          const int row = top + (kind == UnitKind::Row ? i : j);
          const int col = left + (kind == UnitKind::Row ? j : i);
          segment[static_cast<std::size_t>(i)] |= board.candidates(row * side + col);
        }
      }
      for (int i = 0; i < box; ++i) {
        const ValueSet confined = confined_to(segment, static_cast<std::size_t>(i));
        if (confined.empty()) continue;
        const int line = kind == UnitKind::Row ? top + i : left + i;
        const int unit = geometry.unit_number({kind, line});
        cells_outside(geometry, unit, box_unit, line_rest);
        if (journal.observed()) cells_holding(board, box_unit, unit, confined, confined_cells);
        const Progress found =
            strike(board, journal, Technique::Pointing, {box_unit, confined_cells, confined},
                   line_rest, confined, touched);
        if (found == Progress::Contradiction) return found;
        progress = combine(progress, found);
      }
    }
    board.looked(Technique::Pointing, box_unit, as_of);
  }
  return progress;
}

}  // namespace sudoku::stage4
