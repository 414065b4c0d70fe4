// Naked singles: a cell with one candidate left takes it.

#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

Progress naked_singles(Board& board, Journal& journal) {
  const Geometry& geometry = board.geometry();
  Progress progress = Progress::NoChange;
  // Row by row, so that the rows where nothing changed since the last look can be skipped.
  for (int row = 0; row < geometry.side(); ++row) {
    if (!board.changed_since_looked(Technique::NakedSingle, row)) continue;
    const std::uint64_t as_of = board.clock();
    for (const int cell : geometry.cells(row)) {
      const Candidates candidates = board.candidates(cell);
      if (board.value(cell) != 0 || !candidates.is_single()) continue;
      const int value = candidates.lowest();
      if (!journal.placing(Technique::NakedSingle, cell, value)) return Progress::OutOfNodes;
      if (!board.place(cell, value)) {
        journal.contradiction(Technique::NakedSingle, board.dead_cell(), 0, -1);
        return Progress::Contradiction;
      }
      progress = Progress::Changed;
    }
    board.looked(Technique::NakedSingle, row, as_of);
  }
  return progress;
}

}  // namespace sudoku::stage4
