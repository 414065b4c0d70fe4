// The schedule, as the fourth source teaches it: the cheapest technique first, a costlier one
// only when the cheaper ones find nothing, and back to the cheapest after any progress. Written
// once for both boards, in schedule.hpp.

#include "schedule.hpp"

namespace sudoku::stage4 {

Progress apply(Technique technique, Board& board, Journal& journal) {
  return one_pass(technique, board, journal);
}

Progress deduce(Board& board, Techniques techniques, Journal& journal) {
  return run_schedule(board, techniques, journal);
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
