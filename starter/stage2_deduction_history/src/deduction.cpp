// Starter kit, stage 2: the deduction loop, naked and hidden singles until nothing more follows
// (docs/stage2.md, "The deduction loop" and "Three contradictions"). Every value goes on the board
// through assign() (solver.cpp), with the rule that found it: kNakedSingle or kHiddenSingle.

#include <stdexcept>

#include "stage2/solver.hpp"

namespace sudoku::stage2 {

// Assigns every empty tile left with one candidate; a tile with none is a contradiction,
// reported (take) before it is returned.
Progress Solver::fill_naked_singles() {
  throw std::logic_error("stage 2: Solver::fill_naked_singles is not written yet");
}

// Assigns each value that one tile of the unit alone can take; a value with no tile left is a
// contradiction. One walk over the unit gives `somewhere`, the values some empty tile can take,
// and `twice_or_more`, those two or more can take (docs/stage2.md, "The deduction loop"). A unit
// where something is found is told (tell_unit) before its values are placed.
Progress Solver::valid_exist_in_subset(int /*unit*/) {
  throw std::logic_error("stage 2: Solver::valid_exist_in_subset is not written yet");
}

// Naked singles, then hidden singles in every unit, until a whole pass changes nothing.
Progress Solver::deduce() {
  throw std::logic_error("stage 2: Solver::deduce is not written yet");
}

}  // namespace sudoku::stage2
