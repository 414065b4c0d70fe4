#pragma once
/// @file
/// @brief The techniques, one function each (one file each in src/), and the journal through
/// which each reports what it did. Each looks at the whole board once, applies everything it
/// finds, and says whether that changed anything.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "stage4/board.hpp"
#include "stage4/stage4.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::stage4 {

/// @brief Why an elimination technique strikes: the unit it looked at, and the cells and values
/// there that make its rule apply (see sudoku::Step::pattern).
struct Pattern {
  int unit = -1;                          ///< the unit looked at
  std::span<const int> cells = {};        ///< the cells that make the rule apply
  ValueSet values = {};                   ///< the values the rule is about
  std::span<const ChainNode> chain = {};  ///< a chain's nodes (see sudoku::Step::chain)
};

/// @brief Where the techniques report: it charges a node for each value placed, counts per
/// technique the values placed and the candidates struck, and, when someone observes the solve,
/// hands each step on as a sudoku::Step.
class Journal {
 public:
  /// @brief A journal writing to the tally of one solve.
  explicit Journal(Tally& tally) : tally_(tally) {}

  /// @brief Records a value a technique is about to place.
  /// @return false when the node limit is spent: the value must not be placed
  bool placing(Technique technique, int cell, int value, int unit = -1);
  /// @brief Records a guess about to be placed: `unforced` when its cell had another value left
  /// to try (the reference tables count only those; the last value left is forced).
  /// @return false when the node limit is spent: the value must not be placed
  bool guessing(bool unforced);
  /// @brief Records candidates a technique struck.
  /// @param technique the technique
  /// @param why the unit it looked at, and the pattern it found there
  /// @param cells the cells the values were struck from
  /// @param values the values struck
  /// @param struck how many candidates that was in all
  void struck(Technique technique, const Pattern& why, std::span<const int> cells, ValueSet values,
              int struck);
  /// @brief Records a value an extension's technique is about to place (see placing() above).
  /// @param technique the technique
  /// @param cell where the value goes
  /// @param value the value
  /// @param why the unit it started from, and the pattern it found
  /// @return false when the node limit is spent: the value must not be placed
  bool placing(const ExtraTechnique& technique, int cell, int value, const Pattern& why);
  /// @brief Records candidates an extension's technique struck (see struck() above).
  /// @param technique the technique
  /// @param why the unit it started from, and the pattern it found
  /// @param cells the cells the values were struck from
  /// @param values the values struck
  /// @param struck how many candidates that was in all
  void struck(const ExtraTechnique& technique, const Pattern& why, std::span<const int> cells,
              ValueSet values, int struck);
  /// @brief Counts candidates a technique struck, for a search that reports no steps.
  void struck(Technique technique, int struck) {
    eliminations_[static_cast<std::size_t>(technique)] += static_cast<std::uint64_t>(struck);
  }
  /// @brief Records a contradiction a technique found: `cell` without candidates, or `value`
  /// without a place in `unit`.
  void contradiction(Technique technique, int cell, int value, int unit);
  /// @brief Records a contradiction an extension's technique found: `cell` without candidates.
  void contradiction(const ExtraTechnique& technique, int cell);
  /// @brief True when someone follows the steps: a technique works out what only a step shows
  /// (such as a pattern's cells) only then.
  bool observed() const { return tally_.observed(); }
  /// @brief Writes the per-technique counts into the solve's statistics, named
  /// "<technique> placements" and "<technique> eliminations", the extra techniques' after the
  /// eight's, then "unforced guesses", skipping those that stayed 0.
  void close();

 private:
  // What an extra technique did in this solve.
  struct ExtraCounts {
    const ExtraTechnique* technique;
    std::uint64_t placements = 0;
    std::uint64_t eliminations = 0;
  };
  // The counts of `technique`, made at its first use.
  ExtraCounts& counts_of(const ExtraTechnique& technique);

  Tally& tally_;
  std::array<std::uint64_t, kTechniqueCount> placements_{};
  std::array<std::uint64_t, kTechniqueCount> eliminations_{};
  std::vector<ExtraCounts> extras_;
  std::uint64_t unforced_guesses_ = 0;
};

/// @brief Strikes `values` from each cell of `cells` that is empty and holds some of them, and
/// reports that as one step of `technique`, found for the reason `why`.
/// @param board the board
/// @param journal where the step is reported
/// @param technique the technique that found it
/// @param why the pattern that makes the rule apply
/// @param cells the cells to strike from
/// @param values the values to strike
/// @param touched scratch space: the cells struck
/// @return Changed, NoChange, or Contradiction when a cell is left without candidates
Progress strike(Board& board, Journal& journal, Technique technique, const Pattern& why,
                std::span<const int> cells, ValueSet values, std::vector<int>& touched);
/// @brief The same for a technique an extension brings.
/// @param board the board
/// @param journal where the step is reported
/// @param technique the technique that found it
/// @param why the pattern that makes the rule apply
/// @param cells the cells to strike from
/// @param values the values to strike
/// @param touched scratch space: the cells struck
/// @return Changed, NoChange, or Contradiction when a cell is left without candidates
Progress strike(Board& board, Journal& journal, const ExtraTechnique& technique, const Pattern& why,
                std::span<const int> cells, ValueSet values, std::vector<int>& touched);

/// @brief Naked singles: every empty cell with one candidate takes it.
Progress naked_singles(Board& board, Journal& journal);

/// @brief Hidden singles (cross-hatching): in each unit, a value that only one cell can take
/// goes there; a value that no cell can take is a contradiction.
Progress hidden_singles(Board& board, Journal& journal);

/// @brief Pointing: when a value's places in a box all lie on one row or column, the value is
/// struck from the rest of that line.
Progress pointing(Board& board, Journal& journal);

/// @brief Claiming (box-line reduction): when a value's places in a row or column all lie in one
/// box, the value is struck from the rest of that box.
Progress claiming(Board& board, Journal& journal);

/// @brief Naked subsets of `size` (2: pairs, 3: triples): `size` cells of a unit whose
/// candidates hold `size` values between them; those values are struck from the other cells.
Progress naked_subsets(Board& board, Journal& journal, int size);

/// @brief Hidden subsets of `size`: `size` values whose places in a unit are the same `size`
/// cells; every other candidate is struck from those cells.
Progress hidden_subsets(Board& board, Journal& journal, int size);

/// @brief One pass of one technique: the function of that technique above.
Progress apply(Technique technique, Board& board, Journal& journal);

/// @brief Applies the techniques switched on, cheapest first, a costlier one only when the
/// cheaper ones find nothing, and back to the cheapest after any progress, until none applies.
/// @return NoChange once nothing more follows, Contradiction or OutOfNodes
Progress deduce(Board& board, Techniques techniques, Journal& journal);

/// @brief The cell to branch on: the empty cell with the fewest candidates (the fourth source's
/// `grid_choice`). On a tie, up to 9x9, the one where a guess strikes most among its peers (a
/// candidate struck from a peer with two counting eight, since it leaves a single, and from a peer
/// with three counting three), then the first in reading order; above 9x9, the first in reading
/// order. -1 when no cell is empty.
int choose_branch(const Board& board);

}  // namespace sudoku::stage4
