// Alice's recursive backtracking: a free function over the cells, the state in one struct.

#include "rules.hpp"
#include "stage1/stage1.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage1 {

namespace {

struct State {
  Grid grid;
  Tally tally;
};

// Fills the empty cells from `cell` on. Returns true when the search is over.
bool search(State& s, int cell) {
  const int cells = s.grid.cell_count();
  while (cell < cells && s.grid[cell] != 0) cell++;
  if (cell == cells) return s.tally.record_solution(s.grid);
  const int r = s.grid.row_of(cell);
  const int c = s.grid.col_of(cell);
  for (int v = 1; v <= s.grid.side(); v++) {
    if (!is_allowed(s.grid, r, c, v)) continue;
    if (!s.tally.spend_node()) return true;  // out of nodes
    s.grid.set(cell, v);
    if (search(s, cell + 1)) return true;
  }
  s.grid.set(cell, 0);
  s.tally.stats().backtracks++;
  return false;
}

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  State s{puzzle, Tally(puzzle, options)};
  // A puzzle whose givens clash has no solution, and the search would not notice.
  if (!find_conflict(puzzle)) search(s, 0);
  s.tally.stats().guesses = s.tally.stats().nodes;
  return s.tally.finish();
}

}  // namespace sudoku::stage1
