// The schedule, as the fourth source teaches it: the cheapest technique first, a costlier one
// only when the cheaper ones find nothing, and back to the cheapest after any progress.

#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

Progress apply(Technique technique, Board& board, Journal& journal) {
  switch (technique) {
    case Technique::NakedSingle:
      return naked_singles(board, journal);
    case Technique::HiddenSingle:
      return hidden_singles(board, journal);
    case Technique::Pointing:
      return pointing(board, journal);
    case Technique::Claiming:
      return claiming(board, journal);
    case Technique::NakedPair:
      return naked_subsets(board, journal, 2);
    case Technique::HiddenPair:
      return hidden_subsets(board, journal, 2);
    case Technique::NakedTriple:
      return naked_subsets(board, journal, 3);
    case Technique::HiddenTriple:
      return hidden_subsets(board, journal, 3);
  }
  return Progress::NoChange;
}

Progress deduce(Board& board, Techniques techniques, Journal& journal) {
  if (board.broken()) return Progress::Contradiction;
  for (;;) {
    Progress pass = Progress::NoChange;
    for (const Technique technique : kTechniques) {
      if (!techniques.has(technique)) continue;
      pass = apply(technique, board, journal);
      if (pass != Progress::NoChange) break;  // back to the cheapest, or stop
    }
    if (pass != Progress::Changed) return pass;
  }
}

int choose_branch(const Board& board) {
  int best = -1, fewest = 65;
  for (int cell = 0; cell < board.grid().cell_count(); ++cell) {
    if (board.value(cell) != 0) continue;
    const int count = board.candidates(cell).count();
    if (count < fewest) {
      best = cell;
      fewest = count;
      if (count == 1) break;  // nothing is narrower
    }
  }
  return best;
}

}  // namespace sudoku::stage4
