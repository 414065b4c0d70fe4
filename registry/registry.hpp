#pragma once
// Every variant of every solver stage, so that the tests and the class comparison iterate over
// them instead of naming them one by one.

#include <span>

#include "sudoku/stage_variant.hpp"

namespace sudoku {

// Every registered variant, stage by stage, from stage 1 to stage 4.
std::span<const StageVariant> stage_variants();

// The variants that keep a source document's flaw (stage 2's back-play as the source writes it),
// which the replay page shows when they are named; no suite or comparison runs them.
std::span<const StageVariant> source_variants();

}  // namespace sudoku
