// stage3_mrv_tables: the shared command line around the table-driven, well-ordered search.

#include <string>

#include "stage3/mrv.hpp"
#include "sudoku/cli.hpp"

int main(int argc, char** argv) {
  const sudoku::StageProgram program{
      .name = "stage3_mrv_tables",
      .summary = "Stage 3: backtracking with lookup tables, most constrained cell first.",
      .options = {{.name = "--order",
                   .help =
                       "the order of the cells: 'tables' (reading order), 'static' (sorted once by "
                       "candidates), 'dynamic' (fewest candidates at every step; the default), "
                       "'dynamic-copy' (the same, copying the state per branch)",
                   .values = {"tables", "static", "dynamic", "dynamic-copy"}},
                  {.name = "--shuffle",
                   .help = "try values in a random order drawn from SEED (a whole number)",
                   .number = "SEED"}},
      .default_node_limit = sudoku::stage3::kDefaultNodeLimit,
      .choose_solver = [](const sudoku::StageChoices& choices,
                          std::ostream&) -> sudoku::SolveFunction {
        sudoku::stage3::Setup setup;
        if (const auto chosen = choices.find("--order"); chosen != choices.end()) {
          setup.order = sudoku::stage3::parse_order(chosen->second).value_or(setup.order);
        }
        if (const auto seed = choices.find("--shuffle"); seed != choices.end()) {
          setup.shuffle_seed = std::stoull(seed->second);
        }
        return [setup](const sudoku::Grid& puzzle, const sudoku::SolveOptions& options) {
          return sudoku::stage3::solve(puzzle, options, setup);
        };
      }};
  return sudoku::stage_main(program, argc, argv);
}
