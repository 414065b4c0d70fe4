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
                   .type = sudoku::OptionType::Choice,
                   .values = {"tables", "static", "dynamic", "dynamic-copy"}},
                  {.name = "--shuffle",
                   .help = "try values in a random order drawn from SEED (a whole number)",
                   .type = sudoku::OptionType::Number,
                   .placeholder = "SEED"}},
      .default_node_limit = sudoku::stage3::kDefaultNodeLimit,
      .choose_solver = [](const sudoku::CommandLine& given,
                          std::ostream&) -> sudoku::SolveFunction {
        sudoku::stage3::Setup setup;
        if (given.has("--order")) {
          setup.order = sudoku::stage3::parse_order(given.text("--order")).value_or(setup.order);
        }
        if (given.has("--shuffle")) setup.shuffle_seed = given.number("--shuffle");
        return [setup](const sudoku::Grid& puzzle, const sudoku::SolveOptions& options) {
          return sudoku::stage3::solve(puzzle, options, setup);
        };
      }};
  return sudoku::stage_main(program, argc, argv);
}
