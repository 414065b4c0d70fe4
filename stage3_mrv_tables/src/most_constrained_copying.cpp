// Order::DynamicCopy: the same search as Order::Dynamic, but, as the third source does, each
// guess works on its own copy of the state, so a failed branch is simply dropped: nothing is
// ever undone, and every guess pays for a copy.

#include "propagation.hpp"
#include "searches.hpp"

namespace sudoku::stage3 {

namespace {

// One search that copies the state at each guess.
class CopyingSearch {
 public:
  CopyingSearch(const Grid& puzzle, const ValueOrder& values, Tally& tally)
      : open_(open_cells(puzzle)), values_(values), tally_(tally) {}

  // Solves from `state`, which it may change; true when the search must stop.
  bool search(State& state) {
    Branch branch;
    filled_.clear();  // only the undoing search needs to know which cells were filled
    switch (propagate(state, open_, tally_, filled_, branch)) {
      case Propagation::OutOfNodes:
        return true;
      case Propagation::Dead:
        ++tally_.stats().backtracks;
        return false;
      case Propagation::Solved:
        return tally_.record_solution(state.grid);
      case Propagation::Branch:
        break;
    }
    BranchSteps steps(branch, tally_);
    for (const int value : values_.of(branch.cell)) {
      if (!branch.candidates.contains(value)) continue;
      if (!tally_.spend_node()) return true;
      ++tally_.stats().guesses;
      steps.guess(value);
      State next = state;
      next.grid.set(branch.cell, value);
      next.tables.place(branch.cell, value);
      if (search(next)) return true;
      // The copy is dropped: its cells filled since the guess are undone with it.
      if (tally_.observed()) {
        steps.undone(
            value, static_cast<std::size_t>(next.grid.filled_count() - state.grid.filled_count()));
      }
    }
    ++tally_.stats().backtracks;
    steps.exhausted();
    return false;
  }

 private:
  std::vector<int> open_;  // the cells empty in the puzzle
  const ValueOrder& values_;
  Tally& tally_;
  std::vector<int> filled_;
};

}  // namespace

SolveResult search_most_constrained_copying(const Grid& puzzle, const ValueOrder& values,
                                            Tally& tally) {
  State state{puzzle, Tables(puzzle)};
  CopyingSearch(puzzle, values, tally).search(state);
  return tally.finish();
}

}  // namespace sudoku::stage3
