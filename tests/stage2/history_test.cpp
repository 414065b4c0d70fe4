// Stage 2's history: undoing back to the last guess empties exactly the tiles assigned since.

#include "stage2/history.hpp"

#include <gtest/gtest.h>

#include "sudoku/reader.hpp"

namespace sudoku::testing {
namespace {

using stage2::Assignment;
using stage2::Board;
using stage2::Candidates;
using stage2::History;

// A history and its board, assigned through one helper as the solver assigns.
struct Play {
  Grid puzzle = parse_grid("1.......2.......", Format::Line);
  Board board{puzzle};
  History history;

  void assign(int cell, int value, bool guessed) {
    board.place(cell, value);
    history.record({cell, value, guessed, guessed ? Candidates::only(value) : Candidates{}});
  }
};

TEST(History, KeepsAssignmentsInTheOrderMade) {
  Play play;
  play.assign(1, 2, false);
  play.assign(2, 3, true);
  ASSERT_EQ(play.history.size(), 2U);
  EXPECT_EQ(play.history.entries()[0].cell, 1);
  EXPECT_FALSE(play.history.entries()[0].guessed);
  EXPECT_EQ(play.history.entries()[1].value, 3);
  EXPECT_TRUE(play.history.entries()[1].guessed);
}

TEST(History, UndoToLastGuessEmptiesExactlyTheTilesAssignedSince) {
  Play play;
  play.assign(1, 2, false);  // r1c2, a deduction before the guess
  play.assign(5, 3, false);  // r2c2
  const Grid before_guess = play.board.to_grid();
  play.assign(2, 3, true);   // r1c3, the guess
  play.assign(3, 4, false);  // r1c4, deductions that followed from it
  play.assign(6, 1, false);  // r2c3

  const std::optional<Assignment> undone = play.history.undo_to_last_guess(play.board);
  ASSERT_TRUE(undone);
  EXPECT_EQ(undone->cell, 2);
  EXPECT_EQ(undone->value, 3);
  EXPECT_EQ(undone->tried, Candidates::only(3));
  EXPECT_EQ(play.history.size(), 2U);
  EXPECT_EQ(play.board.to_grid(), before_guess);  // givens and earlier deductions stand
}

TEST(History, UndoWalksBackOneGuessAtATime) {
  Play play;
  play.assign(1, 2, true);
  play.assign(2, 3, false);
  play.assign(3, 4, true);
  play.assign(4, 3, false);
  EXPECT_EQ(play.history.undo_to_last_guess(play.board)->cell, 3);
  EXPECT_EQ(play.history.undo_to_last_guess(play.board)->cell, 1);
  EXPECT_EQ(play.board.to_grid(), play.puzzle);
}

TEST(History, WithoutAGuessUndoEmptiesEverythingAndFindsNone) {
  Play play;
  play.assign(1, 2, false);
  play.assign(2, 3, false);
  EXPECT_FALSE(play.history.undo_to_last_guess(play.board));
  EXPECT_EQ(play.history.size(), 0U);
  EXPECT_EQ(play.board.to_grid(), play.puzzle);
  EXPECT_FALSE(play.history.undo_to_last_guess(play.board));
}

}  // namespace
}  // namespace sudoku::testing
