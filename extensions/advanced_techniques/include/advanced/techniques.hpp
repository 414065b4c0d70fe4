#pragma once
/// @file
/// @brief The techniques beyond the source's eight, one file each in src/, and their list in the
/// order stage 4's schedule tries them. Each works on stage 4's general board through its journal,
/// on every grid size, and ends its pass at its first strike: the strike may open cheaper steps,
/// which the schedule then takes first.

#include <span>

#include "stage4/board.hpp"
#include "stage4/techniques.hpp"

namespace sudoku::advanced {

/// @brief Fish of `size` (2: X-wing, 3: swordfish, 4: jellyfish): `size` rows whose places for a
/// value, two to `size` in each, lie in `size` columns between them; the value is then in those
/// columns on those rows only, and leaves the rest of the columns. The same with rows and columns
/// swapped.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique which of the three it is, for the journal
/// @param size how many rows (or columns)
/// @return Changed at the first strike, NoChange, or Contradiction
stage4::Progress fish(stage4::Board& board, stage4::Journal& journal,
                      const stage4::ExtraTechnique& technique, int size);

/// @brief The techniques, cheapest first, as stage 4's schedule takes them
/// (stage4::Techniques::with_extras): "x-wing", "swordfish", "jellyfish".
std::span<const stage4::ExtraTechnique> techniques();

}  // namespace sudoku::advanced
