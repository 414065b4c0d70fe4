// Rating: one solve with every technique, cheapest first, read back from its counters.

#include "stage5/rating.hpp"

#include <string>

#include "sudoku/figures.hpp"
#include "sudoku/names.hpp"

namespace sudoku::stage5 {

namespace {

using stage4::Technique;

}  // namespace

std::string_view level_name(Level level) {
  return name_in(kLevelNames, level);
}

std::optional<Level> parse_level(std::string_view name) {
  return value_named(kLevelNames, name);
}

Level level_of(Technique technique) {
  switch (technique) {
    case Technique::NakedSingle:
      return Level::Simple;
    case Technique::HiddenSingle:
      return Level::Easy;
    case Technique::Pointing:
    case Technique::Claiming:
      return Level::Intermediate;
    case Technique::NakedPair:
    case Technique::HiddenPair:
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
      return Level::Hard;
  }
  return Level::Expert;
}

stage4::Techniques techniques_up_to(Level level) {
  stage4::Techniques allowed = stage4::Techniques::none();
  for (const Technique technique : stage4::kTechniques) {
    if (level_of(technique) <= level) allowed = allowed.with(technique);
  }
  return allowed;
}

SolveResult rating_solve(const Grid& puzzle, const SolveOptions& options, stage4::Search search) {
  return search(puzzle,
                {.max_solutions = 2, .node_limit = options.node_limit, .stop = options.stop},
                {.techniques = stage4::Techniques::all()});
}

Rating rate(const Grid& puzzle, std::uint64_t node_limit, stage4::Search search) {
  return rating_of(rating_solve(puzzle, {.node_limit = node_limit}, search));
}

Rating rating_of(const SolveResult& solve) {
  Rating rating;
  rating.outcome = solve.outcome;
  rating.solutions = solve.solutions;
  const stage4::TechniqueCounts counts = stage4::technique_counts(solve.stats);
  for (const Technique technique : stage4::kTechniques) {
    const auto slot = static_cast<std::size_t>(technique);
    const std::uint64_t work = counts.placements[slot] + counts.eliminations[slot];
    rating.work[slot] = work;
    rating.score += kWeights[slot] * work;
    if (work > 0) rating.hardest = technique;
  }
  rating.guesses = counts.unforced_guesses;
  rating.score += kGuessWeight * rating.guesses;
  if (solve.outcome == Outcome::Solved && solve.solutions == 1) {
    // With every technique on, the search guesses only where all of them stall.
    rating.level = solve.stats.guesses > 0 ? Level::Expert
                   : rating.hardest        ? level_of(*rating.hardest)
                                           : Level::Simple;
  }
  return rating;
}

std::string describe(const Rating& rating) {
  if (!rating.level) {
    if (rating.outcome == Outcome::LimitReached) return "none: the node limit stopped the solve";
    return rating.solutions == 0 ? "none: the puzzle has no solution"
                                 : "none: the puzzle has more than one solution";
  }
  std::string text(level_name(*rating.level));
  text += ", score " + std::to_string(rating.score) + " (hardest: ";
  text += rating.hardest ? std::string(stage4::technique_name(*rating.hardest))
                         : "nothing, the grid is full";
  std::string work;
  for (const Technique technique : stage4::kTechniques) {
    const std::uint64_t done = rating.work[static_cast<std::size_t>(technique)];
    if (done == 0) continue;
    work += (work.empty() ? "; work: " : ", ") + std::string(stage4::technique_name(technique)) +
            ' ' + std::to_string(done);
  }
  text += work + "; " + counted(rating.guesses, "guesses") + ")";
  return text;
}

std::string csv_fields(const Rating& rating) {
  if (!rating.level) return "none,,";
  return std::string(level_name(*rating.level)) + ',' + std::to_string(rating.score) + ',' +
         (rating.hardest ? std::string(stage4::technique_name(*rating.hardest)) : "");
}

}  // namespace sudoku::stage5
