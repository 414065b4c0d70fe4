#pragma once
/// @file
/// @brief Traces as JSON, the replay page's data (docs/replay.md describes every field).

#include <iosfwd>
#include <optional>
#include <span>
#include <string>

#include "replay/dig.hpp"
#include "replay/trace.hpp"

namespace sudoku::replay {

/// @brief What a replay shows: one puzzle solved by one or more variants, or the dig that made it.
struct Replay {
  std::string name;                  ///< the puzzle's name, as the catalog or a file gives it
  TraceBound bound;                  ///< how many steps each trace kept
  std::vector<Trace> traces = {};    ///< one per variant, in the order they are shown
  std::optional<DigTrace> dig = {};  ///< the dig of stage 5 that made the puzzle, when shown
  /// The puzzle's own givens, when the traces start from a position with values placed after
  /// them (the play app's): those values are then drawn as placed before, not as givens.
  std::optional<Grid> givens = {};
};

/// @brief A step as one JSON object, the form the replay's traces and the play app's hints
/// share: its `kind`, and only the fields its kind uses (`rule`, `cell`, `value`, `unit`,
/// `values`, `tried`, `cells`, `pattern`, `pattern_values`, `chain`, `undone`), values and cells
/// as numbers, and its `text`, the sentence `--explain` writes.
/// @param step the step
/// @param side the side of its grid, which its sentence's symbols depend on
/// @return the object, on one line
std::string step_json(const explain::Record& step, int side);

/// @brief Writes a replay as one JSON object.
/// @param out where to write
/// @param replay the puzzle's name, the bound and the traces, all of the same puzzle
void write_json(std::ostream& out, const Replay& replay);

}  // namespace sudoku::replay
