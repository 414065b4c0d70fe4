#pragma once
// What the two dynamic searches share: the state a branch changes, and the filling of every
// forced cell before choosing where to branch.

#include <span>
#include <string_view>
#include <vector>

#include "stage3/tables.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::stage3 {

// Everything a branch changes: the values and the tables that mirror them.
struct State {
  Grid grid;
  Tables tables;
};

// The names of the two rules as a reported step gives them (Step::rule).
inline constexpr std::string_view kCellRule = "cell rule";
inline constexpr std::string_view kUnitRule = "unit rule";

// The cells a search visits: those empty in the puzzle, in reading order.
std::vector<int> open_cells(const Grid& puzzle);

// The open cell to branch on (the one with the fewest candidates) and its candidates.
struct Branch {
  int cell = -1;
  ValueSet candidates;
};

// The steps of one branch, reported to the tally's observer: each value tried at the cell, each
// undone, and the cell left with none to try.
class BranchSteps {
 public:
  BranchSteps(const Branch& branch, const Tally& tally) : branch_(branch), tally_(tally) {}

  // The guess of `value`, about to be placed.
  void guess(int value) {
    tried_.add(value);
    if (!tally_.observed()) return;
    tally_.report({.kind = StepKind::Guess,
                   .cell = branch_.cell,
                   .value = value,
                   .values = branch_.candidates,
                   .tried = tried_});
  }
  // The guess of `value` undone, with `undone` cells filled since it, itself included.
  void undone(int value, std::size_t undone) const {
    if (!tally_.observed()) return;
    tally_.report(
        {.kind = StepKind::Backtrack, .cell = branch_.cell, .value = value, .undone = undone});
  }
  // Every value of the cell tried and failed.
  void exhausted() const {
    if (!tally_.observed()) return;
    tally_.report({.kind = StepKind::Contradiction, .cell = branch_.cell, .tried = tried_});
  }

 private:
  const Branch& branch_;
  const Tally& tally_;
  ValueSet tried_;  // the values tried so far
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
// picks the open cell with the fewest candidates, the first in reading order on a tie. Reports
// each value placed, and a dead end, to the tally's observer.
Propagation propagate(State& state, std::span<const int> open, Tally& tally,
                      std::vector<int>& filled, Branch& branch);

}  // namespace sudoku::stage3
