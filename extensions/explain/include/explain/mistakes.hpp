#pragma once
/// @file
/// @brief A tutor's first question before a hint: what the player got wrong so far. Given the
/// puzzle a position was played from (--puzzle), the values that differ from its solution.
/// Without it, a position without a solution holds a mistake; its puzzle had one solution, so
/// emptying the wrong values gives a position with exactly one solution again: the smallest sets
/// of filled cells whose emptying does that are the values to blame. And in a player's pencil
/// marks, a candidate struck that the solution needs.

#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/solve.hpp"
#include "sudoku/values.hpp"

namespace sudoku::explain {

/// @brief A puzzle a player's positions are played from, and its solution when it has one only.
struct Original {
  Grid puzzle;                   ///< the givens
  std::optional<Grid> solution;  ///< its one solution; nothing when it has none or several
};

/// @brief The one solution of `position`, found by stage 4 within the node budget of a position's
/// solve.
/// @param position the grid as it stands
/// @return the solution; nothing when it has none, several, or the budget ran out
std::optional<Grid> only_solution(const Grid& position);

/// @brief The puzzles of `file` (--puzzle FILE), each solved.
/// @param file the file's name, as given
/// @return its puzzles, in order
/// @throws UsageError naming the file (and the line and column of a malformed puzzle) when it
///         cannot be opened or holds a puzzle that cannot be read
std::vector<Original> read_originals(const std::string& file);

/// @brief The smallest sets of filled cells of `position` whose emptying leaves a position with
/// exactly one solution: every such cell alone, else every such pair, tried within a budget of
/// solves.
/// @param position a grid without a solution (the givens and the values placed so far, told
///        apart by nothing: a given may be blamed too)
/// @return each set as its cells in reading order; none when no cell or pair will do (a position
///         made up rather than played from a puzzle), or when the pairs are too many to try
std::vector<std::vector<int>> mistakes(const Grid& position);

/// @brief The values to blame, in words: `r1c2 = 5 is wrong`, `one of r1c2 = 5, r3c7 = 1 is
/// wrong`, `r1c2 = 5 and r4c4 = 2 are wrong`.
/// @param position the position
/// @param blamed what mistakes() found there, at least one set
/// @return the sentence, without a full stop
std::string mistakes_sentence(const Grid& position, const std::vector<std::vector<int>>& blamed);

/// @brief What a player got wrong in a position: the placed values to blame, or, when none is,
/// the candidates struck from the pencil marks that the solution needs.
struct Mistakes {
  /// @brief The values to blame, as sets of cells in reading order: one set of every value that
  /// differs from the played puzzle's solution, or what mistakes() blames; none when no value is.
  std::vector<std::vector<int>> blamed = {};
  /// @brief When no value is blamed: each empty cell whose marks leave out the value the solution
  /// puts there, with that value, in reading order.
  std::vector<std::pair<int, int>> struck = {};
  /// @brief True when the player got nothing wrong that could be found.
  bool none() const { return blamed.empty() && struck.empty(); }
};

/// @brief What the player got wrong in `position`, if anything: the values that differ from the
/// solution of the first of `originals` whose givens it keeps; else, when it has no solution,
/// what mistakes() blames; else the candidates struck from `marks` that the solution (the played
/// puzzle's, or the position's only one) needs.
/// @param position the grid as it stands
/// @param marks the player's pencil marks, per cell; none when the input gave none
/// @param originals the puzzles it may be played from (--puzzle); none when not given
/// @param outcome how the solve of `position` ended
/// @return the values to blame, or the candidates wrongly struck; none() when nothing is found
Mistakes find_mistakes(const Grid& position, std::span<const ValueSet> marks,
                       std::span<const Original> originals, Outcome outcome);

/// @brief What `found` names, in words: the values to blame as mistakes_sentence() says them,
/// or the candidates struck, as `r1c2 <> 4 is wrong`.
/// @param position the grid the mistakes were found in
/// @param found what find_mistakes() found there
/// @return the sentence, without a full stop; empty when found.none()
std::string found_sentence(const Grid& position, const Mistakes& found);

/// @brief Writes the `# hint:` line that names what find_mistakes() finds in `position`, if
/// anything: `# hint: ` and found_sentence().
/// @param position the grid as it stands
/// @param marks the player's pencil marks, per cell; none when the input gave none
/// @param originals the puzzles it may be played from (--puzzle); none when not given
/// @param outcome how the solve of `position` ended
/// @param out where the line goes
/// @return true when a line was written: the hint is then the mistake
bool tell_mistakes(const Grid& position, std::span<const ValueSet> marks,
                   std::span<const Original> originals, Outcome outcome, std::ostream& out);

}  // namespace sudoku::explain
