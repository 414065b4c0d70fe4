// stage2_deduction_history: the shared command line around the deduction-and-history solver.

#include "stage2/deduction.hpp"
#include "sudoku/cli.hpp"

int main(int argc, char** argv) {
  const sudoku::StageProgram program{
      .name = "stage2_deduction_history",
      .summary = "Stage 2: deduce singles, guess, and undo a wrong guess through the history.",
      .options =
          {{.name = "--trace",
            .help =
                "narrate each solve: 'steps' (the history as it grows and shrinks), "
                "'candidates' (and, before each guess, where each value is possible), "
                "'units' (and the unit of each hidden single), 'all' (both views; views only up "
                "to 16x16)",
            .type = sudoku::OptionType::Choice,
            .values = {"steps", "candidates", "units", "all"}},
           {.name = "--as-source",
            .help = "back-play as the source does, forgetting the values already tried: it "
                    "can loop until the node limit (a lesson, not a solver)"}},
      .default_node_limit = sudoku::stage2::kDefaultNodeLimit,
      .choose_solver = [](const sudoku::CommandLine& given,
                          std::ostream& trace) -> sudoku::SolveFunction {
        sudoku::stage2::Setup setup;
        if (given.has("--as-source")) setup.back_play = sudoku::stage2::BackPlay::ForgetsTried;
        if (given.has("--trace")) {
          const std::string views = given.text("--trace");
          setup.trace = {&trace, views == "candidates" || views == "all",
                         views == "units" || views == "all"};
        }
        return [setup](const sudoku::Grid& puzzle, const sudoku::SolveOptions& options) {
          return sudoku::stage2::solve(puzzle, options, setup);
        };
      }};
  return sudoku::stage_main(program, argc, argv);
}
