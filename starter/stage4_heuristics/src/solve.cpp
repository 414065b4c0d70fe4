// Starter kit, stage 4: the search. Deduce with the techniques switched on (deduce), then branch
// on the cell choose_branch picks, trying first the value Setup::first_guesses names, and undo a
// failed branch through the board's trail (docs/stage4.md, "Branching" and "Switches and
// statistics"). Count through the journal (guessing) and the tally; report each guess and each
// backtrack when the solve is observed. Given: the rest of the class and the entry point.

#include <initializer_list>
#include <stdexcept>

#include "solve_9x9.hpp"
#include "stage4/heuristics.hpp"
#include "stage4/techniques.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage4 {

namespace {

// One solve: the board, the techniques, the tally.
class Search {
 public:
  Search(const Grid& puzzle, const Setup& setup, Techniques techniques, Tally& tally)
      : board_(puzzle),
        techniques_(techniques),
        guess_(setup.guess),
        first_guesses_(setup.first_guesses),
        tally_(tally),
        journal_(tally) {}

  // Solves from the board as it stands; true when the search must stop. Leaves the board as its
  // own deductions left it: the caller undoes them together with the guess that led here.
  bool search() { throw std::logic_error("stage 4: Search::search is not written yet"); }

  // Ends the solve: the per-technique counts into the statistics, and the result.
  SolveResult finish() {
    journal_.close();
    return tally_.finish();
  }

 private:
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

SolveResult solve(const Grid& puzzle, const SolveOptions& options, const Setup& setup) {
  Tally tally(puzzle, options);
  const Techniques techniques = setup.techniques.value_or(default_techniques(puzzle.side()));
  // The same search on a board made for 9x9, unless someone follows the steps (it reports none).
  // That board notes clashing givens as it reads them.
  if (puzzle.box() == 3 && !tally.observed() && !setup.general_board) {
    return solve_9x9(puzzle, setup, techniques, tally);
  }
  // The techniques only look at empty cells: givens that already clash would go unseen.
  if (find_conflict(puzzle)) return tally.finish();
  Search search(puzzle, setup, techniques, tally);
  search.search();
  return search.finish();
}

}  // namespace sudoku::stage4
