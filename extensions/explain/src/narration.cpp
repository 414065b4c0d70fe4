// --explain and --hint in stage 4's program: each solve observed and written as a log, or the
// next step written instead of the answer.

#include "explain/narration.hpp"

#include "explain/explain.hpp"
#include "explain/hint.hpp"
#include "explain/mistakes.hpp"

namespace sudoku::explain {

stage4::ProgramExtension narration() {
  return {
      .options = {{.name = "--explain",
                   .help = "before each answer, the solve step by step as '#' lines: each "
                           "technique's placements and eliminations with the cells and units "
                           "they concern, each guess and backtrack, and a summary (with every "
                           "technique unless --techniques names them)"},
                  {.name = "--hint",
                   .help = "instead of each answer, the next step only, as a '#' line: the "
                           "first step of the cheapest technique that makes progress, or the "
                           "guess the search would make, with every technique unless "
                           "--techniques names them, from the player's pencil marks when the "
                           "input is a marks grid; before it, what the player got wrong: in a "
                           "position without a solution, the placed values to blame, and a "
                           "candidate struck from the marks that the solution needs (the puzzle "
                           "is still solved, to say whether it has a solution; --explain is then "
                           "ignored)"},
                  {.name = "--puzzle",
                   .help = "with --hint, the puzzles the positions are played from: a position "
                           "that keeps the givens of one of them has its values that differ from "
                           "that puzzle's solution named as wrong before any step",
                   .type = OptionType::Text,
                   .placeholder = "FILE"}},
      .around = [](const CommandLine& given, SolveFunction solver,
                   std::optional<stage4::Techniques> techniques,
                   std::ostream& trace) -> SolveFunction {
        if (given.has("--puzzle") && !given.has("--hint")) {
          throw UsageError("--puzzle goes with --hint");
        }
        if (given.has("--hint")) {
          std::vector<Original> originals;
          if (given.has("--puzzle")) originals = read_originals(given.text("--puzzle"));
          return [solver, techniques, originals, &trace](const Grid& puzzle,
                                                         const SolveOptions& options) {
            SolveResult result = solver(puzzle, options);
            // A mistake is named before any step.
            if (tell_mistakes(puzzle, options.marks, originals, result.outcome, trace)) {
              return result;
            }
            write_hint(puzzle, techniques.value_or(stage4::Techniques::all()), options.marks,
                       trace);
            return result;
          };
        }
        if (!given.has("--explain")) return solver;
        const bool counts = given.has("--count") || given.has("--all");
        return [solver, counts, &trace](const Grid& puzzle, const SolveOptions& options) {
          SolveLog log;
          SolveOptions followed = options;
          followed.on_step = [&log](const Step& step) { log.add(step); };
          if (counts) {
            followed.on_solution = [&log, &options](const Grid& solution) {
              log.add_solution();
              if (options.on_solution) options.on_solution(solution);
            };
          }
          SolveResult result = solver(puzzle, followed);
          write_log(log, puzzle, result.outcome, trace);
          return result;
        };
      },
      .shown =
          [](const CommandLine& given) {
            return given.has("--hint") ? Shown::Nothing : Shown::Solution;
          },
      .teaches =
          [](const CommandLine& given) { return given.has("--explain") || given.has("--hint"); }};
}

}  // namespace sudoku::explain
