// Starter kit, stage 3: filling the forced cells, the cell rule and the unit rule repeated until
// neither applies, and the choice of the cell to branch on (docs/stage3.md, "The dynamic order").
// Both dynamic searches call propagate() and open_cells().

#include <stdexcept>

#include "propagation.hpp"
#include "sudoku/geometry.hpp"

namespace sudoku::stage3 {

// The cells empty in the puzzle, in reading order: the only ones a search visits.
std::vector<int> open_cells(const Grid& /*puzzle*/) {
  throw std::logic_error("stage 3: open_cells is not written yet");
}

// Fills every forced cell (a node and a deduction each, recorded in `filled`): a cell with one
// candidate takes it, a value only one cell of a unit can take goes there. Dead when a cell or a
// unit's value has no place left; otherwise Branch on the open cell with the fewest candidates
// (the first in reading order on a tie), or Solved. For the unit rule, one walk over a unit gives
// `somewhere`, the values some empty cell of it can take, and `twice_or_more`, those two or more
// can take: a value in the first and not the second has one place.
Propagation propagate(State& /*state*/, std::span<const int> /*open*/, Tally& /*tally*/,
                      std::vector<int>& /*filled*/, Branch& /*branch*/) {
  throw std::logic_error("stage 3: propagate is not written yet");
}

}  // namespace sudoku::stage3
