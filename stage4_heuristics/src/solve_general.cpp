// The search on the general board: deduce with the techniques switched on, then branch on the
// most constrained cell, undoing a failed branch through the board's trail.

#include <initializer_list>

#include "searches.hpp"
#include "stage4/techniques.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage4 {

namespace {

// One solve: the board, the techniques, the tally.
class GeneralSearch {
 public:
  GeneralSearch(const Grid& puzzle, const Setup& setup, Techniques techniques, Tally& tally)
      : board_(puzzle),
        techniques_(techniques),
        guess_(setup.guess),
        first_guesses_(setup.first_guesses),
        tally_(tally),
        journal_(tally) {}

  // Solves from the board as it stands; true when the search must stop. Leaves the board as its
  // own deductions left it: the caller undoes them together with the guess that led here.
  bool search() {
    switch (deduce(board_, techniques_, journal_)) {
      case Progress::OutOfNodes:
        return true;
      case Progress::Contradiction:
        ++tally_.stats().backtracks;
        return false;
      case Progress::NoChange:
      case Progress::Changed:
        break;
    }
    if (board_.open_count() == 0) return tally_.record_solution(board_.grid());
    if (!guess_) {
      tally_.give_up();
      return true;
    }
    const int cell = choose_branch(board_);
    const Candidates choices = board_.candidates(cell);
    const Candidates first = choices & first_guess(cell);
    Candidates tried;
    for (const Candidates group : {first, choices - first}) {
      for (const int value : group) {
        tried.add(value);
        if (try_value(cell, value, choices, tried)) return true;
      }
    }
    ++tally_.stats().backtracks;
    return false;
  }

  // Ends the solve: the per-technique counts into the statistics, and the result.
  SolveResult finish() {
    journal_.close();
    return tally_.finish();
  }

 private:
  // Guesses `value` in `cell` (of `choices`, `tried` so far, this one included) and searches on,
  // then undoes the guess and what followed it; true when the search must stop.
  bool try_value(int cell, int value, Candidates choices, Candidates tried) {
    // The reference tables count a branch point with k values as k - 1 guesses: the last
    // value left is forced, not guessed.
    if (!journal_.guessing(!(choices - tried).empty())) return true;
    if (tally_.observed()) {
      tally_.report({.kind = StepKind::Guess,
                     .cell = cell,
                     .value = value,
                     .values = choices,
                     .tried = tried});
    }
    const std::size_t before_guess = board_.mark();
    const int open_before_guess = board_.open_count();
    if (board_.place(cell, value)) {
      if (search()) return true;
    } else {
      ++tally_.stats().backtracks;
      // The guess itself left a peer without candidates: said, so that the backtrack has a why.
      if (tally_.observed()) {
        tally_.report({.kind = StepKind::Contradiction, .cell = board_.dead_cell()});
      }
    }
    // Undone: the guess and the deductions that followed it (deeper guesses were undone, and
    // reported, by the branch that made them).
    const int open_after_branch = board_.open_count();
    board_.undo_to(before_guess);
    if (tally_.observed()) {
      tally_.report({.kind = StepKind::Backtrack,
                     .cell = cell,
                     .value = value,
                     .undone = static_cast<std::uint64_t>(open_before_guess - open_after_branch)});
    }
    return false;
  }

  // The value a branch on `cell` tries first, if any (Setup::first_guesses).
  Candidates first_guess(int cell) const {
    const int value = first_guesses_ ? (*first_guesses_)[cell] : 0;
    return value == 0 ? Candidates{} : Candidates::only(value);
  }

  Board board_;
  Techniques techniques_;
  bool guess_;
  const std::optional<Grid>& first_guesses_;
  Tally& tally_;
  Journal journal_;
};

}  // namespace

SolveResult solve_general(const Grid& puzzle, const Setup& setup, Techniques techniques,
                          Tally& tally) {
  // The techniques only look at empty cells: givens that already clash would go unseen.
  if (find_conflict(puzzle)) return tally.finish();
  GeneralSearch search(puzzle, setup, techniques, tally);
  search.search();
  return search.finish();
}

}  // namespace sudoku::stage4
