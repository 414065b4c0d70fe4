// Puzzles of a difficulty level: the removal steered by the level's techniques, the result rated.

#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

namespace {

// The recipe of a try at `level`: every cell tried, each removal kept while the level's
// techniques solve the puzzle, or, at expert, while it stays unique (minimal up to the largest
// box a minimal puzzle is made for; above it, within the checks' node limit).
Recipe recipe_at(Level level, int box, Symmetry symmetry) {
  Recipe recipe = minimal_recipe(box);
  recipe.symmetry = symmetry;
  if (level != Level::Expert) recipe.techniques = techniques_up_to(level);
  recipe.minimal = box <= kLargestMinimalLevelBox;
  return recipe;
}

}  // namespace

std::optional<Made> make_puzzle_at(Level level, int box, Symmetry symmetry, Random& random) {
  const Recipe recipe = recipe_at(level, box, symmetry);
  for (int attempt = 0; attempt < kLevelTries; ++attempt) {
    Made made = make_puzzle(recipe, random);
    if (rate(made.puzzle).level == level) return made;
  }
  return std::nullopt;
}

}  // namespace sudoku::stage5
