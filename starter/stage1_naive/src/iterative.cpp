// Starter kit, stage 1: the iterative form of naive backtracking, the same tree as the recursive
// form without recursion. Walk the empty cells in reading order; in each, try the next allowed
// value above the one it holds; when none is left, empty the cell and step back one cell.
// docs/stage1.md explains it.

#include <stdexcept>

#include "rules.hpp"
#include "stage1/stage1.hpp"
#include "step_reports.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::stage1 {

SolveResult solve_iterative(const Grid& /*puzzle*/, const SolveOptions& /*options*/) {
  throw std::logic_error("stage 1: solve_iterative is not written yet");
}

}  // namespace sudoku::stage1
