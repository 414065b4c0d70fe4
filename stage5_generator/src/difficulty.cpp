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
                OtherSolutionSearch last_checks) {
  Grid solution = complete_grid(box, random);
  Grid puzzle;
  if (target.steer) {
    puzzle = dig_for_techniques(solution, *target.steer, symmetry, random);
  } else if (box <= kLargestMinimalLevelBox) {
    puzzle = dig_minimal(solution, {.box = box, .symmetry = symmetry, .last_checks = last_checks},
                         random);
  } else {
    puzzle =
        dig(solution, {.box = box, .holes = solution.cell_count(), .symmetry = symmetry}, random);
  }
  return {std::move(puzzle), std::move(solution)};
}

}  // namespace

Grid dig_for_techniques(const Grid& solution, stage4::Techniques techniques, Symmetry symmetry,
                        Random& random) {
  return empty_in_runs(solution, random_orbits(solution.side(), symmetry, random),
                       solution.cell_count(),
                       [techniques](const Grid& puzzle) { return solved_by(puzzle, techniques); });
}

int level_tries(int box) {
  const int cells = box * box * box * box;
  return cells <= 81 ? kLevelTries : std::max(10, kLevelTries * 81 / cells);
}

std::optional<Made> make_puzzle_for(const Target& target, int box, Symmetry symmetry,
                                    Random& random, const LevelSearch& search) {
  for (int attempt = 0; attempt < search.most_tries; ++attempt) {
    if (search.on_try) search.on_try(attempt + 1);
    Made made = try_target(target, box, symmetry, random, search.last_checks);
    if (target.wanted(made.puzzle)) return made;
  }
  return std::nullopt;
}

std::optional<Made> make_puzzle_at(Level level, int box, Symmetry symmetry, Random& random,
                                   const LevelSearch& search) {
  const Target target{
      .steer = level == Level::Expert ? std::nullopt
                                      : std::optional<stage4::Techniques>(techniques_up_to(level)),
      .wanted = [level](const Grid& puzzle) { return rate(puzzle).level == level; }};
  return make_puzzle_for(target, box, symmetry, random, search);
}

}  // namespace sudoku::stage5
