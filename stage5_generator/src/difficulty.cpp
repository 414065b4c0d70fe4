// Puzzles of a difficulty level: the removal steered by the level's techniques, the result rated.

#include <algorithm>

#include "digging.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

namespace {

// One try at `level`: below expert, every cell tried, each removal kept while the level's
// techniques finish the puzzle; at expert, while it stays unique (minimal up to the largest box
// an expert puzzle is made minimal for; above it, counted within the checks' node limit).
Made try_level(Level level, int box, Symmetry symmetry, Random& random,
               OtherSolutionSearch last_checks) {
  Grid solution = complete_grid(box, random);
  Grid puzzle;
  if (level != Level::Expert) {
    puzzle = dig_for_techniques(solution, techniques_up_to(level), symmetry, random);
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

std::optional<Made> make_puzzle_at(Level level, int box, Symmetry symmetry, Random& random,
                                   const LevelSearch& search) {
  for (int attempt = 0; attempt < search.most_tries; ++attempt) {
    if (search.on_try) search.on_try(attempt + 1);
    Made made = try_level(level, box, symmetry, random, search.last_checks);
    if (rate(made.puzzle).level == level) return made;
  }
  return std::nullopt;
}

}  // namespace sudoku::stage5
