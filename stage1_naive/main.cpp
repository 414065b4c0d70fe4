// stage1_naive: the shared command line around the naive solver.

#include "stage1/naive.hpp"
#include "sudoku/cli.hpp"

int main(int argc, char** argv) {
  const sudoku::StageProgram program{
      .name = "stage1_naive",
      .summary = "Stage 1: naive backtracking, cells in reading order, values 1 to side in order.",
      .options = {{.name = "--iterative",
                   .help = "step back one cell in a loop instead of recursing"}},
      .default_node_limit = sudoku::stage1::kDefaultNodeLimit,
      .choose_solver = [](const sudoku::CommandLine& given,
                          std::ostream&) -> sudoku::SolveFunction {
        if (given.has("--iterative")) return sudoku::stage1::solve_iterative;
        return sudoku::stage1::solve;
      }};
  return sudoku::stage_main(program, argc, argv);
}
