#pragma once
/// @file
/// @brief A tutor's first question before a hint: which values placed so far are wrong. A
/// position without a solution holds a mistake. Its puzzle had one solution, so emptying the wrong
/// values gives a position with exactly one solution again: the smallest sets of filled cells
/// whose emptying does that are the values to blame.

#include <iosfwd>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku::explain {

/// @brief The smallest sets of filled cells of `position` whose emptying leaves a position with
/// exactly one solution: every such cell alone, else every such pair, tried within a budget of
/// solves.
/// @param position a grid without a solution (the givens and the values placed so far, told
///        apart by nothing: a given may be blamed too)
/// @return each set as its cells in reading order; none when no cell or pair will do (a position
///         made up rather than played from a puzzle), or when the pairs are too many to try
std::vector<std::vector<int>> mistakes(const Grid& position);

/// @brief Writes the values to blame as one `#` line: `# hint: r1c2 = 5 is wrong`,
/// `# hint: one of r1c2 = 5, r3c7 = 1 is wrong`, `# hint: r1c2 = 5 and r4c4 = 2 are wrong`.
/// @param position the position
/// @param blamed what mistakes() found there, at least one set
/// @param out where the line goes
void write_mistakes(const Grid& position, const std::vector<std::vector<int>>& blamed,
                    std::ostream& out);

}  // namespace sudoku::explain
