// Stage 1 as a program and as registry variants.

#include "stage1/program.hpp"

#include "stage1/stage1.hpp"

namespace sudoku::stage1 {

StageProgram program() {
  return {
      .name = "stage1_naive",
      .summary = "Stage 1: naive backtracking, cells in reading order, values 1 to side in order.",
      .options = {{.name = "--iterative",
                   .help = "step back one cell in a loop instead of recursing"}},
      .default_node_limit = kDefaultNodeLimit,
      .choose_solver = [](const CommandLine& given, std::ostream&) -> SolveFunction {
        if (given.has("--iterative")) return solve_iterative;
        return solve;
      }};
}

std::vector<StageVariant> variants() {
  // Row-major backtracking is hopeless on the naive worst case, on the hardest and 17-clue
  // puzzles (its chapter measures why) and on the half-empty grids from 16x16 to 64x64, the
  // masked ones included; the budget lets it prove the other groups' puzzles unique, which means
  // exhausting their trees.
  const std::set<std::string, std::less<>> gives_up_on{"naive_worst", "hardest", "17clue",
                                                       "large",       "huge",    "masked"};
  return {{.name = "stage1_recursive",
           .stage = "stage1",
           .executable = "stage1_naive",
           .solve = solve,
           .test_node_budget = 5'000'000,
           .may_give_up_on = gives_up_on,
           .give_up_budget = 200'000},
          {.name = "stage1_iterative",
           .stage = "stage1",
           .executable = "stage1_naive",
           .flags = {"--iterative"},
           .solve = solve_iterative,
           .test_node_budget = 5'000'000,
           .may_give_up_on = gives_up_on,
           .give_up_budget = 200'000}};
}

}  // namespace sudoku::stage1
