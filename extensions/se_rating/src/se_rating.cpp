// The rating on the SE scale: the least value, and the least level, whose techniques finish the
// puzzle without a guess, each found by halving the scale.

#include "se_rating/se_rating.hpp"

#include <algorithm>
#include <vector>

#include "advanced/techniques.hpp"
#include "board_9x9/board_9x9.hpp"
#include "stage5/rating.hpp"

namespace sudoku::se_rating {

namespace {

// The techniques of the scale that `keep` keeps, those that assume one solution included.
template <typename Keep>
stage4::Techniques techniques_where(Keep keep) {
  std::vector<std::string> names;
  for (const Rung& rung : kScale) {
    if (keep(rung)) names.emplace_back(rung.technique);
  }
  return stage4::techniques_named(names, kTechniques).value_or(stage4::Techniques::none());
}

// True when `techniques` finish `puzzle`, known to have one solution, without a guess. Where the
// techniques stall the solve ends, so it needs no node limit.
bool finishes(const Grid& puzzle, stage4::Techniques techniques, const std::atomic<bool>* stop) {
  return board_9x9::solve(puzzle, {.stop = stop},
                          {.techniques = techniques.knowing_unique(), .guess = false})
             .outcome == Outcome::Solved;
}

// The least of `steps` (ascending) at which `finished` holds; `steps.back()` when none.
template <typename Step, typename Finished>
Step least_finishing(const std::vector<Step>& steps, Finished finished) {
  const auto found = std::ranges::partition_point(
      steps, [&finished](const Step& step) { return !finished(step); });
  return found == steps.end() ? steps.back() : *found;
}

// The distinct values of the scale, ascending.
std::vector<int> values() {
  std::vector<int> all;
  for (const Rung& rung : kScale) {
    if (all.empty() || all.back() != rung.tenths) all.push_back(rung.tenths);
  }
  return all;
}

// True when `technique` placed or struck something in the solve that made `stats`.
bool did_work(const SolveStats& stats, std::string_view technique) {
  const std::string placed = std::string(technique) + " placements";
  const std::string struck = std::string(technique) + " eliminations";
  return std::ranges::any_of(stats.counters, [&](const Counter& counter) {
    return counter.count > 0 && (counter.name == placed || counter.name == struck);
  });
}

// The technique worth `tenths` that a solve with the techniques up to it used, the last of the
// scale (of the highest level) when several did; empty if none did.
std::string_view used_at(const Grid& puzzle, int tenths) {
  const SolveResult solve = board_9x9::solve(
      puzzle, {}, {.techniques = techniques_up_to(tenths).knowing_unique(), .guess = false});
  for (auto rung = kScale.rbegin(); rung != kScale.rend(); ++rung) {
    if (rung->tenths == tenths && did_work(solve.stats, rung->technique)) return rung->technique;
  }
  return {};
}

// A value of the scale as SE writes it: "6.5".
std::string value_text(int tenths) {
  return std::to_string(tenths / 10) + '.' + std::to_string(tenths % 10);
}

}  // namespace

std::string_view level_name(Level level) {
  return name_in(kLevelNames, level);
}

stage4::Techniques techniques_up_to(int tenths) {
  return techniques_where([tenths](const Rung& rung) { return rung.tenths <= tenths; });
}

stage4::Techniques techniques_up_to(Level level) {
  return techniques_where([level](const Rung& rung) { return rung.level <= level; });
}

Rating rating_of(const Grid& puzzle, const SolveResult& count, const std::atomic<bool>* stop) {
  Rating rating{.outcome = count.outcome, .solutions = count.solutions};
  if (count.outcome != Outcome::Solved || count.solutions != 1) return rating;
  // Every test below is monotone: more techniques never finish less. So halving finds the least.
  const std::vector<int> scale = values();
  if (puzzle.is_complete()) {
    rating.level = Level::Simple;  // nothing to do: no technique, no value
  } else if (!finishes(puzzle, techniques_up_to(scale.back()), stop)) {
    rating.level = Level::Guess;
    rating.tenths = kGuessTenths;
  } else {
    rating.tenths = least_finishing(
        scale, [&](int tenths) { return finishes(puzzle, techniques_up_to(tenths), stop); });
    const std::vector<Level> levels{Level::Simple,       Level::Easy,
                                    Level::Intermediate, Level::Hard,
                                    Level::FishAndWings, Level::ChainsAndColouring,
                                    Level::ForcingChains};
    rating.level = least_finishing(
        levels, [&](Level level) { return finishes(puzzle, techniques_up_to(level), stop); });
    rating.hardest = used_at(puzzle, rating.tenths);
  }
  if (stop != nullptr && stop->load()) {
    rating.level.reset();
    rating.outcome = Outcome::LimitReached;
  }
  return rating;
}

Rating rate(const Grid& puzzle, std::uint64_t node_limit) {
  return rating_of(puzzle,
                   stage5::rating_solve(puzzle, {.node_limit = node_limit}, board_9x9::solve));
}

std::optional<stage5::Made> make_puzzle_at(Level level, int box, stage5::Symmetry symmetry,
                                           Random& random, const stage5::LevelSearch& search) {
  // Above the source's levels, many minimal puzzles have the level, and a minimal dig costs far
  // less than one steered by these costly techniques, which mostly ends lower (appendix E).
  const stage5::Target target{
      .steer = level > Level::Hard ? std::nullopt
                                   : std::optional<stage4::Techniques>(techniques_up_to(level)),
      .wanted = [level](const Grid& puzzle) { return rate(puzzle).level == level; }};
  return stage5::make_puzzle_for(target, box, symmetry, random, search);
}

std::string describe(const Rating& rating) {
  if (!rating.level) {
    if (rating.outcome == Outcome::LimitReached) return "none: the node limit stopped the solve";
    return rating.solutions == 0 ? "none: the puzzle has no solution"
                                 : "none: the puzzle has more than one solution";
  }
  const std::string why = *rating.level == Level::Guess ? "no technique here finishes it"
                          : rating.hardest.empty()      ? "nothing to do: the grid is full"
                                                        : "hardest: " + std::string(rating.hardest);
  return std::string(level_name(*rating.level)) + ", SE " + value_text(rating.tenths) + " (" + why +
         ")";
}

std::string csv_fields(const Rating& rating) {
  if (!rating.level) return "none,,";
  return std::string(level_name(*rating.level)) + ',' + value_text(rating.tenths) + ',' +
         std::string(rating.hardest);
}

}  // namespace sudoku::se_rating
