// Starter kit, stage 5: minimal puzzles (docs/stage5.md, "Minimal puzzles"). dig_minimal() tries
// every orbit of random_orbits() in turn, one at a time, and keeps it empty only while the puzzle
// keeps one solution; a check that runs out of recipe.check_nodes waits, and is settled at the end
// by recipe.last_checks, or by recipe.search without a node limit when that is null. Tell
// recipe.on_progress, when set, after each orbit tried and each last check done. A check aimed at
// the cells just emptied (each other value they can take, as a clue: a solution found means
// another solution) is far faster than a count to two; both keep the same cells.

#include <stdexcept>

#include "digging.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

Grid dig_minimal(const Grid& /*solution*/, const MinimalRecipe& /*recipe*/, Random& /*random*/) {
  throw std::logic_error("stage 5: dig_minimal is not written yet");
}

}  // namespace sudoku::stage5
