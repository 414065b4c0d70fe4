// Reading puzzles: each rule of the line, block and .sku formats, detection, and the inputs other
// systems write (CRLF, byte-order mark, tabs).

#include "sudoku/reader.hpp"
#include "same_grid.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "sudoku/writer.hpp"

namespace sudoku {
namespace {

constexpr std::string_view kSource1 =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

constexpr std::string_view kSource1Rows =
    "800000000\n003600000\n070090200\n050007000\n000045700\n"
    "000100030\n001000068\n008500010\n090000400\n";

// The error texts of every entry of a text (empty strings for good puzzles).
std::vector<std::string> errors_of(std::string_view text, std::string name = "in",
                                   Format format = Format::Auto) {
  std::vector<std::string> errors;
  for (const Entry& entry : read_entries(text, std::move(name), format)) {
    errors.push_back(entry.error ? entry.error->text() : "");
  }
  return errors;
}

TEST(LineFormat, ReadsOnePuzzlePerLineWithEitherEmptyMarker) {
  const std::string zeros = std::string(kSource1).replace(1, 1, "0").replace(2, 1, "_");
  const std::vector<Entry> entries = read_entries(std::string(kSource1) + "\n" + zeros + "\n");
  ASSERT_EQ(entries.size(), 2U);
  for (const Entry& entry : entries) {
    ASSERT_FALSE(entry.error);
    EXPECT_EQ(entry.format, Format::Line);
    EXPECT_EQ(to_line(entry.puzzle), kSource1);
  }
  EXPECT_EQ(entries[1].where.line, 2);
}

TEST(LineFormat, SkipsCommentsAndBlankLinesAndReadsCatalogLines) {
  const std::string text = "# a comment\n\n   \n" + std::string(kSource1) + "   # trailing\n" +
                           std::string(kSource1) + ":1:" + std::string(81, '1') + "\n";
  const std::vector<Entry> entries = read_entries(text);
  ASSERT_EQ(entries.size(), 2U);
  EXPECT_EQ(entries[0].where.line, 4);
  EXPECT_FALSE(entries[1].error);
  EXPECT_EQ(to_line(entries[1].puzzle), kSource1);
}

TEST(LineFormat, ABadLineIsOneErrorAndTheNextLineIsReadAsUsual) {
  const std::string text = std::string(kSource1.substr(0, 80)) + "\n" + std::string(kSource1);
  EXPECT_EQ(errors_of(text, "p.txt"),
            (std::vector<std::string>{"p.txt:1:1: this line has 80 cells, but a puzzle on one "
                                      "line has 1, 16, 81, 256, 625, 1296, 2401 or 4096",
                                      ""}));
}

// The lines after the first of a file in the line format, most of which are 81 symbols alone,
// are read by a shorter path than the first: each still reads, or fails, as a first line would.
TEST(LineFormat, EveryLineAfterTheFirstReadsAsAFirstLineWould) {
  const std::string good(kSource1);
  const std::string lines[] = {good,
                               std::string(good).replace(40, 1, "x"),
                               std::string(good).replace(4, 1, "A"),
                               std::string(good).replace(4, 1, " "),
                               " " + good,
                               good + " # and a comment",
                               std::string(good).replace(1, 1, "0").replace(2, 1, "_"),
                               good + "\r"};
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  const std::vector<Entry> entries = read_entries(text, "p.txt");
  ASSERT_EQ(entries.size(), std::size(lines));
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const Entry alone = read_entries(lines[i] + "\n", "p.txt").front();  // read by the scan
    EXPECT_EQ(entries[i].where.line, static_cast<int>(i) + 1);
    EXPECT_EQ(entries[i].where.column, alone.where.column) << "line " << i + 1;
    EXPECT_EQ(entries[i].puzzle, alone.puzzle) << "line " << i + 1;
    EXPECT_EQ(entries[i].error ? entries[i].error->message : "",
              alone.error ? alone.error->message : "")
        << "line " << i + 1;
  }
  EXPECT_EQ(errors_of(text, "p.txt")[2],
            "p.txt:3:5: 'A' is not a symbol of a 9x9 grid: it stands for 10 in larger grids (use "
            "1-9, and _ . or 0 for empty)");
  EXPECT_EQ(to_line(entries[6].puzzle), good);
}

TEST(LineFormat, AColonEndsThePuzzlePartOfTheLine) {
  EXPECT_EQ(errors_of("1234341221434:321\n", "c.txt", Format::Line),
            (std::vector<std::string>{"c.txt:1:1: this line has 13 cells, but a puzzle on one "
                                      "line has 1, 16, 81, 256, 625, 1296, 2401 or 4096 (the ':' "
                                      "at column 14 ends the puzzle part of the line)"}));
}

TEST(LineFormat, ReadsEverySize) {
  for (int box = 1; box <= kMaxBox; ++box) {
    const Grid empty(box);
    const std::vector<Entry> entries = read_entries(to_line(empty), "in", Format::Line);
    ASSERT_EQ(entries.size(), 1U);
    ASSERT_FALSE(entries[0].error) << entries[0].error->text();
    EXPECT_SAME_GRID(entries[0].puzzle, empty);
  }
}

TEST(BlockFormat, ReadsRowsWithOrWithoutBlanksBetweenCells) {
  const Grid digits = parse_grid(kSource1Rows);
  const Grid spaced = parse_grid(
      "8 0 0 0 0 0 0 0 0\n0 0 3 6 0 0 0 0 0\n0 7 0 0 9 0 2 0 0\n"
      "0 5 0 0 0 7 0 0 0\n0 0 0 0 4 5 7 0 0\n0 0 0 1 0 0 0 3 0\n"
      "0 0 1 0 0 0 0 6 8\n0 0 8 5 0 0 0 1 0\n0 9 0 0 0 0 4 0 0\n");
  EXPECT_EQ(to_line(digits), kSource1);
  EXPECT_EQ(spaced, digits);
}

TEST(BlockFormat, APrettyPrintOutReadsBack) {
  const Grid puzzle = parse_grid(kSource1Rows);
  EXPECT_SAME_GRID(parse_grid(to_pretty(puzzle)), puzzle);
}

TEST(BlockFormat, GridsOfAnySizeFollowEachOther) {
  const std::string text =
      "12\n34\n# not a valid 2x2, but 4 rows of 4 follow\n"
      "1234\n3412\n2143\n4321\n\n" +
      std::string(kSource1Rows);
  const std::vector<std::string> errors = errors_of(text, "in", Format::Block);
  // The rows after a first row that gives no side, with as many cells, are that grid's: one error.
  ASSERT_EQ(errors.size(), 3U);
  EXPECT_EQ(errors[0],
            "in:1:1: the first row has 2 cells, but a grid's side must be 1, 4, 9, "
            "16, 25, 36, 49 or 64");
  EXPECT_EQ(errors[1], "");
  EXPECT_EQ(errors[2], "");
  const std::vector<Entry> entries =
      read_entries("1234\n3412\n2143\n4321\n" + std::string(kSource1Rows));
  ASSERT_EQ(entries.size(), 2U);
  EXPECT_EQ(entries[0].puzzle.side(), 4);
  EXPECT_EQ(entries[1].puzzle.side(), 9);
  EXPECT_EQ(entries[1].where.line, 5);
}

TEST(BlockFormat, AShortRowIsReportedAndTheGridAfterItStillRead) {
  std::string bad(kSource1Rows);
  bad.erase(bad.find("003600000") + 8, 1);  // row 2 loses a cell
  const std::vector<std::string> errors = errors_of(bad + std::string(kSource1Rows), "b.txt");
  EXPECT_EQ(errors, (std::vector<std::string>{
                        "b.txt:2:9: row 2 has 8 cells; a 9x9 grid needs 9 on each row", ""}));
}

TEST(BlockFormat, ABlankLineEndsAShortGridAndTheNextGridIsReadAsWritten) {
  const std::string four = "1 . . .\n. . 1 .\n. 1 . .\n. . . 1\n";
  EXPECT_EQ(errors_of("1 . . .\n. . 1 .\n\n" + four, "in"),
            (std::vector<std::string>{"in:2:8: the grid ends after 2 of its 4 rows", ""}));
  // Rules and comments between rows do not end a grid; only a line of nothing but blanks does.
  EXPECT_EQ(errors_of("1 . . .\n# note\n. . 1 .\n----+----\n. 1 . .\n . . . 1\n", "in"),
            (std::vector<std::string>{""}));
  // Grids may follow each other without a blank line, as before.
  EXPECT_EQ(errors_of(four + four, "in"), (std::vector<std::string>{"", ""}));
}

TEST(BlockFormat, ARowAfterAWholeGridIsOneErrorThatSaysSo) {
  const std::string four = "1 . . .\n. . 1 .\n. 1 . .\n. . . 1\n";
  EXPECT_EQ(errors_of(four + ". . . .\n. . . .\n\n" + four, "in"),
            (std::vector<std::string>{"",
                                      "in:5:1: the grid ends after 2 of its 4 rows; if these "
                                      "rows belong to the grid above, that grid has 2 rows "
                                      "too many",
                                      ""}));
}

TEST(BlockFormat, ALineHoldingOnlyTheSideIsOneErrorThatSaysWhatIsMeant) {
  const std::string four = "1 . . .\n. . 1 .\n. 1 . .\n. . . 1\n";
  const std::string error =
      "in:1:1: this line holds only a side, 4, but no line gives a block "
      "grid's side: its first row, of 4 cells, does (delete this line)";
  EXPECT_EQ(errors_of("4\n" + four, "in"), (std::vector<std::string>{error, ""}));
  EXPECT_EQ(errors_of("4\n" + four, "in", Format::Block), (std::vector<std::string>{error, ""}));
  EXPECT_EQ(errors_of("16\n", "in").front(),
            "in:1:1: this line holds only a side, 16, but no line gives a block grid's side: its "
            "first row, of 16 cells, does (delete this line)");
  // In line input a lone digit is a 1x1 puzzle; "1" is a good one.
  EXPECT_EQ(errors_of("1\n", "in"), (std::vector<std::string>{""}));
  EXPECT_EQ(errors_of("4\n", "in", Format::Line).front(),
            "in:1:1: '4' is not a symbol of a 1x1 grid: it stands for 4 in larger grids (use 1, "
            "and _ . or 0 for empty)");
}

TEST(BlockFormat, OverlongRowsAndBadFirstRowsAreOneErrorEach) {
  const std::string row = "1 . . .\n";
  const std::string long_row = std::string((1 << 20) + 10, '.') + "\n";
  EXPECT_EQ(errors_of(row + long_row + row + row, "in"),
            (std::vector<std::string>{"in:2:1048577: this line is longer than 1048576 bytes; no "
                                      "puzzle needs that many"}));
  EXPECT_EQ(errors_of(long_row + row, "in", Format::Block),
            (std::vector<std::string>{"in:1:1048577: this line is longer than 1048576 bytes; no "
                                      "puzzle needs that many",
                                      "in:2:8: the grid ends after 1 of its 4 rows"}));
  EXPECT_EQ(errors_of("1 ? 3\n", "in", Format::Block),
            (std::vector<std::string>{"in:1:3: '?' is not a Sudoku symbol (use 1-9, A-Z, @, a-z, "
                                      "& and *, and _ . or 0 for empty)"}));
}

TEST(SkuFormat, FollowsEveryRuleOfTheCourseFormat) {
  // Whole-line and trailing comments, blank lines anywhere, blanks between cells, and a last
  // line without a newline.
  const std::string text =
      "# a course file\n\n8 _ _ _ _ _ _ _ _   # row one\n_ _ 3 6 _ _ _ _ _\n\n"
      "_ 7 _ _ 9 _ 2 _ _\n_ 5 _ _ _ 7 _ _ _\n_ _ _ _ 4 5 7 _ _\n  _ _ _ 1 _ _ _ 3 _\n"
      "# a comment between rows\n_ _ 1 _ _ _ _ 6 8\n_ _ 8 5 _ _ _ 1 _\n_ 9 _ _ _ _ 4 _ _";
  const std::vector<Entry> entries = read_entries(text, "course.sku");
  ASSERT_EQ(entries.size(), 1U);
  ASSERT_FALSE(entries[0].error) << entries[0].error->text();
  EXPECT_EQ(entries[0].format, Format::Sku);
  EXPECT_EQ(to_line(entries[0].puzzle), kSource1);
  EXPECT_EQ(entries[0].where.line, 3);
}

TEST(SkuFormat, TheSizeComesFromTheFirstSignificantLine) {
  const Grid four = parse_grid("# 4x4\n1 _ _ _\n_ _ 1 _\n_ 1 _ _\n_ _ _ 1\n", Format::Sku);
  EXPECT_EQ(four.side(), 4);
  EXPECT_EQ(errors_of("_ _ _ _ _\n", "five.sku"),
            (std::vector<std::string>{"five.sku:1:1: the first row has 5 cells, but a grid's "
                                      "side must be 1, 4, 9, 16, 25, 36, 49 or 64"}));
}

TEST(SkuFormat, AHashInsideARowCutsItShort) {
  EXPECT_EQ(errors_of("1 _ _ _\n_ _ # 1 _\n_ 1 _ _\n_ _ _ 1\n", "cut.sku"),
            (std::vector<std::string>{"cut.sku:2:4: row 2 has 2 cells; a 4x4 grid needs 4 on "
                                      "each row (the '#' at column 5 starts a comment)"}));
}

TEST(SkuFormat, GridsFollowEachOtherAsTheWriterWritesThem) {
  const std::string two = to_sku(parse_grid(kSource1)) + "\n" + to_sku(parse_grid(kSource1));
  EXPECT_EQ(errors_of(two, "two.sku"), (std::vector<std::string>{"", ""}));
  EXPECT_EQ(errors_of("1 _ _ _\n_ _ 1 _\n_ 1 _ _\n_ _ _ 1\n_ _ _ _\n", "extra.sku"),
            (std::vector<std::string>{"",
                                      "extra.sku:5:1: the grid ends after 1 of its 4 rows; if "
                                      "this row belongs to the grid above, that grid has 1 row "
                                      "too many"}));
  EXPECT_EQ(errors_of("1 _ _ _\n_ _ 1 _\n_ 1 _ _\n", "short.sku"),
            (std::vector<std::string>{"short.sku:3:8: the grid ends after 3 of its 4 rows"}));
  EXPECT_EQ(errors_of("", "empty.sku"),
            (std::vector<std::string>{"empty.sku:1:1: no grid in this file: the input is empty"}));
}

TEST(Detection, ALineOfEightyOneCellsIsLineInputAndARowOfNineIsABlock) {
  EXPECT_EQ(read_entries(kSource1)[0].format, Format::Line);
  EXPECT_EQ(read_entries(kSource1Rows)[0].format, Format::Block);
}

TEST(Detection, SixteenCellsAreA4x4UnlessTheyLookLikeA16x16Row) {
  EXPECT_EQ(read_entries("1...........4...\n")[0].format, Format::Line);
  const std::string row16 = "123456789ABCDEFG\n";
  EXPECT_EQ(read_entries(row16)[0].format, Format::Block);  // symbols above 4
  EXPECT_EQ(read_entries("1 . . . . . . . . . . . . . . .\n")[0].format, Format::Block);
  EXPECT_EQ(read_entries("1 . . . | . . . .|. . . . | . . . .\n")[0].format, Format::Block);
}

TEST(Detection, FromForcesTheFormat) {
  // Sixteen digits 1-4 detect as a 4x4 on one line; forced to block they start a 16x16.
  const std::string text = "1234341221434321\n";
  EXPECT_EQ(read_entries(text)[0].puzzle.side(), 4);
  EXPECT_EQ(errors_of(text, "in", Format::Block),
            (std::vector<std::string>{"in:1:17: the grid ends after 1 of its 16 rows"}));
  EXPECT_EQ(errors_of("1234\n", "in", Format::Line).front(),
            "in:1:1: this line has 4 cells, but a puzzle on one line has 1, 16, 81, 256, 625, "
            "1296, 2401 or 4096");
}

TEST(ForeignInput, CrlfLineEndsByteOrderMarkAndTabsAreAccepted) {
  std::string crlf;
  for (const char c : kSource1Rows) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  EXPECT_EQ(to_line(parse_grid(crlf)), kSource1);
  EXPECT_EQ(to_line(parse_grid("\xEF\xBB\xBF" + std::string(kSource1))), kSource1);
  const std::vector<Entry> bom = read_entries(
      "\xEF\xBB\xBF"
      "x");
  EXPECT_EQ(bom[0].error->where.column, 1) << "columns count from after the byte-order mark";
  EXPECT_EQ(parse_grid("1\t.\t.\t.\n.\t.\t1\t.\n.\t1\t.\t.\n.\t.\t.\t1\n").at(1, 2), 1);
}

TEST(Errors, NameTheCellThatIsNotASymbol) {
  std::string text(kSource1);
  text[40] = 'x';
  EXPECT_EQ(errors_of(text, "p.txt"),
            (std::vector<std::string>{"p.txt:1:41: 'x' is not a symbol of a 9x9 grid: it stands "
                                      "for 60 in larger grids (use 1-9, and _ . or 0 for empty)"}));
  text[40] = '?';
  EXPECT_EQ(errors_of(text, "p.txt").front(),
            "p.txt:1:41: '?' is not a symbol of a 9x9 grid (use 1-9, and _ . or 0 for empty)");
}

TEST(Errors, AnInputWithOnlyCommentsHasNoPuzzle) {
  EXPECT_EQ(errors_of("# nothing\n\n", "c.txt"),
            (std::vector<std::string>{
                "c.txt:1:1: no puzzle here: it holds only comments and blank lines"}));
}

TEST(Errors, ALineLongerThanAnyPuzzleIsOneErrorInBoundedMemory) {
  const std::string text = std::string(2 << 20, '.') + "\n" + std::string(kSource1) + "\n";
  EXPECT_EQ(errors_of(text, "long.txt"),
            (std::vector<std::string>{"long.txt:1:1048577: this line is longer than 1048576 "
                                      "bytes; no puzzle needs that many",
                                      ""}));
}

TEST(Streaming, ReadsManyPuzzlesOneAtATime) {
  std::stringstream in;
  for (int i = 0; i < 20000; ++i) in << kSource1 << '\n';
  PuzzleReader reader(in, "many.txt");
  EXPECT_EQ(reader.format(), Format::Auto);
  int count = 0;
  while (std::optional<Entry> entry = reader.next()) {
    ASSERT_FALSE(entry->error);
    ++count;
  }
  EXPECT_EQ(count, 20000);
  EXPECT_EQ(reader.format(), Format::Line);
  EXPECT_FALSE(reader.next());
  PuzzleReader moved = std::move(reader);  // a reader can be handed on, at its place
  EXPECT_FALSE(moved.next());
  EXPECT_EQ(moved.format(), Format::Line);
}

TEST(Formats, NamesReadBack) {
  for (const Format format : {Format::Auto, Format::Line, Format::Block, Format::Sku}) {
    EXPECT_EQ(parse_format(format_name(format)), format);
  }
  EXPECT_FALSE(parse_format("xml"));
  EXPECT_THROW(parse_grid(""), std::invalid_argument);
  EXPECT_THROW(parse_grid(std::string(kSource1) + "\n" + std::string(kSource1)),
               std::invalid_argument);
}

}  // namespace
}  // namespace sudoku
