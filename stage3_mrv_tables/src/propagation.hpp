#pragma once
// What the two dynamic searches share: the state a branch changes, and the filling of every
// forced cell before choosing where to branch.

#include <span>
#include <vector>

#include "stage3/tables.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::stage3 {

// Everything a branch changes: the values and the tables that mirror them.
struct State {
  Grid grid;
  Tables tables;
};

// The cells a search visits: those empty in the puzzle, in reading order.
std::vector<int> open_cells(const Grid& puzzle);

// The open cell to branch on (the one with the fewest candidates) and its candidates.
struct Branch {
  int cell = -1;
  ValueSet candidates;
};

// How filling the forced cells ended.
enum class Propagation {
  Branch,     // nothing more is forced: branch on the cell returned
  Solved,     // every cell is filled
  Dead,       // some cell, or some value of a unit, has no place left
  OutOfNodes  // the node limit stopped it
};

// Fills every forced cell, and records each cell filled in `filled` (to undo them): a cell with
// one candidate takes it, and a value that only one cell of a unit can take goes there. Then
// picks the open cell with the fewest candidates, the first in reading order on a tie.
Propagation propagate(State& state, std::span<const int> open, Tally& tally,
                      std::vector<int>& filled, Branch& branch);

}  // namespace sudoku::stage3
