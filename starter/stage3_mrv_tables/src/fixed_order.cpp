// Starter kit, stage 3: the orders `tables` and `static`, the empty cells visited in one order
// fixed before the search, each value tested with the lookup tables (docs/stage3.md, "The static
// order"). Reading order (sorted false) walks stage 1's tree node for node; sorted, the cells go
// fewest candidates first, counted once from the givens (a stable sort keeps reading order among
// equals). Take each value in the order `values` gives for the cell, and count with the tally:
// a node and a guess per value placed, a backtrack per cell left with no value that works.

#include <stdexcept>

#include "searches.hpp"
#include "stage3/tables.hpp"

namespace sudoku::stage3 {

SolveResult search_in_fixed_order(const Grid& /*puzzle*/, const ValueOrder& /*values*/,
                                  Tally& /*tally*/, bool /*sorted*/) {
  throw std::logic_error("stage 3: search_in_fixed_order (tables, static) is not written yet");
}

}  // namespace sudoku::stage3
