#pragma once
/// @file
/// @brief How hard a puzzle is for a person: the costliest technique a solve needs when the
/// techniques are tried cheapest first, as a level, and a score that orders puzzles of one level.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "stage4/stage4.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/names.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::stage5 {

/// @brief The difficulty levels, easiest first. Each is named for what a solve needs at worst,
/// with the techniques tried cheapest first.
enum class Level {
  Simple,        ///< naked singles alone solve it
  Easy,          ///< hidden singles are needed
  Intermediate,  ///< locked candidates are needed: pointing or claiming
  Hard,          ///< a subset is needed: a naked or hidden pair or triple
  Expert         ///< no technique of stage 4 finishes it: a guess is needed
};

/// @brief Every level and its name, easiest first, as --rate prints them and --difficulty takes
/// them (read with sudoku/names.hpp).
inline constexpr std::array<Named<Level>, 5> kLevelNames{{{Level::Simple, "simple"},
                                                          {Level::Easy, "easy"},
                                                          {Level::Intermediate, "intermediate"},
                                                          {Level::Hard, "hard"},
                                                          {Level::Expert, "expert"}}};

/// @brief "simple", "easy", "intermediate", "hard", "expert": the names --difficulty takes.
std::string_view level_name(Level level);

/// @brief The level a name gives, or nothing for an unknown name.
std::optional<Level> parse_level(std::string_view name);

/// @brief The level a step of `technique` makes a puzzle at least.
Level level_of(stage4::Technique technique);

/// @brief The techniques a solve of `level` may use: those whose level is at most `level` (all of
/// them for Expert, which also guesses).
stage4::Techniques techniques_up_to(Level level);

/// @brief What a rating found.
struct Rating {
  /// @brief The level, when the puzzle has exactly one solution (a rating says nothing of the
  /// others).
  std::optional<Level> level;
  Outcome outcome = Outcome::NoSolution;  ///< how the rating's solve ended
  std::uint64_t solutions = 0;            ///< solutions found, up to 2
  /// @brief The costliest technique that took a step, if any did.
  std::optional<stage4::Technique> hardest;
  /// @brief Per technique (the order of stage4::kTechniques), the values it placed and the
  /// candidates it struck.
  std::array<std::uint64_t, stage4::kTechniqueCount> work{};
  std::uint64_t guesses = 0;  ///< guesses among two values or more (unforced guesses)
  /// @brief The work weighted by how hard each technique is to see, plus a price per guess: it
  /// orders puzzles of one level (see kWeights).
  std::uint64_t score = 0;
};

/// @brief The weight of a unit of work (a value placed, a candidate struck) of each technique in
/// the score, in the order of stage4::kTechniques: the cheaper a technique is to spot, the less
/// it weighs.
inline constexpr std::array<std::uint64_t, stage4::kTechniqueCount> kWeights{1, 2,  4,  4,
                                                                             8, 10, 12, 14};

/// @brief The weight of one unforced guess in the score.
inline constexpr std::uint64_t kGuessWeight = 50;

/// @brief The solve a rating reads: stage 4 with every technique, cheapest first, stopping at a
/// second solution.
/// @param puzzle the puzzle, any size
/// @param options the node limit and the stop request the solve keeps (the rest is its own)
/// @param search the search that solves: stage 4's, or one with its contract
/// @return the solve, whose counters rating_of reads
SolveResult rating_solve(const Grid& puzzle, const SolveOptions& options,
                         stage4::Search search = stage4::solve);

/// @brief The rating a solve made by rating_solve gives.
Rating rating_of(const SolveResult& solve);

/// @brief Rates a puzzle: stage 4 solves it with every technique, cheapest first, stopping at a
/// second solution.
/// @param puzzle the puzzle, any size
/// @param node_limit the most nodes the solve may spend (0: no limit); a solve it stops has no
///        level
/// @param search the search that solves: stage 4's, or one with its contract
/// @return the level and score, and what they were read from
Rating rate(const Grid& puzzle, std::uint64_t node_limit = 0,
            stage4::Search search = stage4::solve);

/// @brief The rating as a person reads it: "intermediate, score 109 (hardest: pointing; work:
/// naked-single 47, hidden-single 17, pointing 7; 0 guesses)", or "none: the puzzle has more
/// than one solution".
std::string describe(const Rating& rating);

/// @brief The rating as fields of a CSV line: its level, score and hardest technique,
/// "intermediate,109,pointing"; "none,," for a puzzle without a level.
std::string csv_fields(const Rating& rating);

}  // namespace sudoku::stage5
