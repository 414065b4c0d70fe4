// The entry point: the techniques asked for (or the default of the size), and the board to search
// on: the one made for 9x9 when it can serve, the general one otherwise.

#include "searches.hpp"
#include "stage4/stage4.hpp"

namespace sudoku::stage4 {

SolveResult solve(const Grid& puzzle, const SolveOptions& options, const Setup& setup) {
  Tally tally(puzzle, options);
  const Techniques techniques = setup.techniques.value_or(default_techniques(puzzle.side()));
  // The same search on a board made for 9x9, unless someone follows the steps (it reports none).
  if (puzzle.box() == 3 && !tally.observed() && !setup.general_board) {
    return solve_9x9(puzzle, setup, techniques, tally);
  }
  return solve_general(puzzle, setup, techniques, tally);
}

}  // namespace sudoku::stage4
