// Bob's dig: a digger object empties the cells one orbit at a time, each kept empty while its
// check says the puzzle is still right.

#include <algorithm>
#include <vector>

#include "digging.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

namespace {

class Digger {
 public:
  Digger(const Grid& solution, int holes) : solution_(solution), puzzle_(solution), left_(holes) {}

  // Tries each orbit in turn, while holes are left to make.
  Grid run(const Orbits& orbits, const std::function<bool(const Grid&)>& holds) {
    for (const std::vector<int>& cells : orbits) {
      if (left_ == 0) break;
      if (static_cast<int>(cells.size()) > left_) continue;  // too big for what is left
      clear(cells);
      if (holds(puzzle_)) {
        left_ -= static_cast<int>(cells.size());
      } else {
        restore(cells);
      }
    }
    return puzzle_;
  }

 private:
  void clear(const std::vector<int>& cells) {
    for (const int cell : cells) puzzle_.set(cell, 0);
  }

  void restore(const std::vector<int>& cells) {
    for (const int cell : cells) puzzle_.set(cell, solution_[cell]);
  }

  const Grid& solution_;
  Grid puzzle_;
  int left_;
};

}  // namespace

std::vector<int> orbit(int cell, int side, Symmetry symmetry) {
  const int y = cell / side;
  const int x = cell % side;
  const int flip_y = side - 1 - y;
  const int flip_x = side - 1 - x;
  std::vector<int> result{cell};
  std::vector<int> images;
  switch (symmetry) {
    case Symmetry::Rotate180:
      images = {flip_y * side + flip_x};
      break;
    case Symmetry::Rotate90:
      images = {x * side + flip_y, flip_y * side + flip_x, flip_x * side + y};
      break;
    case Symmetry::Mirror:
      images = {y * side + flip_x};
      break;
    case Symmetry::Diagonal:
      images = {x * side + y};
      break;
    case Symmetry::None:
      break;
  }
  for (const int image : images) {
    if (std::find(result.begin(), result.end(), image) == result.end()) result.push_back(image);
  }
  return result;
}

Grid empty_in_runs(const Grid& solution, const Orbits& orbits, int holes,
                   const std::function<bool(const Grid&)>& holds) {
  return Digger(solution, holes).run(orbits, holds);
}

Grid dig(const Grid& solution, const Recipe& recipe, Random& random) {
  const Orbits orbits = random_orbits(solution.side(), recipe.symmetry, random);
  if (!recipe.unique) {
    return empty_in_runs(solution, orbits, recipe.holes, [](const Grid&) { return true; });
  }
  if (recipe.proof == Proof::Singles) {
    const stage4::Techniques singles = techniques_up_to(Level::Easy);
    return empty_in_runs(solution, orbits, recipe.holes, [&](const Grid& puzzle) {
      return solved_by(puzzle, singles, recipe.search);
    });
  }
  return empty_in_runs(solution, orbits, recipe.holes, [&](const Grid& puzzle) {
    const SolveResult count =
        recipe.search(puzzle, {.max_solutions = 2, .node_limit = recipe.check_nodes}, {});
    return count.outcome != Outcome::LimitReached && count.solutions == 1;
  });
}

}  // namespace sudoku::stage5
