// Alice's dig: a cell's orbit under a symmetry, and the loop that empties orbits while the puzzle
// stays what the dig makes, in batches when it can.

#include <cstddef>
#include <vector>

#include "digging.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

namespace {

// How many orbits are emptied together before each is tried alone.
constexpr std::size_t kBatch = 8;

// Adds `cell` to `cells` unless it is already there.
void add_once(std::vector<int>& cells, int cell) {
  for (const int c : cells) {
    if (c == cell) return;
  }
  cells.push_back(cell);
}

// Empties the cells of orbits[from, to) in `g`, or gives them back their values from `solution`.
void set_orbits(Grid& g, const Grid& solution, const Orbits& orbits, std::size_t from,
                std::size_t to, bool empty) {
  for (std::size_t i = from; i < to; i++) {
    for (const int cell : orbits[i]) g.set(cell, empty ? 0 : solution[cell]);
  }
}

// True when `search` finds exactly one solution within `nodes` (0: no limit).
bool one_solution(const Grid& g, std::uint64_t nodes, stage4::Search search) {
  const SolveResult r = search(g, {.max_solutions = 2, .node_limit = nodes}, {});
  if (r.outcome == Outcome::LimitReached) return false;
  return r.solutions == 1;
}

}  // namespace

std::vector<int> orbit(int cell, int side, Symmetry symmetry) {
  const int r = cell / side, c = cell % side, m = side - 1;
  std::vector<int> cells = {cell};
  if (symmetry == Symmetry::Rotate180 || symmetry == Symmetry::Rotate90) {
    add_once(cells, (m - r) * side + (m - c));
  }
  if (symmetry == Symmetry::Rotate90) {
    add_once(cells, c * side + (m - r));
    add_once(cells, (m - c) * side + r);
  }
  if (symmetry == Symmetry::Mirror) add_once(cells, r * side + (m - c));
  if (symmetry == Symmetry::Diagonal) add_once(cells, c * side + r);
  return cells;
}

Grid empty_in_runs(const Grid& solution, const Orbits& orbits, int holes,
                   const std::function<bool(const Grid&)>& holds) {
  Grid g = solution;
  int made = 0;
  std::size_t i = 0;
  while (i < orbits.size() && made < holes) {
    // A batch: the next orbits, up to the first that would not fit if all before it were kept.
    std::size_t j = i;
    int cells = 0;
    while (j < orbits.size() && j - i < kBatch &&
           made + cells + static_cast<int>(orbits[j].size()) <= holes) {
      cells += static_cast<int>(orbits[j].size());
      j++;
    }
    if (j == i) {  // the next orbit does not fit: passed over
      i++;
      continue;
    }
    set_orbits(g, solution, orbits, i, j, true);
    // Fewer holes cannot break what more holes keep, so a batch that holds is what one orbit at
    // a time would have kept. One that does not is tried again an orbit at a time.
    if (holds(g)) {
      made += cells;
      i = j;
      continue;
    }
    set_orbits(g, solution, orbits, i, j, false);
    for (; i < j; i++) {
      const int size = static_cast<int>(orbits[i].size());
      if (made + size > holes) continue;
      set_orbits(g, solution, orbits, i, i + 1, true);
      if (holds(g)) {
        made += size;
      } else {
        set_orbits(g, solution, orbits, i, i + 1, false);
      }
    }
  }
  return g;
}

Grid dig(const Grid& solution, const Recipe& recipe, Random& random) {
  const Orbits orbits = random_orbits(solution.side(), recipe.symmetry, random);
  std::function<bool(const Grid&)> holds = [](const Grid&) { return true; };
  if (recipe.unique && recipe.proof == Proof::Singles) {
    holds = [&recipe](const Grid& g) {
      return solved_by(g, techniques_up_to(Level::Easy), recipe.search);
    };
  } else if (recipe.unique) {
    holds = [&recipe](const Grid& g) { return one_solution(g, recipe.check_nodes, recipe.search); };
  }
  return empty_in_runs(solution, orbits, recipe.holes, holds);
}

}  // namespace sudoku::stage5
