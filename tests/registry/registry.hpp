#pragma once
// The stages and their variants, listed once so that the tests and the comparison iterate over
// them instead of naming them one by one. A new stage adds its variants in registry.cpp.

#include <cstdint>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "sudoku/solve.hpp"

namespace sudoku {

// One way to run one stage.
struct StageVariant {
  std::string name;                // "stage1_recursive": unique, used in test names and tables
  std::string stage;               // "stage1": the ctest label
  std::string executable;          // the stage's program in build/<preset>/bin
  std::vector<std::string> flags;  // the program's options that select this variant
  SolveFunction solve;
  // The node limit the suite runs it with: enough to solve, and prove unique, every puzzle it is
  // expected to solve.
  std::uint64_t test_node_budget = 0;
  // Catalog groups (grids/<group>.txt) on which this variant may stop instead of solving: the
  // puzzles built against its way of searching.
  std::set<std::string, std::less<>> may_give_up_on;
  // The node limit for those puzzles: how long the suite lets it try before accepting the stop.
  std::uint64_t give_up_budget = 0;
};

// Every registered variant, stage by stage.
std::span<const StageVariant> stage_variants();

}  // namespace sudoku
