#pragma once
/// @file
/// @brief Stage 2's solver: the source's global grid, history and history index become the
/// members of one object, and its functions the steps of that object, each callable on its own.

#include <string>
#include <string_view>

#include "stage2/board.hpp"
#include "stage2/history.hpp"
#include "stage2/stage2.hpp"

namespace sudoku::stage2 {

/// @brief The rule of a value placed in a tile with one candidate left, as steps name it.
inline constexpr std::string_view kNakedSingle = "naked single";
/// @brief The rule of a value placed in the one tile of a unit that can take it.
inline constexpr std::string_view kHiddenSingle = "hidden single";
/// @brief The rule of a value placed after back-play because every other value has failed.
inline constexpr std::string_view kLastValue = "the last value left untried";

/// @brief One solve of one puzzle.
class Solver {
 public:
  /// @brief Prepares a solve: the board with the givens, an empty history.
  /// @param puzzle the puzzle
  /// @param options how many solutions to look for and the node limit
  /// @param setup the back-play rule and the trace
  Solver(const Grid& puzzle, const SolveOptions& options, const Setup& setup = {});

  /// @brief The whole search: deduce, guess, back-play, until the end.
  /// @return the outcome, the solutions and the counts
  SolveResult run();

  /// @brief Assigns every empty tile that has a single candidate (naked singles); meets on its
  /// way the one contradiction the source looks for (its `is_grid_valid`).
  /// @return Changed, NoChange, Contradiction (a tile without candidates) or OutOfNodes
  Progress fill_naked_singles();

  /// @brief Assigns each value that only one tile of the unit can take (hidden singles; the
  /// source's `valid_exist_in_subset`).
  /// @param unit the unit's number in board().geometry()
  /// @return Changed, NoChange, Contradiction (a value with no place left) or OutOfNodes
  Progress valid_exist_in_subset(int unit);

  /// @brief The deduction loop: naked singles, then hidden singles in every unit, until a whole
  /// pass changes nothing.
  /// @return NoChange once nothing more follows, Contradiction or OutOfNodes
  Progress deduce();

  /// @brief Guesses the smallest candidate of the first empty tile (the source's `guess_value`).
  /// @return false when no tile is left to guess or the node limit stopped it
  bool guess_value();

  /// @brief Undoes the history back to the last guess and tries that tile's next value; when
  /// every value of that tile has been tried, revises the guess before it (the source's
  /// `back_play`, with the fix chosen in Setup).
  /// @return false when no guess is left to revise, or the node limit stopped it
  bool back_play();

  /// @brief The tiles as they stand.
  const Board& board() const { return board_; }
  /// @brief The assignments as they stand.
  const History& history() const { return history_; }

 private:
  bool assign(const Assignment& assignment, std::string_view rule, int unit = -1);
  void take(const Step& step);
  bool resume_after_failure(const Assignment& guess);
  void narrate(const std::string& text);
  bool tracing() const { return setup_.trace.out != nullptr; }
  bool showing(bool view_wanted) const;
  // The lines of a trace, each written only when tracing (narration.cpp; docs/stage2.md, "The
  // trace, line by line", says where each is told).
  void tell_puzzle();
  void tell_givens_clash();
  void tell_solution();
  void tell_node_limit();
  void tell_candidates();
  void tell_unit(int unit);
  void tell_search_over();
  void tell_only_struck(const Assignment& guess);
  void tell_all_failed(const Assignment& guess);

  Setup setup_;
  Board board_;
  History history_;
  Tally tally_;
  bool givens_clash_;
};

}  // namespace sudoku::stage2
