// Rating: one solve with every technique, cheapest first, read back from its counters.

#include "stage5/rating.hpp"

#include <algorithm>
#include <string>

namespace sudoku::stage5 {

namespace {

using stage4::Technique;

// The values `technique` placed and the candidates it struck in a solve, read from the two
// counters stage 4 names after it ("hidden-single placements", "hidden-single eliminations").
std::uint64_t work_of(const SolveStats& stats, Technique technique) {
  const std::string name(stage4::technique_name(technique));
  const std::string placements = name + " placements", eliminations = name + " eliminations";
  std::uint64_t work = 0;
  for (const Counter& counter : stats.counters) {
    if (counter.name == placements || counter.name == eliminations) work += counter.count;
  }
  return work;
}

// The unforced guesses of a solve, as stage 4 counts them.
std::uint64_t unforced_guesses(const SolveStats& stats) {
  const auto found = std::ranges::find(stats.counters, "unforced guesses", &Counter::name);
  return found == stats.counters.end() ? 0 : found->count;
}

}  // namespace

std::string_view level_name(Level level) {
  switch (level) {
    case Level::Simple:
      return "simple";
    case Level::Easy:
      return "easy";
    case Level::Intermediate:
      return "intermediate";
    case Level::Hard:
      return "hard";
    case Level::Expert:
      return "expert";
  }
  return "?";
}

std::optional<Level> parse_level(std::string_view name) {
  for (const Level level : kLevels) {
    if (level_name(level) == name) return level;
  }
  return std::nullopt;
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

Rating rate(const Grid& puzzle, std::uint64_t node_limit) {
  const SolveResult solve = stage4::solve(puzzle, {.max_solutions = 2, .node_limit = node_limit},
                                          {.techniques = stage4::Techniques::all()});
  Rating rating;
  rating.outcome = solve.outcome;
  rating.solutions = solve.solutions;
  for (const Technique technique : stage4::kTechniques) {
    const std::uint64_t work = work_of(solve.stats, technique);
    rating.work[static_cast<std::size_t>(technique)] = work;
    rating.score += kWeights[static_cast<std::size_t>(technique)] * work;
    if (work > 0) rating.hardest = technique;
  }
  rating.guesses = unforced_guesses(solve.stats);
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
  text += work + "; " + std::to_string(rating.guesses) + " guesses)";
  return text;
}

}  // namespace sudoku::stage5
