// Naked singles: a cell with one candidate left takes it.

#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

Progress naked_singles(Board& board, Journal& journal) {
  Progress progress = Progress::NoChange;
  for (int cell = 0; cell < board.grid().cell_count(); ++cell) {
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
  return progress;
}

}  // namespace sudoku::stage4
