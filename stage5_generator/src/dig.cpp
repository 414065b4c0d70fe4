// Emptying cells: in a random order, each removal kept only while the puzzle stays unique (the
// source's mode_unique), or a share of the cells at once (mode_not_unique).

#include <numeric>
#include <vector>

#include "stage4/heuristics.hpp"
#include "stage5/generator.hpp"

namespace sudoku::stage5 {

namespace {

// True when stage 4 proves, within `nodes` nodes, that `puzzle` has exactly one solution. It
// stops at the second solution: one more is all it takes to refuse.
bool proven_unique(const Grid& puzzle, std::uint64_t nodes) {
  const SolveResult check = stage4::solve(puzzle, {2, nodes, {}});
  return check.outcome == Outcome::Solved && check.solutions == 1;
}

}  // namespace

int holes_for_percent(int box, int percent) {
  const int cells = box * box * box * box;
  return (cells * percent + 50) / 100;
}

Grid dig(const Grid& solution, const Recipe& recipe, Random& random) {
  std::vector<int> order(static_cast<std::size_t>(solution.cell_count()));
  std::iota(order.begin(), order.end(), 0);
  random.shuffle(std::span(order));
  Grid puzzle = solution;
  int made = 0;
  for (const int cell : order) {
    if (made == recipe.holes) break;
    puzzle.set(cell, 0);
    if (!recipe.unique || proven_unique(puzzle, recipe.check_nodes)) {
      ++made;
    } else {
      puzzle.set(cell, solution[cell]);
    }
  }
  return puzzle;
}

Made make_puzzle(const Recipe& recipe, Random& random) {
  Grid solution = complete_grid(recipe.box, random);
  Grid puzzle = dig(solution, recipe, random);
  return {std::move(puzzle), std::move(solution)};
}

}  // namespace sudoku::stage5
