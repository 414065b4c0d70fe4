#pragma once
/// @file
/// @brief The dig of one puzzle stage 5 makes, as the replay page shows it: each check of the
/// source's unique mode, the cells it emptied, whether they stay empty, and why.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "stage5/stage5.hpp"

namespace sudoku::replay {

/// @brief One check of a dig.
struct DigRecord {
  std::vector<int> cells;                       ///< the cells it emptied, in reading order
  stage5::DigVerdict verdict;                   ///< what it found
  std::uint64_t nodes = 0;                      ///< the nodes its count spent (0 for the singles)
  std::vector<std::pair<int, int>> other = {};  ///< where the second solution differs: cell, value
  /// @brief True when its cells were put back and never tried again: they are clues of the
  /// puzzle because of this check.
  bool final = false;
  std::string text = {};  ///< the sentence under the grid, as describe_check() writes it
};

/// @brief A puzzle made by stage 5 and the checks of its dig, in order.
struct DigTrace {
  std::uint64_t seed = 0;              ///< stage5_generator --seed: the same puzzle
  stage5::Recipe recipe;               ///< the size, the holes asked for, the proof
  Grid solution;                       ///< the complete grid it was dug out of
  Grid puzzle;                         ///< the puzzle made
  std::vector<DigRecord> checks = {};  ///< every check the dig reported
};

/// @brief Makes the puzzle `stage5_generator --seed SEED` makes first with `recipe`, recording
/// its dig.
/// @param seed the run's seed
/// @param recipe what to make (stage5::unique_recipe); its on_check is replaced
/// @return the dig, each check described
DigTrace record_dig(std::uint64_t seed, stage5::Recipe recipe);

/// @brief The sentence for a check: the cells emptied, what the check found, and what became of
/// them ("r4c5 emptied: a second solution, which differs in r4c5, r6c5, ...: put back for good").
/// @param check the check, `final` set
/// @param recipe the dig's recipe (its size, its node limit)
/// @return the sentence
std::string describe_check(const DigRecord& check, const stage5::Recipe& recipe);

}  // namespace sudoku::replay
