// Puzzles of a difficulty level: the removal steered by the level's techniques, the result rated.

#include <algorithm>

#include "digging.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

namespace {

// One try at `target`: the removal steered by its techniques, or, without any, every clue that
// uniqueness allows removed (minimal up to the largest box a level's puzzle is made minimal for;
// above, counted within the checks' node limit).
Made try_target(const Target& target, int box, Symmetry symmetry, Random& random,
                const LevelSearch& search) {
  Grid solution = complete_grid(box, random, search.search);
  Grid puzzle;
  if (target.steer) {
    puzzle = dig_for_techniques(solution, *target.steer, symmetry, random, search.search);
  } else if (box <= kLargestMinimalLevelBox) {
    puzzle = dig_minimal(solution,
                         {.box = box,
                          .symmetry = symmetry,
                          .last_checks = search.last_checks,
                          .checks_9x9 = search.checks_9x9,
                          .search = search.search},
                         random);
  } else {
    puzzle = dig(
        solution,
        {.box = box, .holes = solution.cell_count(), .symmetry = symmetry, .search = search.search},
        random);
  }
  return {std::move(puzzle), std::move(solution)};
}

}  // namespace

Grid dig_for_techniques(const Grid& solution, stage4::Techniques techniques, Symmetry symmetry,
                        Random& random, stage4::Search search) {
  return empty_in_runs(
      solution, random_orbits(solution.side(), symmetry, random), solution.cell_count(),
      [techniques, search](const Grid& puzzle) { return solved_by(puzzle, techniques, search); });
}

int level_tries(int box) {
  const int cells = box * box * box * box;
  return cells <= 81 ? kLevelTries : std::max(10, kLevelTries * 81 / cells);
}

std::optional<Made> make_puzzle_for(const Target& target, int box, Symmetry symmetry,
                                    Random& random, const LevelSearch& search) {
  for (int attempt = 0; attempt < search.most_tries; ++attempt) {
    if (search.on_try) search.on_try(attempt + 1);
    Made made = try_target(target, box, symmetry, random, search);
    if (target.wanted(made.puzzle)) return made;
  }
  return std::nullopt;
}

std::optional<Made> make_puzzle_at(Level level, int box, Symmetry symmetry, Random& random,
                                   const LevelSearch& search) {
  const auto wanted = [level, &search](const Grid& puzzle) {
    return rate(puzzle, 0, search.search).level == level;
  };
  Target target{.steer = std::nullopt, .wanted = wanted};
  if (level != Level::Expert) target.steer = techniques_up_to(level);
  return make_puzzle_for(target, box, symmetry, random, search);
}

}  // namespace sudoku::stage5
