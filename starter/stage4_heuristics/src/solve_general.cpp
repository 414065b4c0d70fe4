// Starter kit, stage 4: the search on the general board (docs/stage4.md, "Branching" and
// "Switches and statistics"). Deduce with the techniques switched on (deduce), then branch on the
// cell choose_branch picks, trying first the value Setup::first_guesses names, and undo a failed
// branch through the board's trail; stop where the techniques stall when Setup::guess is false
// (Tally::give_up). Count through the journal (guessing; close() at the end) and the tally, and
// report each guess and each backtrack when the solve is observed.

#include <stdexcept>

#include "searches.hpp"
#include "stage4/techniques.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage4 {

SolveResult solve_general(const Grid& /*puzzle*/, const Setup& /*setup*/, Techniques /*techniques*/,
                          Tally& /*tally*/) {
  throw std::logic_error(
      "stage 4: solve_general (the search on the general board) is not written yet");
}

}  // namespace sudoku::stage4
