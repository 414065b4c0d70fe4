// Emptying cells: in a random order, each removal kept only while the puzzle stays unique (the
// source's mode_unique), or a share of the cells at once (mode_not_unique).

#include <algorithm>
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

Recipe minimal_recipe(int box) {
  return {.box = box, .holes = box * box * box * box, .unique = true, .check_nodes = 0};
}

Grid dig(const Grid& solution, const Recipe& recipe, Random& random) {
  std::vector<int> order(static_cast<std::size_t>(solution.cell_count()));
  std::iota(order.begin(), order.end(), 0);
  random.shuffle(std::span(order));
  Grid puzzle = solution;
  if (!recipe.unique) {
    for (std::size_t i = 0; i < order.size() && static_cast<int>(i) < recipe.holes; ++i) {
      puzzle.set(order[i], 0);
    }
    return puzzle;
  }
  // The cells are taken in order, each kept empty when the puzzle stays unique. A puzzle with
  // fewer holes than a unique one is unique too, so a run of cells can be tried at once: if the
  // puzzle is unique with all of them empty, one at a time would have kept each. When a run
  // fails, a shorter one is tried from the same cell, down to a single cell, refused for good;
  // after a success the runs grow again. The cells kept are the same as one check per cell would
  // keep, with far fewer checks while most cells can go.
  std::size_t next = 0, run = 1;
  int made = 0;
  while (made < recipe.holes && next < order.size()) {
    const std::size_t length =
        std::min({run, order.size() - next, static_cast<std::size_t>(recipe.holes - made)});
    for (std::size_t i = next; i < next + length; ++i) puzzle.set(order[i], 0);
    if (proven_unique(puzzle, recipe.check_nodes)) {
      next += length;
      made += static_cast<int>(length);
      run = 2 * length;
      continue;
    }
    for (std::size_t i = next; i < next + length; ++i) puzzle.set(order[i], solution[order[i]]);
    if (length == 1) ++next;  // this cell stays
    run = std::max<std::size_t>(1, length / 2);
  }
  return puzzle;
}

Made make_puzzle(const Recipe& recipe, Random& random) {
  Grid solution = complete_grid(recipe.box, random);
  Grid puzzle = dig(solution, recipe, random);
  return {std::move(puzzle), std::move(solution)};
}

}  // namespace sudoku::stage5
