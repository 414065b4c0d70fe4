// Emptying cells: in a random order, each removal kept only while the puzzle stays unique (the
// source's mode_unique), or a share of the cells at once (mode_not_unique).

#include <algorithm>
#include <numeric>
#include <vector>

#include "board_9x9/board_9x9.hpp"
#include "stage4/stage4.hpp"
#include "stage5/learning_search.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage5 {

namespace {

// What a check of a puzzle found.
enum class Finding {
  Holds,  // the puzzle is what the recipe makes
  Fails,  // it is not: a second solution, or the techniques stall
  Unsure  // the node limit stopped the check
};

// Whether `puzzle` is still what `recipe` makes, checked as a whole: solved by its techniques
// alone, or, when it asks for uniqueness, proven unique by stage 4 within `recipe.check_nodes`.
// The count stops at the second solution: one more is all it takes to refuse.
Finding check_whole(const Grid& puzzle, const Recipe& recipe) {
  if (recipe.techniques) {
    const SolveResult solve =
        board_9x9::solve(puzzle, {}, {.techniques = *recipe.techniques, .guess = false});
    return solve.outcome == Outcome::Solved ? Finding::Holds : Finding::Fails;
  }
  if (!recipe.unique) return Finding::Holds;
  const SolveResult count =
      board_9x9::solve(puzzle, {.max_solutions = 2, .node_limit = recipe.check_nodes});
  if (count.outcome == Outcome::LimitReached) return Finding::Unsure;
  return count.solutions == 1 ? Finding::Holds : Finding::Fails;
}

// Whether `puzzle`, unique before the cells of `orbit` were emptied, still has `solution` as its
// only solution, each search within `nodes` nodes (0: no limit). Another solution would differ
// from it in one of those cells (elsewhere it would solve the puzzle as it was), so each other
// value each of them can take is put there, and a solution found with it refuses. A search made
// to leave the known solution at once finds a second one far sooner than a count to two, which
// meets the known one first; and while a cell's peers hold every other value, nothing is solved.
// Another solution agrees with the known one in most cells, so the searches guess its values
// first. They use the techniques stage 4 finds fastest on 9x9 grids, faster here than every
// technique on 16x16 grids too (the chapter measures both).
Finding unique_without(Grid puzzle, std::span<const int> orbit, const Grid& solution,
                       std::uint64_t nodes) {
  const stage4::Setup setup{.techniques = stage4::default_techniques(9), .first_guesses = solution};
  bool stopped = false;
  for (const int cell : orbit) {
    for (const int value : open_values(puzzle, cell) - ValueSet::only(solution[cell])) {
      puzzle.set(cell, value);
      const SolveResult found = board_9x9::solve(puzzle, {.node_limit = nodes}, setup);
      puzzle.set(cell, 0);
      if (found.solutions > 0) return Finding::Fails;
      stopped = stopped || found.outcome == Outcome::LimitReached;
    }
  }
  return stopped ? Finding::Unsure : Finding::Holds;
}

}  // namespace

int holes_for_percent(int box, int percent) {
  const int cells = box * box * box * box;
  return (cells * percent + 50) / 100;
}

Recipe unique_recipe(int box, int holes) {
  Recipe recipe{.box = box, .holes = holes};
  if (box > kLargestCountedBox) recipe.techniques = techniques_up_to(Level::Easy);
  return recipe;
}

Recipe minimal_recipe(int box) {
  return {.box = box, .holes = box * box * box * box, .unique = true, .minimal = true};
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
  // The orbits are taken in order, each kept empty while the puzzle stays what the recipe makes.
  // A puzzle with fewer holes than a unique one is unique too (and one the techniques finish is
  // finished with a clue more), so a run of orbits can be tried at once: if the puzzle holds with
  // all of them empty, one at a time would have kept each. When a run fails, a shorter one is
  // tried from the same orbit, down to a single one, refused for good; after a success the runs
  // grow again. The cells kept are the same as one check per orbit would keep, with far fewer
  // checks while most cells can go. An orbit larger than the holes left is passed over. Without
  // a check, one run takes every orbit that fits.
  // A minimal puzzle tries every orbit, and most of the late ones fail: there runs cost more
  // than they save, and each orbit is tried alone, with the targeted check of unique_without().
  const bool checked = recipe.unique || recipe.techniques;
  const bool targeted = recipe.minimal && recipe.unique && !recipe.techniques;
  std::size_t next = 0, run = checked ? 1 : orbits.size();
  int made = 0;
  std::vector<std::size_t> unsure;  // the orbits refused because their check ran out of nodes
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
    const Finding finding = targeted
                                ? unique_without(puzzle, orbits[next], solution, recipe.check_nodes)
                                : check_whole(puzzle, recipe);
    if (finding == Finding::Holds) {
      run = recipe.minimal ? 1 : 2 * (end - next);
      made += cells;
      next = end;
      continue;
    }
    set_all(next, end, false);
    if (end - next == 1) {  // this orbit stays, unless it is tried again below
      if (finding == Finding::Unsure) unsure.push_back(next);
      ++next;
    }
    run = std::max<std::size_t>(1, (end - next) / 2);
  }
  // A minimal puzzle: each orbit whose check ran out tried again, alone and to the end, by the
  // search that learns from its dead ends: on a 25x25 puzzle, stage 4's search can wander far
  // longer over one such proof than a search that learns (chapter 5 measures both).
  if (targeted) {
    int done = 0;
    for (const std::size_t i : unsure) {
      const int cells = static_cast<int>(orbits[i].size());
      if (made + cells <= recipe.holes) {
        set_all(i, i + 1, true);
        if (find_other_solution(puzzle, solution, orbits[i]).solutions == 0) {
          made += cells;
        } else {
          set_all(i, i + 1, false);
        }
      }
      if (recipe.on_final_check) recipe.on_final_check(++done, static_cast<int>(unsure.size()));
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
