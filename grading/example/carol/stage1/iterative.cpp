// Carol's iterative solver: the values placed so far are a stack of (hole, digit) pairs.

#include <utility>
#include <vector>

#include "rules.hpp"
#include "stage1/stage1.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage1 {

SolveResult solve_iterative(const Grid& puzzle, const SolveOptions& options) {
  Tally tally(puzzle, options);
  if (find_conflict(puzzle)) return tally.finish();
  Grid grid = puzzle;
  std::vector<int> holes;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell)
    if (puzzle[cell] == 0) holes.push_back(cell);

  std::vector<std::pair<int, int>> placed;  // hole index, digit
  int from = 1;                              // the first digit to try in the next hole
  for (;;) {
    if (placed.size() == holes.size()) {
      if (tally.record_solution(grid)) break;
    } else {
      const int hole = holes[placed.size()];
      int digit = from;
      while (digit <= grid.side() && !is_allowed(grid, grid.row_of(hole), grid.col_of(hole), digit))
        ++digit;
      if (digit <= grid.side()) {
        if (!tally.spend_node()) break;
        grid.set(hole, digit);
        placed.emplace_back(hole, digit);
        from = 1;
        continue;
      }
      tally.stats().backtracks += 1;
    }
    if (placed.empty()) break;
    const auto [last, digit] = placed.back();
    placed.pop_back();
    grid.set(last, 0);
    from = digit + 1;
  }
  tally.stats().guesses = tally.stats().nodes;
  return tally.finish();
}

}  // namespace sudoku::stage1
