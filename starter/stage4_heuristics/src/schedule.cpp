// Starter kit, stage 4: the schedule and the choice of the branching cell (docs/stage4.md, "The
// schedule" and "Branching"). The schedule is given, written once for both boards in schedule.hpp;
// yours is choose_branch.

#include <stdexcept>

#include "stage4/schedule.hpp"

namespace sudoku::stage4 {

Progress apply(Technique technique, Board& board, Journal& journal) {
  return one_pass(technique, board, journal);
}

Progress deduce(Board& board, Techniques techniques, Journal& journal) {
  return run_schedule(board, techniques, journal);
}

// The open cell to branch on: the fewest candidates; up to 9x9, among those, the one whose guess
// would strike most among its peers (weighted by kStrikeWorth), the first in reading order above.
int choose_branch(const Board& /*board*/) {
  throw std::logic_error("stage 4: choose_branch is not written yet");
}

}  // namespace sudoku::stage4
