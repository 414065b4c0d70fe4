#pragma once
/// @file
/// @brief Stage 2's history: every assignment in the order it was made, marked guess or
/// deduction, so that a wrong guess can be undone with everything that followed from it.

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "stage2/board.hpp"

namespace sudoku::stage2 {

/// @brief One value put in one tile (the source's `Affectation`).
struct Assignment {
  int cell = 0;          ///< the tile assigned
  int value = 0;         ///< the value it received
  bool guessed = false;  ///< true for a guess, false for a deduction
  /// @brief For a guess, every value tried at this tile since the search last reached it, this
  /// one included: the memory the source's history lacks (see back_play()).
  Candidates tried;
};

/// @brief The assignments made since the givens, oldest first.
class History {
 public:
  /// @brief Adds an assignment at the end.
  void record(const Assignment& assignment) { entries_.push_back(assignment); }

  /// @brief Removes every assignment back to the last guess, that guess included, emptying their
  /// tiles on the board.
  /// @param board the board the assignments were made on
  /// @return the guess undone, or nothing when no guess was left (every tile assigned since the
  ///         givens has then been emptied)
  std::optional<Assignment> undo_to_last_guess(Board& board);

  /// @brief The assignments, oldest first.
  std::span<const Assignment> entries() const { return entries_; }
  /// @brief How many assignments stand.
  std::size_t size() const { return entries_.size(); }

 private:
  std::vector<Assignment> entries_;
};

}  // namespace sudoku::stage2
