// Claiming (box-line reduction): a value whose places in a line all lie in one box leaves the
// rest of that box.

#include "strike.hpp"

namespace sudoku::stage4 {

Progress claiming(Board& board, Journal& journal) {
  const Geometry& geometry = board.geometry();
  const int box = geometry.box(), side = geometry.side();
  std::vector<int> box_rest, touched, confined_cells;
  std::vector<ValueSet> segment(static_cast<std::size_t>(box));
  Progress progress = Progress::NoChange;
  // Each row and column (units 0 to 2 * side - 1), cut into the box-wide segments it crosses.
  for (int line = 0; line < 2 * side; ++line) {
    if (!board.changed_since_looked(Technique::Claiming, line)) continue;
    const std::uint64_t as_of = board.clock();
    const std::span<const int> cells = geometry.cells(line);
    for (int k = 0; k < box; ++k) {
      segment[static_cast<std::size_t>(k)] = {};
      for (int j = 0; j < box; ++j) {
        segment[static_cast<std::size_t>(k)] |=
            board.candidates(cells[static_cast<std::size_t>(k * box + j)]);
      }
    }
    for (int k = 0; k < box; ++k) {
      const ValueSet confined = confined_to(segment, static_cast<std::size_t>(k));
      if (confined.empty()) continue;
      const int unit = geometry.units_of(cells[static_cast<std::size_t>(k * box)])[2];
      cells_outside(geometry, unit, line, box_rest);
      if (journal.observed()) cells_holding(board, line, unit, confined, confined_cells);
      const Progress found = strike(board, journal, Technique::Claiming,
                                    {line, confined_cells, confined}, box_rest, confined, touched);
      if (found == Progress::Contradiction) return found;
      progress = combine(progress, found);
    }
    board.looked(Technique::Claiming, line, as_of);
  }
  return progress;
}

}  // namespace sudoku::stage4
