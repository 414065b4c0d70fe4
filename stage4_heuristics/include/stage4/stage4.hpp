#pragma once
/// @file
/// @brief Stage 4, after the university report (seed 004): candidates as bits, human techniques
/// used strategically, and the most constrained cell when they stall (the fourth source's
/// `grid_choice`). The entry point, the techniques' names and the switches that turn them on and
/// off.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::stage4 {

/// @brief The node limit of the stage-4 program on a 9x9 grid when none is given. Larger grids
/// get as many nodes per cell (see sudoku::default_node_limit).
inline constexpr std::uint64_t kDefaultNodeLimit = 100'000'000;

/// @brief The techniques, cheapest first: the order the schedule tries them in.
enum class Technique {
  NakedSingle,   ///< a cell with one candidate left takes it (the source's lone number)
  HiddenSingle,  ///< a value with one place left in a unit goes there (cross-hatching)
  Pointing,      ///< a value confined to one line inside a box leaves the rest of that line
  Claiming,      ///< a value confined to one box inside a line leaves the rest of that box
  NakedPair,     ///< two cells of a unit holding the same two values keep them from the others
  HiddenPair,    ///< two values with the same two places in a unit keep those cells for them
  NakedTriple,   ///< three cells of a unit holding three values between them
  HiddenTriple   ///< three values confined to the same three cells of a unit
};

/// @brief How many techniques there are.
inline constexpr int kTechniqueCount = 8;

/// @brief Every technique, cheapest first.
inline constexpr std::array<Technique, kTechniqueCount> kTechniques{
    Technique::NakedSingle, Technique::HiddenSingle, Technique::Pointing,
    Technique::Claiming,    Technique::NakedPair,    Technique::HiddenPair,
    Technique::NakedTriple, Technique::HiddenTriple};

/// @brief "naked-single", "hidden-single", "pointing", ...: the names --techniques takes.
std::string_view technique_name(Technique technique);

class Board;
class Journal;

/// @brief A technique beyond the source's eight, which an extension brings (appendix D): the
/// schedule tries it after them, when all eight find nothing, on the general board.
struct ExtraTechnique {
  std::string_view name;          ///< as --techniques takes it: "x-wing"
  std::string_view placements;    ///< its counter of values placed: "x-wing placements"
  std::string_view eliminations;  ///< its counter of candidates struck: "x-wing eliminations"
  /// @brief One pass, as the eight's functions, told which technique it is (for its journal).
  Progress (*pass)(Board& board, Journal& journal, const ExtraTechnique& self);
  /// @brief True for a technique sound only in a puzzle with one solution (unique rectangles):
  /// the schedule tries it only when the techniques say so (Techniques::knowing_unique).
  bool assumes_unique = false;
};

/// @brief The techniques switched on, one bit each, and the extra techniques switched on.
class Techniques {
 public:
  /// @brief Every one of stage 4's eight techniques (every_technique() adds an extension's).
  static constexpr Techniques all() { return Techniques((1U << kTechniqueCount) - 1); }
  /// @brief No technique: pure branching on the most constrained cell.
  static constexpr Techniques none() { return Techniques(0); }

  /// @brief True when `technique` is on.
  constexpr bool has(Technique technique) const { return (bits_ >> index(technique)) & 1U; }
  /// @brief These techniques and `technique`.
  constexpr Techniques with(Technique technique) const {
    return Techniques(bits_ | (1U << index(technique)));
  }
  /// @brief These techniques but `technique`.
  constexpr Techniques without(Technique technique) const {
    return Techniques(bits_ & ~(1U << index(technique)));
  }
  /// @brief These techniques and, after them, those of `extras` whose bit is set in `chosen`
  /// (bit i for extras[i]).
  /// @param extras an extension's list, cheapest first, which must outlive these techniques (a
  ///        constant table)
  /// @param chosen the extras switched on
  /// @return the techniques
  constexpr Techniques with_extras(std::span<const ExtraTechnique> extras,
                                   std::uint64_t chosen) const {
    Techniques more = *this;
    more.extras_ = extras;
    more.chosen_extras_ = chosen;
    return more;
  }
  /// @brief The extension's list given to with_extras(), all of it; empty without one.
  constexpr std::span<const ExtraTechnique> extras() const { return extras_; }
  /// @brief True when extras()[i] is switched on.
  constexpr bool has_extra(std::size_t i) const { return (chosen_extras_ >> i) & 1U; }
  /// @brief True when some extra technique is switched on.
  constexpr bool any_extra() const { return chosen_extras_ != 0; }
  /// @brief True when some extra technique switched on assumes a puzzle with one solution.
  constexpr bool any_assuming_unique() const {
    for (std::size_t i = 0; i < extras_.size(); ++i) {
      if (has_extra(i) && extras_[i].assumes_unique) return true;
    }
    return false;
  }
  /// @brief These techniques for a puzzle known to have one solution: those that assume it are
  /// tried too.
  constexpr Techniques knowing_unique() const {
    Techniques known = *this;
    known.unique_known_ = true;
    return known;
  }
  /// @brief True when the puzzle is known to have one solution (see knowing_unique()).
  constexpr bool unique_known() const { return unique_known_; }
  /// @brief Same techniques, extras included.
  friend constexpr bool operator==(Techniques a, Techniques b) {
    return a.bits_ == b.bits_ && a.chosen_extras_ == b.chosen_extras_ &&
           a.unique_known_ == b.unique_known_ &&
           (a.chosen_extras_ == 0 || a.extras_.data() == b.extras_.data());
  }

 private:
  constexpr explicit Techniques(unsigned bits) : bits_(bits) {}
  static constexpr unsigned index(Technique technique) { return static_cast<unsigned>(technique); }
  unsigned bits_;
  std::span<const ExtraTechnique> extras_ = {};
  std::uint64_t chosen_extras_ = 0;
  bool unique_known_ = false;
};

/// @brief The techniques the words of a --techniques list name: each a technique's name (stage
/// 4's or one of `extras`), or "all" for stage 4's eight, or "none" for none ("none" alone: pure
/// branching).
/// @param names the words
/// @param extras an extension's techniques, a constant table (see Techniques::with_extras)
/// @return the techniques, or nothing when a name is unknown
std::optional<Techniques> techniques_named(std::span<const std::string> names,
                                           std::span<const ExtraTechnique> extras = {});

/// @brief Every technique: stage 4's eight and all of `extras`.
/// @param extras an extension's techniques, a constant table (see Techniques::with_extras)
/// @return the techniques
Techniques every_technique(std::span<const ExtraTechnique> extras);

/// @brief "naked-single, hidden-single, ...": every name, `extras`' after stage 4's, for --help
/// and error messages.
std::string technique_names(std::span<const ExtraTechnique> extras = {});

/// @brief The techniques stage 4 uses when none are named. On a 9x9 grid: naked and hidden
/// singles, pointing, claiming and hidden pairs, the set that solves the public datasets fastest
/// (naked pairs and the triples save fewer guesses there than they cost; the chapter measures
/// it). On larger grids: every technique, since each one pays for itself there.
Techniques default_techniques(int side);

/// @brief How stage 4 runs, beyond the options every stage shares.
struct Setup {
  /// @brief The techniques switched on; when unset, default_techniques() for the puzzle's side.
  std::optional<Techniques> techniques = std::nullopt;
  /// @brief False stops the search where the techniques stall instead of guessing: a puzzle the
  /// techniques alone cannot finish then ends with Outcome::LimitReached, as if a limit of no
  /// guess had stopped it (what a generator asks to know whether a level's techniques suffice).
  bool guess = true;
  /// @brief When set (a grid of the puzzle's size), a branch on a cell tries the value this grid
  /// holds there first, then the others in increasing order (0 in a cell: increasing order only).
  /// Looking for a solution other than a known one, a generator leans towards the known one: the
  /// other solution agrees with it in most cells, so the guesses that agree with it lead there
  /// sooner.
  std::optional<Grid> first_guesses = std::nullopt;
};

/// @brief Stage 4's own counts of a solve, by technique: what stage 5's rater reads.
struct TechniqueCounts {
  std::array<std::uint64_t, kTechniqueCount> placements{};    ///< values each technique placed
  std::array<std::uint64_t, kTechniqueCount> eliminations{};  ///< candidates each one struck
  std::uint64_t unforced_guesses = 0;  ///< guesses made where no cell had a single candidate
};

/// @brief The names of the counters a stage-4 solve may write into its statistics, as --stats
/// prints them: each technique's placements and eliminations, then "unforced guesses".
std::vector<std::string> counter_names();

/// @brief The counts a stage-4 solve wrote into its statistics ("naked-single placements", ...,
/// "unforced guesses"), read back by technique.
TechniqueCounts technique_counts(const SolveStats& stats);

/// @brief Solves with the techniques switched on, cheapest first, and branches on the cell with
/// the fewest candidates when they stall.
/// @param puzzle the puzzle, any size from 1x1 to 64x64
/// @param options how many solutions to look for, the node limit, the step observer
/// @param setup the techniques
/// @return the outcome, the solutions found and the work done: every value placed is a node, a
///         deduction when a technique placed it and a guess when the branching did; the
///         statistics count, per technique, the values it placed and the candidates it removed
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {}, const Setup& setup = {});

/// @brief A search with the contract of solve(): solve itself, or an extension's faster one (the
/// board made for 9x9), which a program hands to what it calls.
using Search = SolveResult (*)(const Grid& puzzle, const SolveOptions& options, const Setup& setup);

}  // namespace sudoku::stage4
