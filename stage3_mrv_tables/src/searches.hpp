#pragma once
// The searches of stage 3, one per file, each behind one function.

#include "stage3/stage3.hpp"
#include "stage3/value_order.hpp"

namespace sudoku::stage3 {

// Order::Tables (sorted false: reading order) and Order::Static (sorted once by candidates)
// (fixed_order.cpp).
SolveResult search_in_fixed_order(const Grid& puzzle, const ValueOrder& values, Tally& tally,
                                  bool sorted);
// Order::Dynamic: forced cells filled, then the most constrained cell, undone in place
// (most_constrained.cpp).
SolveResult search_most_constrained(const Grid& puzzle, const ValueOrder& values, Tally& tally);
// Order::DynamicCopy: the same search with a copy of the state per guess
// (most_constrained_copying.cpp).
SolveResult search_most_constrained_copying(const Grid& puzzle, const ValueOrder& values,
                                            Tally& tally);

}  // namespace sudoku::stage3
