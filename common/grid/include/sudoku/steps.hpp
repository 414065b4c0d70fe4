#pragma once
/// @file
/// @brief The steps of a solve as data: what a solver did, one record per step, for a trace, an
/// explanation or a difficulty rating to be built on without parsing text.

#include <cstdint>
#include <functional>
#include <span>
#include <string_view>

#include "sudoku/values.hpp"

namespace sudoku {

/// @brief The kinds of step a solver may report.
enum class StepKind {
  Placement,     ///< a value placed because a rule left no other choice (a deduction)
  Elimination,   ///< candidates struck from cells by a rule
  Guess,         ///< a value tried where the solver had to choose
  Backtrack,     ///< a guess undone, with every step that followed it
  Contradiction  ///< a cell with no candidate left, or a value with no place left in a unit
};

/// @brief "placement", "elimination", "guess", "backtrack", "contradiction".
std::string_view step_kind_name(StepKind kind);

/// @brief One node of a chain: a value in one cell, or in a group of cells of one box and one
/// line (the node is true when one of them holds it). Its cells are the next `size` of the
/// step's `pattern`.
struct ChainNode {
  int value = 0;  ///< the value
  int size = 1;   ///< how many cells of the pattern it takes
  /// @brief Two nodes are the same when their values and sizes are.
  friend bool operator==(const ChainNode&, const ChainNode&) = default;
};

/// @brief One step of a solve. Which fields mean something depends on the kind; the others keep
/// their defaults. Cells and units are numbered as in Geometry.
struct Step {
  StepKind kind = StepKind::Placement;  ///< what happened
  /// @brief The rule or technique behind it ("naked single", "hidden single", "pointing"), empty
  /// for a guess or a backtrack.
  std::string_view rule = {};
  /// @brief Placement, guess, backtrack: the cell. Contradiction: the cell left without a
  /// candidate, or -1 when a value has no place in a unit.
  int cell = -1;
  /// @brief Placement, guess, backtrack: the value placed, tried or undone. Contradiction: the
  /// value without a place, or 0.
  int value = 0;
  /// @brief The unit the rule looked at (a hidden single's row, the box where a value points, a
  /// contradiction's box), or -1.
  int unit = -1;
  /// @brief Guess: the cell's candidates. Elimination: the values struck (each from at least one
  /// of `cells`).
  ValueSet values = {};
  /// @brief Guess: the values tried at this cell since the search last reached it, this one
  /// included. Contradiction at a cell whose every value was tried and failed: those values.
  ValueSet tried = {};
  /// @brief Elimination: the cells the values were struck from.
  std::span<const int> cells = {};
  /// @brief Elimination: the cells of `unit` that make the rule apply (a subset's cells, the cells
  /// where a value is confined), in the unit's order.
  std::span<const int> pattern = {};
  /// @brief Elimination: the values the rule is about (a subset's values, the values confined).
  ValueSet pattern_values = {};
  /// @brief Elimination by a chain: its nodes in order, their cells one after another in
  /// `pattern`. The links alternate, strong first: of two nodes joined by a strong link one is
  /// true, of two joined by a weak link at most one; the chain ends on a strong link.
  std::span<const ChainNode> chain = {};
  /// @brief Backtrack: how many placements and guesses were undone, the guess included.
  std::uint64_t undone = 0;
};

/// @brief Receives each step as the solver takes it. The record and what it points to are only
/// valid during the call: copy what is kept.
using StepObserver = std::function<void(const Step&)>;

}  // namespace sudoku
