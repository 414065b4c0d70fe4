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

namespace {

// How much of a cell's candidates its peers hold: for each peer, the values the two share. A
// guess in a cell that scores high strikes more candidates, and so forces more.
int shared_with_peers(const Board& board, int cell) {
  int shared = 0;
  for (const int peer : board.geometry().peers(cell)) {
    shared += (board.candidates(peer) & board.candidates(cell)).count();
  }
  return shared;
}

}  // namespace

int choose_branch(const Board& board) {
  // Measured: the tie-break by shared values saves guesses up to 9x9 and costs many above.
  const bool by_shared = board.side() <= 9;
  int best = -1, fewest = 65, best_shared = -1;
  for (int cell = 0; cell < board.grid().cell_count(); ++cell) {
    if (board.value(cell) != 0) continue;
    const int count = board.candidates(cell).count();
    if (count > fewest || (count == fewest && !by_shared)) continue;
    if (count == 1) return cell;  // nothing is narrower, and a single is no choice
    const int shared = by_shared ? shared_with_peers(board, cell) : 0;
    if (count < fewest || shared > best_shared) {
      best = cell;
      fewest = count;
      best_shared = shared;
    }
  }
  return best;
}

}  // namespace sudoku::stage4
