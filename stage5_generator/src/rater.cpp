// The rater: --rate hands the whole command line to the runner every solver stage shares, with a
// solver whose trace is each puzzle's rating and whose answer is the puzzle itself.

#include <ostream>

#include "command.hpp"
#include "stage5/rating.hpp"
#include "sudoku/names.hpp"
#include "sudoku/writer.hpp"

namespace sudoku::stage5 {

namespace {

// The rating of stage 5 itself, in the two forms --rate writes.
RatingText stage5_rating(const SolveResult& count) {
  const Rating rating = rating_of(count);
  return {.line = describe(rating), .csv = csv_fields(rating)};
}

// The solver the rater's command line `given` asks for: it rates each puzzle with `search` and
// writes the rating to `trace`, a '# rating:' line or a --csv line.
SolveFunction rating_solver(const CommandLine& given, std::ostream& trace,
                            const std::optional<Scale>& scale, stage4::Search search) {
  const bool csv = given.has("--csv");
  const bool counts = given.has("--count") || given.has("--all");
  const bool other_scale = scaled(given, scale);
  return [&trace, csv, counts, other_scale, scale, search](const Grid& puzzle,
                                                           const SolveOptions& options) {
    SolveResult solve = rating_solve(puzzle, options, search);
    const RatingText rating =
        other_scale ? scale->rate(puzzle, solve, options.stop) : stage5_rating(solve);
    if (csv) {
      trace << to_line(puzzle) << ',' << rating.csv << '\n';
    } else {
      trace << "# rating: " << rating.line << '\n';
    }
    // --count and --all want the runner's own limit of solutions, not the rating's two.
    if (counts) solve = search(puzzle, options, {});
    return solve;
  };
}

}  // namespace

StageProgram rater(const std::optional<Scale>& scale, stage4::Search search) {
  StageProgram program{
      .name = kName,
      .summary =
          "Stage 5: rates puzzles by the costliest technique a solve needs when the "
          "techniques are tried cheapest first (stage 4's solver, stopped at a second "
          "solution).",
      .options = {{.name = "--rate",
                   .help = "print each puzzle after its rating, a '# rating:' line: its level (" +
                           as_alternatives(names_in(kLevelNames)) +
                           "), its score, the hardest technique it needs and the work of each; a "
                           "puzzle without one solution has none"},
                  {.name = "--csv",
                   .help = "instead, a line per puzzle after a header line: the puzzle, its "
                           "level, score and hardest technique, separated by commas"}},
      .default_node_limit = stage4::kDefaultNodeLimit,
      .choose_solver =
          [scale, search](const CommandLine& given, std::ostream& trace) {
            return rating_solver(given, trace, scale, search);
          },
      .shown =
          [](const CommandLine& given) {
            return given.has("--csv") ? Shown::Nothing : Shown::Puzzle;
          },
      .first_line = [scale](const CommandLine& given) -> std::string {
        if (!given.has("--csv")) return "";
        return scaled(given, scale) ? scale->csv_header : "puzzle,level,score,hardest";
      }};
  if (scale) {
    program.options.push_back(scale_option(*scale, "the scale of the ratings",
                                           "the levels above and a score of the work"));
  }
  return program;
}

}  // namespace sudoku::stage5
