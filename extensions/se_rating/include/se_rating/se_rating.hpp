#pragma once
/// @file
/// @brief An extension of stage 5: a rating on the scale of Sudoku Explainer (SE), the rater most
/// players of hard puzzles know, with levels that name what a player needs, up to forcing chains.
/// Each technique, stage 4's eight and appendix D's, has its SE value and its level in one table;
/// a puzzle scores the least value, and gets the least level, whose techniques finish it without
/// a guess. Both are properties of the puzzle, not of how it is written (appendix E).

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "advanced/techniques.hpp"
#include "stage4/stage4.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/names.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::se_rating {

/// @brief The levels, easiest first, each named for what a player needs at worst. The first four
/// are stage 5's (the source's techniques); the others are appendix D's families.
enum class Level {
  Simple,              ///< naked singles
  Easy,                ///< hidden singles
  Intermediate,        ///< pointing and claiming
  Hard,                ///< naked and hidden pairs and triples
  FishAndWings,        ///< a pattern: fish, turbots, wings, quads, unique rectangles, the BUG
  ChainsAndColouring,  ///< colouring or a chain: X-chain, XY-chain, alternating inference chain
  ForcingChains,       ///< forcing chains
  Guess                ///< no technique here finishes it: a guess is needed
};

/// @brief Every level and its name, easiest first, as --rate --scale se prints them.
inline constexpr std::array<Named<Level>, 8> kLevelNames{
    {{Level::Simple, "simple"},
     {Level::Easy, "easy"},
     {Level::Intermediate, "intermediate"},
     {Level::Hard, "hard"},
     {Level::FishAndWings, "fish-and-wings"},
     {Level::ChainsAndColouring, "chains-and-colouring"},
     {Level::ForcingChains, "forcing-chains"},
     {Level::Guess, "guess"}}};

/// @brief One pass of appendix D's chains of one kind with at most `kMostNodes` nodes: SE values
/// a chain by its length, so each bound is a technique of the scale.
template <advanced::ChainKind kKind, std::size_t kMostNodes>
Progress chains_within(stage4::Board& board, stage4::Journal& journal,
                       const stage4::ExtraTechnique& self) {
  return advanced::chains_within(board, journal, self, kKind, kMostNodes);
}

/// @brief The short chains the scale values apart from appendix D's chains of any length: an
/// X-chain of three strong links at most, at Sukaku Explainer's value, and AICs by SE's classes of
/// length (SE adds 0.1 each time a chain's length passes 4, 6, 8, 12, 16 and so on).
inline constexpr std::array<advanced::Descriptor, 6> kShortChains{{
    {.technique = {"x-chain-6", "x-chain-6 placements", "x-chain-6 eliminations",
                   chains_within<advanced::ChainKind::X, 6>},
     .spoken = "X-chain",
     .shape = advanced::Shape::Chain,
     .size = 0,
     .se_tenths = 56,
     .family = advanced::Family::Chain},
    {.technique = {"aic-4", "aic-4 placements", "aic-4 eliminations",
                   chains_within<advanced::ChainKind::Alternating, 4>},
     .spoken = "AIC",
     .shape = advanced::Shape::Chain,
     .size = 0,
     .se_tenths = 70,
     .family = advanced::Family::Chain},
    {.technique = {"aic-6", "aic-6 placements", "aic-6 eliminations",
                   chains_within<advanced::ChainKind::Alternating, 6>},
     .spoken = "AIC",
     .shape = advanced::Shape::Chain,
     .size = 0,
     .se_tenths = 71,
     .family = advanced::Family::Chain},
    {.technique = {"aic-8", "aic-8 placements", "aic-8 eliminations",
                   chains_within<advanced::ChainKind::Alternating, 8>},
     .spoken = "AIC",
     .shape = advanced::Shape::Chain,
     .size = 0,
     .se_tenths = 72,
     .family = advanced::Family::Chain},
    {.technique = {"aic-12", "aic-12 placements", "aic-12 eliminations",
                   chains_within<advanced::ChainKind::Alternating, 12>},
     .spoken = "AIC",
     .shape = advanced::Shape::Chain,
     .size = 0,
     .se_tenths = 73,
     .family = advanced::Family::Chain},
    {.technique = {"aic-16", "aic-16 placements", "aic-16 eliminations",
                   chains_within<advanced::ChainKind::Alternating, 16>},
     .spoken = "AIC",
     .shape = advanced::Shape::Chain,
     .size = 0,
     .se_tenths = 74,
     .family = advanced::Family::Chain},
}};

/// @brief The two lists one after the other.
template <typename T, std::size_t N, std::size_t M>
constexpr std::array<T, N + M> joined(const std::array<T, N>& first,
                                      const std::array<T, M>& second) {
  std::array<T, N + M> both{};
  std::ranges::copy(second, std::ranges::copy(first, both.begin()).out);
  return both;
}

/// @brief The techniques the scale rates beyond stage 4's eight: appendix D's, then the short
/// chains, each by its descriptor.
inline constexpr auto kDescriptors = joined(advanced::kDescriptors, kShortChains);

/// @brief Their techniques, as a rating's solves take them (the short chains switched on with
/// appendix D's, as stage4::Techniques::with_extras).
inline constexpr auto kTechniques = advanced::techniques_of(kDescriptors);

/// @brief A technique on the scale: its SE value and its level.
struct Rung {
  std::string_view technique;  ///< as --techniques names it: "x-wing"
  int tenths;                  ///< its SE value in tenths: 32 for 3.2
  Level level;                 ///< the level a step of it makes a puzzle at least
};

/// @brief Stage 4's eight techniques on the scale, at Sudoku Explainer 1.2.1's values (a hidden
/// single as in a line: the workbook does not tell a box's from a line's) and stage 5's levels.
inline constexpr std::array<Rung, 8> kStageRungs{{
    {"hidden-single", 15, Level::Easy},
    {"naked-single", 23, Level::Simple},
    {"pointing", 26, Level::Intermediate},
    {"claiming", 28, Level::Intermediate},
    {"naked-pair", 30, Level::Hard},
    {"hidden-pair", 34, Level::Hard},
    {"naked-triple", 36, Level::Hard},
    {"hidden-triple", 40, Level::Hard},
}};

/// @brief The level a technique's family makes a puzzle at least.
constexpr Level family_level(advanced::Family family) {
  switch (family) {
    case advanced::Family::Pattern:
      return Level::FishAndWings;
    case advanced::Family::Chain:
      return Level::ChainsAndColouring;
    case advanced::Family::Forcing:
      return Level::ForcingChains;
  }
  return Level::Guess;
}

/// @brief Every technique of the scale by value: stage 4's eight and every descriptor's, those of
/// one value in that order (the rating names the last of them that a solve used).
inline constexpr auto kScale = [] {
  std::array<Rung, kStageRungs.size() + kDescriptors.size()> scale{};
  std::ranges::copy(kStageRungs, scale.begin());
  for (std::size_t i = 0; i < kDescriptors.size(); ++i) {
    const advanced::Descriptor& descriptor = kDescriptors[i];
    scale[kStageRungs.size() + i] = {descriptor.technique.name, descriptor.se_tenths,
                                     family_level(descriptor.family)};
  }
  // An insertion sort, which keeps the order of equal values and runs at compile time.
  for (std::size_t i = 1; i < scale.size(); ++i) {
    for (std::size_t j = i; j > 0 && scale[j - 1].tenths > scale[j].tenths; --j) {
      std::swap(scale[j - 1], scale[j]);
    }
  }
  return scale;
}();

/// @brief The score of a puzzle that needs a guess, in tenths: past every technique here, where
/// SE's forcing chains with chains inside them begin.
inline constexpr int kGuessTenths = 90;

/// @brief "simple", ..., "guess": a level's name.
std::string_view level_name(Level level);

/// @brief What a rating found.
struct Rating {
  /// @brief The level, when the puzzle has exactly one solution and the rating ended.
  std::optional<Level> level = std::nullopt;
  int tenths = 0;  ///< the score in tenths of the SE scale (with a level)
  /// @brief The technique of that value a solve with the techniques up to it used (another of
  /// the same value may serve as well); empty for a guess.
  std::string_view hardest = {};
  Outcome outcome = Outcome::NoSolution;  ///< how the count of solutions ended
  std::uint64_t solutions = 0;            ///< solutions found, up to 2
};

/// @brief The techniques of the scale worth at most `tenths` (those that assume a puzzle with one
/// solution are tried only once knowing_unique() says it has).
stage4::Techniques techniques_up_to(int tenths);

/// @brief The techniques of the scale whose level is at most `level` (the same proviso).
stage4::Techniques techniques_up_to(Level level);

/// @brief Rates a puzzle whose solutions a solve has counted.
/// @param puzzle the puzzle, any size
/// @param count a solve of it that stopped at a second solution (stage5::rating_solve)
/// @param stop raised to stop the rating early (Ctrl-C); the rating then has no level
/// @return the level, score and hardest technique, or no level when the puzzle does not have
///         exactly one solution
Rating rating_of(const Grid& puzzle, const SolveResult& count,
                 const std::atomic<bool>* stop = nullptr);

/// @brief Rates a puzzle: counts its solutions, then rates it.
/// @param puzzle the puzzle, any size
/// @param node_limit the most nodes the count may spend (0: no limit)
/// @return see rating_of()
Rating rate(const Grid& puzzle, std::uint64_t node_limit = 0);

/// @brief A puzzle of `level`, as rate() rates it, made as stage 5 makes one of its own levels
/// (stage5::make_puzzle_at): up to `hard`, the removal steered by the level's techniques; above,
/// each try a minimal puzzle.
/// @param level the level wanted
/// @param box the size: a grid of side box * box
/// @param symmetry the holes' symmetry
/// @param random everything is drawn from it
/// @param search the last checks' search, the most tries, and who is told of each
/// @return the puzzle, or nothing when the tries were all of another level
std::optional<stage5::Made> make_puzzle_at(Level level, int box, stage5::Symmetry symmetry,
                                           Random& random, const stage5::LevelSearch& search = {});

/// @brief The rating as a person reads it: "chains-and-colouring, SE 6.5 (hardest: x-chain)",
/// "guess, SE 9.0 (no technique here finishes it)", or "none: the puzzle has more than one
/// solution".
std::string describe(const Rating& rating);

/// @brief The rating as fields of a CSV line: "chains-and-colouring,6.5,x-chain"; "none,," for a
/// puzzle without a level.
std::string csv_fields(const Rating& rating);

}  // namespace sudoku::se_rating
