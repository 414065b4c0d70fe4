#pragma once
/// @file
/// @brief A solve played back from its steps alone: the values, the candidates struck, and the
/// stack of what is still in place, as the replay page keeps them.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "explain/explain.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::replay {

/// @brief One change still in place: a value placed or guessed, or candidates struck (only those
/// not struck before, so that undoing it gives back exactly what it took).
struct Change {
  StepKind kind = StepKind::Placement;  ///< Placement, Guess or Elimination
  int cell = -1;                        ///< Placement, Guess: the cell
  int value = 0;                        ///< Placement, Guess: the value
  /// @brief Elimination: each cell with the values struck from it there.
  std::vector<std::pair<int, ValueSet>> struck = {};
};

/// @brief A puzzle with the steps of a solve applied one by one. A backtrack undoes its guess and
/// every change still in place after it; a contradiction changes nothing.
class ReplayBoard {
 public:
  /// @brief The puzzle before the first step.
  /// @param puzzle the puzzle
  explicit ReplayBoard(const Grid& puzzle);
  /// @brief The puzzle with changes done.
  /// @param puzzle the puzzle
  /// @param in_place the changes, oldest first (a stack() of another board)
  ReplayBoard(const Grid& puzzle, const std::vector<Change>& in_place);

  /// @brief Applies one step.
  /// @param step the step, as the solver reported it
  /// @return an error, when the step cannot follow the ones before (a value placed in a filled
  ///         cell, a backtrack with no such guess in place, or one whose count of values undone
  ///         is not the replay's)
  std::optional<std::string> apply(const explain::Record& step);

  /// @brief The values: the puzzle's, and those placed or guessed still in place.
  const Grid& grid() const { return grid_; }
  /// @brief The candidates struck from each cell and still struck.
  const std::vector<ValueSet>& struck() const { return struck_; }
  /// @brief What is still in place, oldest first: stage 2's history, the branches of a search.
  const std::vector<Change>& stack() const { return stack_; }

 private:
  // Does `change` and pushes it.
  void redo(const Change& change);
  // Undoes the newest change and pops it.
  void undo_last();

  Grid grid_;
  std::vector<ValueSet> struck_;
  std::vector<Change> stack_;
};

}  // namespace sudoku::replay
