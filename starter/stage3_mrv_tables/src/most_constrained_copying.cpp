// Starter kit, stage 3: the order `dynamic-copy`, the same search as `dynamic` with, as the third
// source does, a copy of the whole state for each guess: a failed branch is dropped, nothing is
// undone (docs/stage3.md, "Copy or undo"). It must explore the same tree as `dynamic`, with the
// same counts.

#include <stdexcept>

#include "propagation.hpp"
#include "searches.hpp"

namespace sudoku::stage3 {

SolveResult search_most_constrained_copying(const Grid& /*puzzle*/, const ValueOrder& /*values*/,
                                            Tally& /*tally*/) {
  throw std::logic_error(
      "stage 3: search_most_constrained_copying (dynamic-copy) is not written yet");
}

}  // namespace sudoku::stage3
