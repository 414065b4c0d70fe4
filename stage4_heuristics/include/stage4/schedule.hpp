#pragma once
/// @file
/// @brief The schedule, written once for any board: stage 4's Board (deduce() in schedule.cpp)
/// and a board an extension makes for one size (extensions/board_9x9). Each board has its own
/// function per technique, with the names of techniques.hpp; the call below finds the one for the
/// board it is given. One schedule is what keeps the boards' counts the same.

#include <array>
#include <type_traits>

#include "stage4/board.hpp"
#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

/// @brief In choose_branch's tie-break, what striking one candidate from a peer is worth, by the
/// peer's count of candidates: from two, the strike leaves a single, which the techniques place at
/// once; from three, a pair, one strike short of a single. The weights are those that made the
/// fewest guesses on top1465 (chapter 4). A table, not a test: which count a peer has is anyone's
/// guess.
inline constexpr std::array<int, 65> kStrikeWorth = [] {
  std::array<int, 65> worth{};
  worth.fill(1);
  worth[2] = 8;
  worth[3] = 3;
  return worth;
}();

/// @brief One pass of one technique on `board`.
template <typename AnyBoard>
Progress one_pass(Technique technique, AnyBoard& board, Journal& journal) {
  switch (technique) {
    case Technique::NakedSingle:
      return naked_singles(board, journal);
    case Technique::HiddenSingle:
      return hidden_singles(board, journal);
    case Technique::Pointing:
      return pointing(board, journal);
    case Technique::Claiming:
      return claiming(board, journal);
    case Technique::NakedPair:
      return naked_subsets(board, journal, 2);
    case Technique::HiddenPair:
      return hidden_subsets(board, journal, 2);
    case Technique::NakedTriple:
      return naked_subsets(board, journal, 3);
    case Technique::HiddenTriple:
      return hidden_subsets(board, journal, 3);
  }
  return Progress::NoChange;
}

/// @brief The techniques switched on, cheapest first, a costlier one only when the cheaper ones
/// find nothing, and back to the cheapest after any progress, until none applies (see deduce()).
/// @return NoChange once nothing more follows, Contradiction or OutOfNodes
template <typename AnyBoard>
Progress run_schedule(AnyBoard& board, Techniques techniques, Journal& journal) {
  if (board.broken()) return Progress::Contradiction;
  for (;;) {
    Progress pass = Progress::NoChange;
    for (const Technique technique : kTechniques) {
      if (!techniques.has(technique)) continue;
      pass = one_pass(technique, board, journal);
      if (pass != Progress::NoChange) break;  // back to the cheapest, or stop
    }
    // An extension's techniques come after the eight, on the general board only.
    if constexpr (std::is_same_v<AnyBoard, Board>) {
      for (std::size_t i = 0; pass == Progress::NoChange && i < techniques.extras().size(); ++i) {
        const ExtraTechnique& extra = techniques.extras()[i];
        const bool sound = !extra.assumes_unique || techniques.unique_known();
        if (techniques.has_extra(i) && sound) pass = extra.pass(board, journal, extra);
      }
    }
    if (pass != Progress::Changed) return pass;
  }
}

}  // namespace sudoku::stage4
