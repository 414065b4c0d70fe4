// The dig of a puzzle recorded from stage 5's own reports (Recipe::on_check): each check's cells
// are those it empties beyond what stood before it, and what stands changes only when a check
// holds.

#include "replay/dig.hpp"

#include <algorithm>
#include <set>

#include "sudoku/figures.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/random.hpp"

namespace sudoku::replay {

namespace {

// "r1c2, r5c7" for cells, the first `most` of them, then how many more.
std::string cell_list(const Grid& grid, const std::vector<int>& cells, std::size_t most) {
  std::string text;
  for (std::size_t i = 0; i < cells.size() && i < most; ++i) {
    text += (i > 0 ? ", " : "") + cell_name(grid, cells[i]);
  }
  if (cells.size() > most) text += " and " + std::to_string(cells.size() - most) + " more";
  return text;
}

// Marks the checks whose cells were put back and never tried again.
void mark_final(std::vector<DigRecord>& checks) {
  std::set<int> tried_later;
  for (auto check = checks.rbegin(); check != checks.rend(); ++check) {
    const bool again = std::ranges::any_of(
        check->cells, [&tried_later](int cell) { return tried_later.contains(cell); });
    check->final = !stage5::holds(check->verdict) && !again;
    tried_later.insert(check->cells.begin(), check->cells.end());
  }
}

}  // namespace

DigTrace record_dig(std::uint64_t seed, stage5::Recipe recipe) {
  // The first puzzle of `stage5_generator --seed SEED`: a seed of its own drawn from the run's.
  Random seeds(seed);
  Random random(seeds.next());
  std::vector<stage5::DigCheck> checks;
  recipe.on_check = [&checks](const stage5::DigCheck& check) { checks.push_back(check); };
  stage5::Made made = stage5::make_puzzle(recipe, random);
  recipe.on_check = nullptr;
  DigTrace trace{.seed = seed,
                 .recipe = recipe,
                 .solution = std::move(made.solution),
                 .puzzle = std::move(made.puzzle)};
  // What stood before each check: the solution, then each puzzle that held.
  const Grid* standing = &trace.solution;
  for (const stage5::DigCheck& check : checks) {
    DigRecord record{.cells = {}, .verdict = check.verdict, .nodes = check.nodes};
    for (int cell = 0; cell < check.tried.cell_count(); ++cell) {
      if (check.tried[cell] == 0 && (*standing)[cell] != 0) record.cells.push_back(cell);
      if (check.other && (*check.other)[cell] != trace.solution[cell]) {
        record.other.emplace_back(cell, (*check.other)[cell]);
      }
    }
    if (stage5::holds(check.verdict)) standing = &check.tried;
    trace.checks.push_back(std::move(record));
  }
  mark_final(trace.checks);
  for (DigRecord& check : trace.checks) {
    check.text = describe_check(check, trace.recipe);
  }
  return trace;
}

std::string describe_check(const DigRecord& check, const stage5::Recipe& recipe) {
  const Grid grid(recipe.box);
  const std::size_t count = check.cells.size();
  std::string text = count == 1 ? cell_list(grid, check.cells, 1) + " emptied: "
                                : std::to_string(count) + " cells emptied at once (" +
                                      cell_list(grid, check.cells, 4) + "): ";
  std::vector<int> differing;
  for (const auto& [cell, value] : check.other) differing.push_back(cell);
  using stage5::DigVerdict;
  switch (check.verdict) {
    case DigVerdict::Unique:
      text += "still one solution (counted in " + grouped(static_cast<double>(check.nodes)) +
              (check.nodes == 1 ? " node)" : " nodes)");
      break;
    case DigVerdict::SolvedBySingles:
      text += "naked and hidden singles alone still finish it";
      break;
    case DigVerdict::SecondSolution:
      text += "a second solution, which differs in " + cell_list(grid, differing, 6);
      break;
    case DigVerdict::OutOfNodes:
      text += "the count ran out of its " + grouped(static_cast<double>(recipe.check_nodes)) +
              " nodes, as good as not unique";
      break;
    case DigVerdict::NotBySingles:
      text += "naked and hidden singles alone no longer finish it";
      break;
  }
  if (stage5::holds(check.verdict))
    return text + (count == 1 ? ": it stays empty" : ": they stay empty");
  if (check.final)
    return text + (count == 1 ? ": put back, a clue for good" : ": put back, clues for good");
  return text + ": put back, to be tried again in fewer at a time";
}

}  // namespace sudoku::replay
