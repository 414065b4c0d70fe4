// The entry point: the techniques asked for (or the default of the size), and the search.

#include "searches.hpp"
#include "stage4/stage4.hpp"

namespace sudoku::stage4 {

SolveResult solve(const Grid& puzzle, const SolveOptions& options, const Setup& setup) {
  Tally tally(puzzle, options);
  return solve_general(puzzle, setup, setup.techniques.value_or(default_techniques(puzzle.side())),
                       tally);
}

}  // namespace sudoku::stage4
