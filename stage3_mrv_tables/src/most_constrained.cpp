// Order::Dynamic: fill every forced cell, then branch on the open cell with the fewest
// candidates (both done by `propagate`); values are placed and removed in one state, and a trail
// of the cells filled says what to remove when a branch fails.

#include "propagation.hpp"
#include "searches.hpp"

namespace sudoku::stage3 {

namespace {

// One search that undoes in place: the state, the trail of filled cells, the tally.
class MostConstrainedSearch {
 public:
  MostConstrainedSearch(const Grid& puzzle, const ValueOrder& values, Tally& tally)
      : state_{puzzle, Tables(puzzle)}, open_(open_cells(puzzle)), values_(values), tally_(tally) {}

  // Solves from the current state; true when the search must stop. The cells it fills stay on
  // the trail: the caller undoes them with its guess.
  bool search() {
    Branch branch;
    switch (propagate(state_, open_, tally_, trail_, branch)) {
      case Propagation::OutOfNodes:
        return true;
      case Propagation::Dead:
        ++tally_.stats().backtracks;
        return false;
      case Propagation::Solved:
        return tally_.record_solution(state_.grid);
      case Propagation::Branch:
        break;
    }
    BranchSteps steps(branch, tally_);
    for (const int value : values_.of(branch.cell)) {
      if (!branch.candidates.contains(value)) continue;
      if (!tally_.spend_node()) return true;
      ++tally_.stats().guesses;
      steps.guess(value);
      const std::size_t before_guess = trail_.size();
      state_.grid.set(branch.cell, value);
      state_.tables.place(branch.cell, value);
      trail_.push_back(branch.cell);
      if (search()) return true;
      steps.undone(value, trail_.size() - before_guess);
      undo_to(before_guess);
    }
    ++tally_.stats().backtracks;
    steps.exhausted();
    return false;
  }

 private:
  // Empties the cells filled since the trail was `mark` long, latest first.
  void undo_to(std::size_t mark) {
    while (trail_.size() > mark) {
      const int cell = trail_.back();
      state_.tables.remove(cell, state_.grid[cell]);
      state_.grid.set(cell, 0);
      trail_.pop_back();
    }
  }

  State state_;
  std::vector<int> open_;  // the cells empty in the puzzle
  const ValueOrder& values_;
  Tally& tally_;
  std::vector<int> trail_;  // the cells filled since the start, in order
};

}  // namespace

SolveResult search_most_constrained(const Grid& puzzle, const ValueOrder& values, Tally& tally) {
  MostConstrainedSearch(puzzle, values, tally).search();
  return tally.finish();
}

}  // namespace sudoku::stage3
