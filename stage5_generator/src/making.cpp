// What the digs share, and a puzzle made from start to end: the grid of the size, the cells in a
// random order as orbits, the recipe of the source's unique mode, the check by techniques alone,
// then a grid dug. The lesson's own parts (the complete grids, the source's loop, the minimal dig)
// are fill.cpp, dig.cpp and minimal.cpp, which a student writes from the starter kit.

#include <numeric>
#include <utility>
#include <vector>

#include "digging.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

Grid complete_grid(int box, Random& random, stage4::Search search) {
  return box <= 4 ? searched_grid(box, random, search) : pattern_grid(box, random);
}

int holes_for_percent(int box, int percent) {
  const int cells = box * box * box * box;
  return (cells * percent + 50) / 100;
}

bool holds(DigVerdict verdict) {
  return verdict == DigVerdict::Unique || verdict == DigVerdict::SolvedBySingles;
}

Recipe unique_recipe(int box, int holes) {
  return {.box = box,
          .holes = holes,
          .proof = box > kLargestCountedBox ? Proof::Singles : Proof::Count};
}

Orbits random_orbits(int side, Symmetry symmetry, Random& random) {
  std::vector<int> order(static_cast<std::size_t>(side * side));
  std::iota(order.begin(), order.end(), 0);
  random.shuffle(std::span(order));
  Orbits orbits;
  std::vector<bool> taken(order.size());
  for (const int cell : order) {
    if (taken[static_cast<std::size_t>(cell)]) continue;
    orbits.push_back(orbit(cell, side, symmetry));
    for (const int image : orbits.back()) taken[static_cast<std::size_t>(image)] = true;
  }
  return orbits;
}

bool solved_by(const Grid& puzzle, stage4::Techniques techniques, stage4::Search search) {
  return search(puzzle, {}, {.techniques = techniques, .guess = false}).outcome == Outcome::Solved;
}

Made make_puzzle(const Recipe& recipe, Random& random) {
  Grid solution = complete_grid(recipe.box, random, recipe.search);
  Grid puzzle = dig(solution, recipe, random);
  return {std::move(puzzle), std::move(solution)};
}

Made make_minimal_puzzle(const MinimalRecipe& recipe, Random& random) {
  Grid solution = complete_grid(recipe.box, random, recipe.search);
  Grid puzzle = dig_minimal(solution, recipe, random);
  return {std::move(puzzle), std::move(solution)};
}

}  // namespace sudoku::stage5
