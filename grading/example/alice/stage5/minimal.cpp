// Alice's minimal dig: every orbit tried once, with a check aimed at the cells it empties; the
// checks that run out of nodes are done again at the end, without a limit.

#include <vector>

#include "digging.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage5 {

namespace {

// What a check found.
enum class Check { Unique, Another, OutOfNodes };

// Whether `g`, which had one solution before `cells` were emptied, has another now. Another
// solution would change one of `cells`, so each other value their peers allow is put in as a clue
// and the search asked for a solution; it guesses the known solution's values first.
Check look_for_another(Grid g, const std::vector<int>& cells, const Grid& solution,
                       std::uint64_t nodes, stage4::Search search) {
  bool out_of_nodes = false;
  for (const int cell : cells) {
    const ValueSet open = open_values(g, cell);
    for (int v = 1; v <= g.side(); v++) {
      if (v == solution[cell] || !open.contains(v)) continue;
      g.set(cell, v);
      const SolveResult r = search(g, {.node_limit = nodes}, {.first_guesses = solution});
      g.set(cell, 0);
      if (r.solutions > 0) return Check::Another;
      if (r.outcome == Outcome::LimitReached) out_of_nodes = true;
    }
  }
  return out_of_nodes ? Check::OutOfNodes : Check::Unique;
}

// Empties `cells` in `g`, or puts back their values from `solution`.
void set_cells(Grid& g, const Grid& solution, const std::vector<int>& cells, bool empty) {
  for (const int cell : cells) g.set(cell, empty ? 0 : solution[cell]);
}

}  // namespace

Grid dig_minimal(const Grid& solution, const MinimalRecipe& recipe, Random& random) {
  const Orbits orbits = random_orbits(solution.side(), recipe.symmetry, random);
  const int total = static_cast<int>(orbits.size());
  Grid g = solution;
  std::vector<int> later;  // the orbits whose check ran out of nodes, by index
  for (int i = 0; i < total; i++) {
    if (recipe.on_progress) recipe.on_progress("orbits tried", i, total);
    const std::vector<int>& cells = orbits[static_cast<std::size_t>(i)];
    set_cells(g, solution, cells, true);
    const Check check = look_for_another(g, cells, solution, recipe.check_nodes, recipe.search);
    if (check == Check::Unique) continue;
    set_cells(g, solution, cells, false);
    if (check == Check::OutOfNodes) later.push_back(i);
  }
  const int waiting = static_cast<int>(later.size());
  for (int k = 0; k < waiting; k++) {
    const std::vector<int>& cells =
        orbits[static_cast<std::size_t>(later[static_cast<std::size_t>(k)])];
    set_cells(g, solution, cells, true);
    const bool another =
        recipe.last_checks != nullptr
            ? recipe.last_checks(g, solution, cells)
            : look_for_another(g, cells, solution, 0, recipe.search) == Check::Another;
    if (another) set_cells(g, solution, cells, false);
    if (recipe.on_progress) recipe.on_progress("last checks done", k + 1, waiting);
  }
  return g;
}

}  // namespace sudoku::stage5
