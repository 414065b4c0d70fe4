// Reading a player's pencil marks: the candidates grid --candidates prints reads back, as a block
// or on one line, detected or forced, with the same errors as the other formats.

#include <gtest/gtest.h>

#include <string>

#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/symbols.hpp"
#include "sudoku/writer.hpp"

namespace sudoku {
namespace {

constexpr std::string_view kMarkedPuzzle =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

// The one entry of `text`, read without error.
Entry only_entry(std::string_view text, Format format = Format::Auto) {
  std::vector<Entry> entries = read_entries(text, "marks", format);
  EXPECT_EQ(entries.size(), 1U);
  EXPECT_FALSE(entries.front().error) << entries.front().error->text();
  return entries.front();
}

TEST(MarksFormat, ReadsBackTheCandidatesThatArePrinted) {
  const Grid puzzle = parse_grid(kMarkedPuzzle);
  const Entry entry = only_entry(to_candidates(puzzle));
  EXPECT_EQ(entry.format, Format::Marks);
  ASSERT_EQ(entry.marks.size(), 81U);
  int marked = 0;
  for (int cell = 0; cell < 81; ++cell) {
    const ValueSet open = open_values(puzzle, cell);
    const auto at = static_cast<std::size_t>(cell);
    if (puzzle[cell] != 0) {  // a given is a filled cell
      EXPECT_EQ(entry.puzzle[cell], puzzle[cell]) << cell;
      EXPECT_EQ(entry.marks[at], ValueSet::only(puzzle[cell])) << cell;
    } else if (open.count() == 1) {  // one candidate is written as a value: a filled cell
      EXPECT_EQ(entry.puzzle[cell], open.lowest()) << cell;
    } else {
      EXPECT_EQ(entry.puzzle[cell], 0) << cell;
      EXPECT_EQ(entry.marks[at], open) << cell;
      ++marked;
    }
  }
  EXPECT_GT(marked, 50);
}

TEST(MarksFormat, ReadsAWholeGridOnOneLine) {
  const Grid puzzle = parse_grid(kMarkedPuzzle);
  std::string fields;
  for (int cell = 0; cell < 81; ++cell) {
    fields += (cell == 0 ? "" : " ") + (puzzle[cell] != 0 ? std::string(1, symbol_of(puzzle[cell]))
                                                          : symbols_of(open_values(puzzle, cell)));
  }
  const Entry block = only_entry(to_candidates(puzzle));
  const Entry line = only_entry(fields + "\n");
  EXPECT_EQ(line.format, Format::Marks);
  EXPECT_EQ(line.puzzle, block.puzzle);
  EXPECT_EQ(line.marks, block.marks);
}

TEST(MarksFormat, AnEmptyMarkerIsACellWithoutMarksAndABangACellWithoutCandidates) {
  const Entry entry = only_entry("12 . 3 4\n3 4 12 !\n. . . .\n. . . .\n", Format::Marks);
  EXPECT_EQ(entry.puzzle[0], 0);
  EXPECT_EQ(entry.marks[0], ValueSet::only(1) | ValueSet::only(2));
  EXPECT_EQ(entry.marks[1], ValueSet::all(4));  // no marks: every value may go there
  EXPECT_EQ(entry.puzzle[2], 3);
  EXPECT_EQ(entry.puzzle[7], 0);
  EXPECT_TRUE(entry.marks[7].empty());
}

TEST(MarksFormat, GroupsOfOneLengthAreCellsNotMarks) {
  // A block grid written in groups of three cells is not taken for marks.
  const Entry entry = only_entry(
      "800 000 000\n003 600 000\n070 090 200\n050 007 000\n000 045 700\n"
      "000 100 030\n001 000 068\n008 500 010\n090 000 400\n");
  EXPECT_EQ(entry.format, Format::Block);
  EXPECT_EQ(to_line(entry.puzzle), kMarkedPuzzle);
  EXPECT_TRUE(entry.marks.empty());
}

TEST(MarksFormat, AWrongFieldIsAnErrorAtItsColumnAndTheNextGridIsRead) {
  const std::string good = "12 . 3 4\n3 4 12 .\n. . . .\n. . . .\n";
  const std::vector<Entry> entries = read_entries(
      "12 . 3 4\n3 4 1. .\n. . . .\n. . . .\n\n"  // an empty marker among marks
      "12 . 3 4\n3 4 15 .\n. . . .\n. . . .\n\n"  // a value above the side
      "12 . 3 4\n3 4 12\n. . . .\n. . . .\n\n" +  // a row short of a field
          good,
      "in", Format::Marks);
  ASSERT_EQ(entries.size(), 4U);
  ASSERT_TRUE(entries[0].error);
  EXPECT_EQ(entries[0].error->text(),
            "in:2:6: an empty marker among a cell's marks (write its candidates, or '.' alone for "
            "a cell without marks)");
  ASSERT_TRUE(entries[1].error);
  EXPECT_EQ(entries[1].error->text(),
            "in:7:6: '5' is not a symbol of a 4x4 grid: it stands for 5 in larger grids (use 1-4, "
            "and _ . or 0 for empty)");
  ASSERT_TRUE(entries[2].error);
  EXPECT_EQ(entries[2].error->text(), "in:12:7: row 2 has 3 cells; a 4x4 grid needs 4 on each row");
  EXPECT_FALSE(entries[3].error);
  EXPECT_EQ(entries[3].marks, only_entry(good, Format::Marks).marks);
  EXPECT_EQ(parse_format("marks"), Format::Marks);
  EXPECT_EQ(format_name(Format::Marks), "marks");
}

}  // namespace
}  // namespace sudoku
