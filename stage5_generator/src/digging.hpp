#pragma once
// What every dig shares: the cells taken in a random order, each with its images under the
// symmetry (an orbit), and the walk that empties them in runs.

#include <functional>
#include <vector>

#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

// Cells emptied together: a cell and its images under the symmetry.
using Orbits = std::vector<std::vector<int>>;

// The cells of a grid of `side` in an order drawn from `random`, as orbits under `symmetry`, in
// the order their first cell comes: without symmetry, the cells themselves.
Orbits random_orbits(int side, Symmetry symmetry, Random& random);

// `solution` with the orbits emptied in order, up to `holes` cells, each kept empty while
// `holds` says the puzzle with it empty is still what the dig makes (an orbit larger than the
// holes left is passed over). `holds` must never refuse a puzzle with fewer holes than one it
// accepts; then the orbits can be tried in runs and keep what one check per orbit would keep.
Grid empty_in_runs(const Grid& solution, const Orbits& orbits, int holes,
                   const std::function<bool(const Grid&)>& holds);

// True when `techniques` alone finish `puzzle` under `search`, without a guess (which proves it
// unique).
bool solved_by(const Grid& puzzle, stage4::Techniques techniques, stage4::Search search);

}  // namespace sudoku::stage5
