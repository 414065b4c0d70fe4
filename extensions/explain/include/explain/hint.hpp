#pragma once
/// @file
/// @brief A hint: the next step from a position, the one a student stuck on paper asks for.

#include <iosfwd>
#include <optional>
#include <span>

#include "explain/explain.hpp"
#include "stage4/stage4.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::explain {

/// @brief The next step from `position` (the givens and the values placed so far; each empty
/// cell may take any value its peers do not hold and, when the player's pencil marks are given,
/// that they hold): the first step of the cheapest technique switched on that makes progress
/// there, or, when none does, the guess the search would make.
/// @param position the grid as it stands
/// @param techniques the techniques a hint may use
/// @param marks the player's pencil marks, per cell; none to start from every candidate
/// @return the step (a placement, an elimination, a contradiction that shows the position wrong,
///         or a guess); nothing when the grid is full or two of its values clash
std::optional<Record> hint(const Grid& position, stage4::Techniques techniques,
                           std::span<const ValueSet> marks = {});

/// @brief Writes the hint for `position` as one `#` line: `# hint: r3c5 = 7: hidden single in
/// box 2`, or `# hint: none, ...` when there is no step to take.
/// @param position the grid as it stands
/// @param techniques the techniques a hint may use
/// @param marks the player's pencil marks, per cell; none to start from every candidate
/// @param out where the line goes
void write_hint(const Grid& position, stage4::Techniques techniques,
                std::span<const ValueSet> marks, std::ostream& out);

}  // namespace sudoku::explain
