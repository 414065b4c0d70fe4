// Starter kit, stage 1: the recursive form of naive backtracking. Fill the first empty cell with
// each allowed value in turn (rules.hpp) and solve the rest the same way; step back when no
// value is left. Count every value placed as a node with sudoku::Tally (sudoku/solve.hpp), which
// also keeps the solutions and stops the search at the node limit. docs/stage1.md explains it.

#include <stdexcept>

#include "rules.hpp"
#include "stage1/stage1.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage1 {

SolveResult solve(const Grid& /*puzzle*/, const SolveOptions& /*options*/) {
  throw std::logic_error("stage 1: solve (the recursive form) is not written yet");
}

}  // namespace sudoku::stage1
