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

// True when `techniques` alone solve `puzzle`, without a guess.
bool solved_by(const Grid& puzzle, stage4::Techniques techniques) {
  const SolveResult solve = stage4::solve(puzzle, {}, {.techniques = techniques, .guess = false});
  return solve.outcome == Outcome::Solved;
}

// True when `puzzle` is still what `recipe` makes: solved by its techniques, or unique when it
// asks for uniqueness.
bool still_holds(const Grid& puzzle, const Recipe& recipe) {
  if (recipe.techniques) return solved_by(puzzle, *recipe.techniques);
  return !recipe.unique || proven_unique(puzzle, recipe.check_nodes);
}

}  // namespace

int holes_for_percent(int box, int percent) {
  const int cells = box * box * box * box;
  return (cells * percent + 50) / 100;
}

Recipe minimal_recipe(int box) {
  return {.box = box, .holes = box * box * box * box, .unique = true, .check_nodes = 0};
}

std::vector<int> orbit(int cell, int side, Symmetry symmetry) {
  const int row = cell / side, col = cell % side, last = side - 1;
  std::vector<int> images{cell};
  switch (symmetry) {
    case Symmetry::None:
      break;
    case Symmetry::Rotate180:
      images.push_back((last - row) * side + last - col);
      break;
    case Symmetry::Rotate90:
      images.push_back(col * side + last - row);
      images.push_back((last - row) * side + last - col);
      images.push_back((last - col) * side + row);
      break;
    case Symmetry::Mirror:
      images.push_back(row * side + last - col);
      break;
    case Symmetry::Diagonal:
      images.push_back(col * side + row);
      break;
  }
  std::vector<int> once;
  for (const int image : images) {
    if (std::ranges::find(once, image) == once.end()) once.push_back(image);
  }
  return once;
}

Grid dig(const Grid& solution, const Recipe& recipe, Random& random) {
  std::vector<int> order(static_cast<std::size_t>(solution.cell_count()));
  std::iota(order.begin(), order.end(), 0);
  random.shuffle(std::span(order));
  // The orbits, in the order their first cell comes: without symmetry, the cells themselves.
  std::vector<std::vector<int>> orbits;
  std::vector<bool> taken(order.size());
  for (const int cell : order) {
    if (taken[static_cast<std::size_t>(cell)]) continue;
    orbits.push_back(orbit(cell, solution.side(), recipe.symmetry));
    for (const int image : orbits.back()) taken[static_cast<std::size_t>(image)] = true;
  }
  Grid puzzle = solution;
  const auto set_all = [&](std::size_t from, std::size_t to, bool empty) {
    for (std::size_t i = from; i < to; ++i) {
      for (const int cell : orbits[i]) puzzle.set(cell, empty ? 0 : solution[cell]);
    }
  };
  // The orbits are taken in order, each kept empty when the puzzle stays unique. A puzzle with
  // fewer holes than a unique one is unique too, so a run of orbits can be tried at once: if the
  // puzzle is unique with all of them empty, one at a time would have kept each. When a run
  // fails, a shorter one is tried from the same orbit, down to a single one, refused for good;
  // after a success the runs grow again. The cells kept are the same as one check per orbit
  // would keep, with far fewer checks while most cells can go. An orbit larger than the holes
  // left is passed over.
  // Solved by a level's techniques is kept in the same way: fewer holes never make a puzzle
  // harder. Without a check, one run takes every orbit that fits.
  const bool checked = recipe.unique || recipe.techniques;
  std::size_t next = 0, run = checked ? 1 : orbits.size();
  int made = 0;
  while (made < recipe.holes && next < orbits.size()) {
    std::size_t end = next;
    int cells = 0;
    while (end < orbits.size() && end - next < run &&
           made + cells + static_cast<int>(orbits[end].size()) <= recipe.holes) {
      cells += static_cast<int>(orbits[end++].size());
    }
    if (end == next) {  // the next orbit does not fit
      ++next;
      continue;
    }
    set_all(next, end, true);
    if (still_holds(puzzle, recipe)) {
      run = 2 * (end - next);
      made += cells;
      next = end;
      continue;
    }
    set_all(next, end, false);
    if (end - next == 1) ++next;  // this orbit stays
    run = std::max<std::size_t>(1, (end - next) / 2);
  }
  return puzzle;
}

Made make_puzzle(const Recipe& recipe, Random& random) {
  Grid solution = complete_grid(recipe.box, random);
  Grid puzzle = dig(solution, recipe, random);
  return {std::move(puzzle), std::move(solution)};
}

}  // namespace sudoku::stage5
