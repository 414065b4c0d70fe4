// Stage 2 as a program and as a registry variant.

#include "stage2/program.hpp"

#include <string>

#include "stage2/stage2.hpp"

namespace sudoku::stage2 {

StageProgram program() {
  return {
      .name = "stage2_deduction_history",
      .summary = "Stage 2: deduce singles, guess, and undo a wrong guess through the history.",
      .options =
          {{.name = "--trace",
            .help =
                "narrate each solve: 'steps' (the history as it grows and shrinks), "
                "'candidates' (and, before each guess, a grid per value: the value where it "
                "stands, '+' a cell that may take it, '-' one that may not, '.' another value), "
                "'units' (and the unit of each hidden single), 'all' (both views; views only up "
                "to 16x16)",
            .type = OptionType::Choice,
            .values = {"steps", "candidates", "units", "all"}},
           {.name = "--as-source",
            .help = "back-play as the source does, forgetting the values already tried: it "
                    "can loop until the node limit (a lesson, not a solver)"}},
      .default_node_limit = kDefaultNodeLimit,
      .choose_solver = [](const CommandLine& given, std::ostream& trace) -> SolveFunction {
        Setup setup;
        if (given.has("--as-source")) setup.back_play = BackPlay::ForgetsTried;
        if (given.has("--trace")) {
          const std::string views = given.text("--trace");
          setup.trace = {&trace, views == "candidates" || views == "all",
                         views == "units" || views == "all"};
        }
        return [setup](const Grid& puzzle, const SolveOptions& options) {
          return solve(puzzle, options, setup);
        };
      }};
}

std::vector<StageVariant> variants() {
  // Deductions and the history solve and prove unique every puzzle of the catalog up to 25x25
  // well within this budget. The 36x36 to 64x64 ones, made to need stage 4's techniques, take
  // them beyond 5 million nodes, and so does counting the masked 25x25 with most holes.
  return {{.name = "stage2_history",
           .stage = "stage2",
           .executable = "stage2_deduction_history",
           .solve = [](const Grid& puzzle,
                       const SolveOptions& options) { return solve(puzzle, options); },
           .test_node_budget = 5'000'000,
           .may_give_up_on = {"huge", "masked"},
           .give_up_budget = 200'000}};
}

StageVariant source_variant() {
  return {.name = "stage2_as_source",
          .stage = "stage2",
          .executable = "stage2_deduction_history",
          .flags = {"--as-source"},
          .solve = [](const Grid& puzzle, const SolveOptions& options) {
            return solve(puzzle, options, {.back_play = BackPlay::ForgetsTried});
          }};
}

}  // namespace sudoku::stage2
