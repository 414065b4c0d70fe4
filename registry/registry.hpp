#pragma once
// Every variant of every stage, gathered from the stages that sudoku_add_stage added, so that the
// tests and the class comparison iterate over them instead of naming them one by one.

#include <span>

#include "sudoku/variant.hpp"

namespace sudoku {

// Every registered variant, stage by stage, in the order the stages were added.
std::span<const StageVariant> stage_variants();

}  // namespace sudoku
