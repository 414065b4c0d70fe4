// Minimal puzzles: every cell tried, one orbit at a time, each with a check aimed at the cells
// just emptied; the checks that ran out of nodes settled at the end, to the last node.

#include <vector>

#include "digging.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage5 {

namespace {

// What a check of a removal found.
enum class Finding {
  Unique,  // the puzzle still has one solution
  Other,   // it has another
  Unsure   // the node limit stopped the check
};

// Whether `puzzle`, unique before the cells of `orbit` were emptied, still has `solution` as its
// only solution, each run of `search` within `nodes` nodes (0: no limit). Another solution would
// differ from it in one of those cells (elsewhere it would solve the puzzle as it was), so each
// other value each of them can take is put there, and a solution found with it refuses. A search
// made to leave the known solution at once finds a second one far sooner than a count to two, which
// meets the known one first; and while a cell's peers hold every other value, nothing is solved.
// Another solution agrees with the known one in most cells, so the searches guess its values
// first. They use the techniques stage 4 finds fastest on 9x9 grids, faster here than every
// technique on 16x16 grids too (the chapter measures both).
Finding check_without(Grid puzzle, std::span<const int> orbit, const Grid& solution,
                      std::uint64_t nodes, stage4::Search search) {
  const stage4::Setup setup{.techniques = stage4::default_techniques(9), .first_guesses = solution};
  bool stopped = false;
  for (const int cell : orbit) {
    for (const int value : open_values(puzzle, cell) - ValueSet::only(solution[cell])) {
      puzzle.set(cell, value);
      const SolveResult found = search(puzzle, {.node_limit = nodes}, setup);
      puzzle.set(cell, 0);
      if (found.solutions > 0) return Finding::Other;
      stopped = stopped || found.outcome == Outcome::LimitReached;
    }
  }
  return stopped ? Finding::Unsure : Finding::Unique;
}

// The check of an orbit as the dig tries it: on a 9x9 grid with a search made for it, settled at
// once, to the end; otherwise check_without() within the recipe's nodes.
Finding first_check(const Grid& puzzle, std::span<const int> orbit, const Grid& solution,
                    const MinimalRecipe& recipe) {
  if (recipe.checks_9x9 != nullptr && recipe.box == 3) {
    return recipe.checks_9x9(puzzle, solution, orbit) ? Finding::Other : Finding::Unique;
  }
  return check_without(puzzle, orbit, solution, recipe.check_nodes, recipe.search);
}

}  // namespace

Grid dig_minimal(const Grid& solution, const MinimalRecipe& recipe, Random& random) {
  const Orbits orbits = random_orbits(solution.side(), recipe.symmetry, random);
  Grid puzzle = solution;
  const auto set_orbit = [&](const std::vector<int>& cells, bool empty) {
    for (const int cell : cells) puzzle.set(cell, empty ? 0 : solution[cell]);
  };
  // Most late orbits cannot go: runs of orbits would cost more checks than they save, so each
  // orbit is tried alone, with the check aimed at its cells.
  std::vector<const std::vector<int>*> unsure;  // refused because their check ran out of nodes
  int tried = 0;
  for (const std::vector<int>& cells : orbits) {
    if (recipe.on_progress) {
      recipe.on_progress("orbits tried", tried++, static_cast<int>(orbits.size()));
    }
    set_orbit(cells, true);
    const Finding finding = first_check(puzzle, cells, solution, recipe);
    if (finding == Finding::Unique) continue;
    set_orbit(cells, false);
    if (finding == Finding::Unsure) unsure.push_back(&cells);
  }
  // Each orbit whose check ran out tried again, alone and to the end.
  // Without a search of their own, the last checks are the dig's search's, to the last node.
  const auto finds_another = [&recipe, &solution](const Grid& dug, std::span<const int> cells) {
    if (recipe.last_checks != nullptr) return recipe.last_checks(dug, solution, cells);
    return check_without(dug, cells, solution, 0, recipe.search) == Finding::Other;
  };
  int done = 0;
  for (const std::vector<int>* cells : unsure) {
    set_orbit(*cells, true);
    if (finds_another(puzzle, *cells)) set_orbit(*cells, false);
    if (recipe.on_progress) {
      recipe.on_progress("last checks done", ++done, static_cast<int>(unsure.size()));
    }
  }
  return puzzle;
}

}  // namespace sudoku::stage5
