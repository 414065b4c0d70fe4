#pragma once
// Every variant of every solver stage, so that the tests and the class comparison iterate over
// them instead of naming them one by one.

#include <span>

#include "sudoku/variant.hpp"

namespace sudoku {

// Every registered variant, stage by stage, from stage 1 to stage 4.
std::span<const StageVariant> stage_variants();

}  // namespace sudoku
