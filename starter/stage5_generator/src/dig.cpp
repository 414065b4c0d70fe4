// Starter kit, stage 5: the source's loop (docs/stage5.md, "The source's loop" and "Symmetry").
// orbit() gives a cell's images under a symmetry; empty_in_runs() empties the orbits in their
// order, keeping each only while `holds` accepts the puzzle (one check per orbit is right; runs of
// orbits checked at once are faster and keep the same cells); dig() is the loop in both of the
// source's modes, on the orbits random_orbits() draws. Its check in the unique mode counts
// solutions with recipe.search, up to two and within recipe.check_nodes, or, with Proof::Singles,
// asks solved_by() whether the singles alone finish the puzzle.

#include <stdexcept>
#include <vector>

#include "digging.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

std::vector<int> orbit(int /*cell*/, int /*side*/, Symmetry /*symmetry*/) {
  throw std::logic_error("stage 5: orbit is not written yet");
}

Grid empty_in_runs(const Grid& /*solution*/, const Orbits& /*orbits*/, int /*holes*/,
                   const std::function<bool(const Grid&)>& /*holds*/) {
  throw std::logic_error("stage 5: empty_in_runs is not written yet");
}

Grid dig(const Grid& /*solution*/, const Recipe& /*recipe*/, Random& /*random*/) {
  throw std::logic_error("stage 5: dig (the source's loop) is not written yet");
}

}  // namespace sudoku::stage5
