// The source's loop: the cells in a random order, each emptied and kept empty only while the
// puzzle stays unique (mode_unique), or emptied without a check (mode_not_unique).

#include <algorithm>
#include <vector>

#include "digging.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

namespace {

// The source's check: stage 4 counts the solutions of `puzzle`, up to two, within the recipe's
// check_nodes (0: no limit). The count stops at the second solution: one more is all it takes to
// refuse; a count the limit stops refuses too.
DigCheck count_check(const Grid& puzzle, const Grid& solution, const Recipe& recipe) {
  DigCheck check{.tried = puzzle};
  SolveOptions options{.max_solutions = 2, .node_limit = recipe.check_nodes};
  options.on_solution = [&](const Grid& found) {
    if (found != solution) check.other = found;
  };
  const SolveResult count = recipe.search(puzzle, options, {});
  check.nodes = count.stats.nodes;
  if (count.solutions >= 2) {
    check.verdict = DigVerdict::SecondSolution;
  } else if (count.solutions == 1 && count.outcome != Outcome::LimitReached) {
    check.verdict = DigVerdict::Unique;
  } else {
    check.verdict = DigVerdict::OutOfNodes;
  }
  return check;
}

// The check above kLargestCountedBox: naked and hidden singles alone finish `puzzle`.
DigCheck singles_check(const Grid& puzzle, const Recipe& recipe) {
  const bool finished = solved_by(puzzle, techniques_up_to(Level::Easy), recipe.search);
  return {.tried = puzzle,
          .verdict = finished ? DigVerdict::SolvedBySingles : DigVerdict::NotBySingles};
}

}  // namespace

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

Grid empty_in_runs(const Grid& solution, const Orbits& orbits, int holes,
                   const std::function<bool(const Grid&)>& holds) {
  Grid puzzle = solution;
  const auto set_all = [&](std::size_t from, std::size_t to, bool empty) {
    for (std::size_t i = from; i < to; ++i) {
      for (const int cell : orbits[i]) puzzle.set(cell, empty ? 0 : solution[cell]);
    }
  };
  // A puzzle with fewer holes than one that holds holds too, so a run of orbits can be tried at
  // once: if the puzzle holds with all of them empty, one at a time would have kept each. When a
  // run fails, a shorter one is tried from the same orbit, down to a single one, refused for
  // good; after a success the runs grow again. The cells kept are the same as one check per
  // orbit would keep, with far fewer checks while most cells can go.
  std::size_t next = 0, run = 1;
  int made = 0;
  while (made < holes && next < orbits.size()) {
    std::size_t end = next;
    int cells = 0;
    while (end < orbits.size() && end - next < run &&
           made + cells + static_cast<int>(orbits[end].size()) <= holes) {
      cells += static_cast<int>(orbits[end++].size());
    }
    if (end == next) {  // the next orbit does not fit
      ++next;
      continue;
    }
    set_all(next, end, true);
    if (holds(puzzle)) {
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

Grid dig(const Grid& solution, const Recipe& recipe, Random& random) {
  const Orbits orbits = random_orbits(solution.side(), recipe.symmetry, random);
  if (!recipe.unique) {  // every orbit that fits in the holes
    Grid puzzle = solution;
    int made = 0;
    for (const std::vector<int>& cells : orbits) {
      if (made + static_cast<int>(cells.size()) > recipe.holes) continue;
      for (const int cell : cells) puzzle.set(cell, 0);
      made += static_cast<int>(cells.size());
    }
    return puzzle;
  }
  // A check keeps the cells it emptied when it holds; it is told to on_check, if someone watches.
  const auto checked = [&recipe](const DigCheck& check) {
    if (recipe.on_check) recipe.on_check(check);
    return holds(check.verdict);
  };
  if (recipe.proof == Proof::Singles) {
    return empty_in_runs(solution, orbits, recipe.holes, [&](const Grid& puzzle) {
      return checked(singles_check(puzzle, recipe));
    });
  }
  return empty_in_runs(solution, orbits, recipe.holes, [&](const Grid& puzzle) {
    return checked(count_check(puzzle, solution, recipe));
  });
}

}  // namespace sudoku::stage5
