// The schedule, as the fourth source teaches it: the cheapest technique first, a costlier one
// only when the cheaper ones find nothing, and back to the cheapest after any progress. Written
// once for both boards, in schedule.hpp.

#include "stage4/schedule.hpp"

namespace sudoku::stage4 {

Progress apply(Technique technique, Board& board, Journal& journal) {
  return one_pass(technique, board, journal);
}

Progress deduce(Board& board, Techniques techniques, Journal& journal) {
  return run_schedule(board, techniques, journal);
}

namespace {

// How much a guess in `cell` would strike among its peers: each of its candidates that a peer
// holds, weighted by what the strike leaves the peer (kStrikeWorth).
int branch_score(const Board& board, int cell) {
  int score = 0;
  for (const int peer : board.geometry().peers(cell)) {
    const Candidates held = board.candidates(peer);
    score += (held & board.candidates(cell)).count() *
             kStrikeWorth[static_cast<std::size_t>(held.count())];
  }
  return score;
}

}  // namespace

int choose_branch(const Board& board) {
  // The tie-break by branch_score saves guesses up to 9x9 and costs many above (chapter 4).
  const bool by_score = board.side() <= 9;
  int best = -1, fewest = 65, best_score = -1;
  for (int cell = 0; cell < board.grid().cell_count(); ++cell) {
    if (board.value(cell) != 0) continue;
    const int count = board.candidates(cell).count();
    if (count > fewest || (count == fewest && !by_score)) continue;
    if (count == 1) return cell;  // nothing is narrower, and a single is no choice
    const int score = by_score ? branch_score(board, cell) : 0;
    if (count < fewest || score > best_score) {
      best = cell;
      fewest = count;
      best_score = score;
    }
  }
  return best;
}

}  // namespace sudoku::stage4
