#pragma once
/// @file
/// @brief Stage 5, after the generator of the university report (seed 004): puzzles made, not
/// read. A random complete grid, then cells emptied one at a
/// time in a random order, each removal kept only while the puzzle keeps one solution (the fifth
/// source's unique mode), or a share of the cells emptied without a check (its other mode).
/// Every solve is a stage4::Search: stage 4's own by default, or one with its contract that the
/// caller hands in (the program's main.cpp hands in the board made for 9x9, appendix A).

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "stage4/stage4.hpp"
#include "stage5/rating.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/random.hpp"

namespace sudoku::stage5 {

/// @brief The symmetry of the cells a puzzle empties: each cell goes with its images.
enum class Symmetry {
  None,       ///< each cell on its own
  Rotate180,  ///< (r, c) with (n-1-r, n-1-c): a half turn
  Rotate90,   ///< the four quarter turns
  Mirror,     ///< (r, c) with (r, n-1-c): left and right
  Diagonal    ///< (r, c) with (c, r): across the main diagonal
};

/// @brief How a dig in the source's unique mode proves that a puzzle still has one solution.
enum class Proof {
  Count,   ///< the source's way: stage 4 counts solutions, up to two, within Recipe::check_nodes
  Singles  ///< naked and hidden singles alone finish it: proof enough, without a count
};

/// @brief What one check of the unique mode found, and so whether the cells it emptied stay empty.
enum class DigVerdict {
  Unique,           ///< the count found one solution: they stay empty
  SolvedBySingles,  ///< naked and hidden singles alone finish it: they stay empty
  SecondSolution,   ///< the count found a second solution: they are put back
  OutOfNodes,       ///< the count ran out of nodes first: they are put back, as if not unique
  NotBySingles      ///< the singles alone no longer finish it: they are put back
};

/// @brief True for the verdicts that keep the cells empty.
/// @param verdict a check's verdict
/// @return true for Unique and SolvedBySingles
bool holds(DigVerdict verdict);

/// @brief One check of the unique mode, as a dig reports it (Recipe::on_check).
struct DigCheck {
  Grid tried;  ///< the puzzle checked: what stood, with some more cells emptied
  DigVerdict verdict = DigVerdict::Unique;  ///< what the check found
  std::uint64_t nodes = 0;                  ///< the nodes the check's search spent
  std::optional<Grid> other = {};           ///< the second solution, for DigVerdict::SecondSolution
};

/// @brief What the source's loop makes (dig()).
struct Recipe {
  int box = 3;     ///< the size: a grid of side box * box, box from 1 to 8
  int holes = 32;  ///< how many cells to empty (32 is the source's 40% of a 9x9 grid)
  /// @brief True keeps a removal only when the puzzle still has one solution (the source's
  /// mode_unique); false empties the cells without a check (mode_not_unique).
  bool unique = true;
  /// @brief In the unique mode, how uniqueness is proven.
  Proof proof = Proof::Count;
  /// @brief With Proof::Count, the most nodes one count may spend; a removal whose count runs out
  /// is undone, as if it had broken uniqueness. 0: no limit.
  std::uint64_t check_nodes = 2'000;
  /// @brief The symmetry of the holes; a cell and its images are emptied together or not at all.
  Symmetry symmetry = Symmetry::None;
  /// @brief The search that completes the grid and proves uniqueness.
  stage4::Search search = stage4::solve;
  /// @brief When set, told of each check of the unique mode as it ends, for the replay page to
  /// show the dig; a dig may tell nothing.
  std::function<void(const DigCheck& check)> on_check = nullptr;
};

/// @brief A search, run to its end, for a solution of `puzzle` other than `solution` that differs
/// from it in one of `cells`: what settles the checks of a minimal dig that ran out of nodes.
/// @return true when there is one
using OtherSolutionSearch = bool (*)(const Grid& puzzle, const Grid& solution,
                                     std::span<const int> cells);

/// @brief What a minimal dig makes (dig_minimal()): every cell tried, one orbit at a time, so that
/// no clue of the result can go without a second solution.
struct MinimalRecipe {
  int box = 3;  ///< the size: a grid of side box * box, box from 1 to kLargestMinimalBox
  /// @brief The symmetry of the holes; a cell and its images are emptied together or not at all.
  Symmetry symmetry = Symmetry::None;
  /// @brief The most nodes a check may spend; a removal whose check runs out is tried again at
  /// the end, by `last_checks`.
  std::uint64_t check_nodes = 2'000;
  /// @brief The search that settles those last checks; when null, `search`, without a node
  /// limit. Both give the same puzzle; on large grids a search that learns from its dead ends
  /// (extensions/learning_search) is far faster.
  OtherSolutionSearch last_checks = nullptr;
  /// @brief When set, the search that settles every check of a 9x9 dig at once, to its end: one
  /// fast enough there that no check waits for the last ones (the band words of appendix G).
  OtherSolutionSearch checks_9x9 = nullptr;
  /// @brief When set, told how far the dig has got, for a program to show its user: after each
  /// orbit tried ("orbits tried"), then after each last check, the slow part of a large minimal
  /// puzzle ("last checks done"), how many are done and how many there are. `part` is a string
  /// literal: it lives as long as the program, ends in a null byte, and may be kept.
  std::function<void(std::string_view part, int done, int total)> on_progress = nullptr;
  /// @brief The search that completes the grid and checks each removal.
  stage4::Search search = stage4::solve;
};

/// @brief A puzzle and the complete grid it was made from, its only solution when it was made
/// unique.
struct Made {
  Grid puzzle;    ///< the grid with cells emptied
  Grid solution;  ///< the complete grid
};

/// @brief A complete grid: the pattern grid, whose row r is 1, 2, ..., side shifted left by
/// box * (r % box) + r / box, with its values relabelled and its bands, rows, stacks and columns
/// shuffled, moves that keep every unit whole.
Grid pattern_grid(int box, Random& random);

/// @brief A complete grid found by search: the boxes on the diagonal, which share no unit, filled
/// at random, and stage 4 finds the rest (a new draw when they cannot be completed, as can happen
/// on 4x4). Every complete grid can come out of it; above 16x16 it is slow (see the chapter).
Grid searched_grid(int box, Random& random, stage4::Search search = stage4::solve);

/// @brief A random complete grid of the size: searched_grid() up to 16x16, pattern_grid() above.
Grid complete_grid(int box, Random& random, stage4::Search search = stage4::solve);

/// @brief How many cells `percent` percent of a grid of `box` are, rounded to the nearest.
int holes_for_percent(int box, int percent);

/// @brief The largest box whose uniqueness checks count solutions, as the source does. Above, a
/// count that has to guess costs as much as a hundred checks by deduction and seldom ends within
/// its node limit (the chapter measures it), so there a removal is kept only while naked and
/// hidden singles alone finish the puzzle, which proves that it has one solution.
inline constexpr int kLargestCountedBox = 4;

/// @brief The recipe of the source's unique mode: `holes` cells emptied, each removal kept only
/// while the puzzle keeps one solution, counted up to kLargestCountedBox and proven by the
/// singles above.
Recipe unique_recipe(int box, int holes);

/// @brief The largest box a minimal puzzle is made for: 25x25, whose proofs of uniqueness
/// already take minutes at times (chapter 5 measures them). Above, longer.
inline constexpr int kLargestMinimalBox = 5;

/// @brief The largest box whose expert puzzles are made minimal: 16x16. Above, a try takes
/// seconds, and a level may take many tries.
inline constexpr int kLargestMinimalLevelBox = 4;

/// @brief A cell and its images under `symmetry` on a grid of `side`, the cell first, each once.
std::vector<int> orbit(int cell, int side, Symmetry symmetry);

/// @brief The source's loop: the cells of `solution` emptied in an order drawn from `random`, each
/// in turn with its images under the symmetry, each removal kept only while the puzzle stays
/// unique (in the unique mode), until `recipe.holes` are empty or every cell has been tried (a
/// unique puzzle may keep more clues than asked when no more can go, and a symmetric one fewer
/// holes when no orbit fits in those left).
Grid dig(const Grid& solution, const Recipe& recipe, Random& random);

/// @brief A minimal puzzle dug out of `solution`: every cell tried in an order drawn from
/// `random`, with its images, each removal kept only while the puzzle stays unique, a removal
/// whose check ran out of nodes tried again at the end (MinimalRecipe::last_checks). Uniqueness
/// only gets harder as cells go, so a clue that gave a second solution when it was tried would
/// give one later too: no clue of the result can be removed without a second solution.
Grid dig_minimal(const Grid& solution, const MinimalRecipe& recipe, Random& random);

/// @brief The dig steered towards a level: every cell tried in an order drawn from `random`, with
/// its images under `symmetry`, each removal kept only while `techniques` alone finish the puzzle
/// without a guess (which keeps it unique), so that it ends as hard as they allow, each time
/// solved by `search`.
Grid dig_for_techniques(const Grid& solution, stage4::Techniques techniques, Symmetry symmetry,
                        Random& random, stage4::Search search = stage4::solve);

/// @brief A puzzle made as `recipe` says, everything drawn from `random`: the same seed gives
/// the same puzzle on every machine and compiler.
Made make_puzzle(const Recipe& recipe, Random& random);

/// @brief A minimal puzzle made as `recipe` says, everything drawn from `random`.
Made make_minimal_puzzle(const MinimalRecipe& recipe, Random& random);

/// @brief How many puzzles make_puzzle_at() makes, at most, looking for one of its level, up to
/// 9x9.
inline constexpr int kLevelTries = 1'000;

/// @brief The tries for a grid of side box * box: kLevelTries up to 9x9, scaled by 81 / cells
/// above, as node limits are, since a try costs more there (at least 10): a level out of reach
/// ends after a similar time whatever the size.
int level_tries(int box);

/// @brief How make_puzzle_at() looks for a puzzle of its level.
struct LevelSearch {
  /// @brief How an expert puzzle's minimal dig settles its last checks (see
  /// MinimalRecipe::last_checks).
  OtherSolutionSearch last_checks = nullptr;
  /// @brief How an expert 9x9 puzzle's minimal dig settles every check, if not as others do (see
  /// MinimalRecipe::checks_9x9).
  OtherSolutionSearch checks_9x9 = nullptr;
  /// @brief The most puzzles made and rated before giving up.
  int most_tries = kLevelTries;
  /// @brief When set, told as each try begins, with its number from 1.
  std::function<void(int attempt)> on_try = nullptr;
  /// @brief The search of every try: its complete grid, its dig and its rating.
  stage4::Search search = stage4::solve;
};

/// @brief What make_puzzle_for() looks for: how each try digs, and which puzzles it keeps.
struct Target {
  /// @brief The techniques that steer the removal: a cell is emptied only while they finish the
  /// puzzle without a guess (dig_for_techniques). None: as many cells go as uniqueness allows,
  /// minimal up to kLargestMinimalLevelBox and within the checks' node limit above.
  std::optional<stage4::Techniques> steer;
  /// @brief True for a puzzle of the level wanted.
  std::function<bool(const Grid& puzzle)> wanted;
};

/// @brief A puzzle that `target` wants, made try after try, each try's puzzle dug as the target
/// says and thrown away unless wanted, up to search.most_tries in all.
/// @param target how to dig, and what to keep
/// @param box the size: a grid of side box * box
/// @param symmetry the holes' symmetry
/// @param random everything is drawn from it
/// @param search the last checks' search, the most tries, who is told of each, and the search
///        every solve runs
/// @return the puzzle, or nothing when no try was wanted
std::optional<Made> make_puzzle_for(const Target& target, int box, Symmetry symmetry,
                                    Random& random, const LevelSearch& search = {});

/// @brief A puzzle of `level`, as rate() rates it. Below expert, the removal is steered: a cell
/// is emptied only while the level's techniques still solve the puzzle without a guess, so the
/// puzzle ends as hard as the level allows; at expert, as many cells go as uniqueness allows
/// (minimal up to kLargestMinimalLevelBox, within the checks' node limit above). A puzzle whose
/// rating falls short of the level is thrown away and another made, up to search.most_tries in
/// all.
/// @param level the level wanted
/// @param box the size: a grid of side box * box
/// @param symmetry the holes' symmetry
/// @param random everything is drawn from it
/// @param search the last checks' search, the most tries, who is told of each, and the search
///        every solve runs
/// @return the puzzle, or nothing when the tries were all of another level (as on a 4x4 grid,
///         which stage 4's techniques always finish: no 4x4 puzzle is expert)
std::optional<Made> make_puzzle_at(Level level, int box, Symmetry symmetry, Random& random,
                                   const LevelSearch& search = {});

}  // namespace sudoku::stage5
