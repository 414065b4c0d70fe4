// Starter kit, stage 3: the order `dynamic`. Fill every forced cell and pick the open cell with
// the fewest candidates (propagate), then try each of its candidates in the order `values` gives,
// placing and removing values in one state; a trail of the cells filled says what to empty when a
// branch fails (docs/stage3.md, "Choosing the cell at every step" and "Copy or undo"). Count with
// the tally: a node and a guess per value tried, a backtrack per dead end or exhausted cell.

#include <stdexcept>

#include "propagation.hpp"
#include "searches.hpp"

namespace sudoku::stage3 {

SolveResult search_most_constrained(const Grid& /*puzzle*/, const ValueOrder& /*values*/,
                                    Tally& /*tally*/) {
  throw std::logic_error("stage 3: search_most_constrained (dynamic) is not written yet");
}

}  // namespace sudoku::stage3
