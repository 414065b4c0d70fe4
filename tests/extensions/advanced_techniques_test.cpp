// The techniques beyond subsets, each on crafted positions where it applies (exactly the expected
// eliminations, nothing else) and where it must not, on several grid sizes.

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "advanced/techniques.hpp"
#include "catalog.hpp"
#include "sudoku/reader.hpp"
#include "technique_pass.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using stage4::Board;
using stage4::Journal;

// `c` in lower case, if it is an ASCII letter.
char lower_case(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// The extra technique named `name`.
const stage4::ExtraTechnique& technique(std::string_view name) {
  const auto& all = advanced::kTechniques;
  const auto found = std::ranges::find(all, name, &stage4::ExtraTechnique::name);
  EXPECT_NE(found, all.end()) << name;
  return *found;
}

// The techniques a --techniques list of `names` switches on, the extension's included.
stage4::Techniques named(const std::vector<std::string>& names) {
  const std::optional<stage4::Techniques> techniques =
      stage4::techniques_named(names, advanced::kTechniques);
  EXPECT_TRUE(techniques.has_value());
  return techniques.value_or(stage4::Techniques::none());
}

// One pass of the technique named `name`.
Pass run_named(Board& board, std::string_view name) {
  const stage4::ExtraTechnique& extra = technique(name);
  return run(board, [&](Board& b, Journal& j) { return extra.pass(b, j, extra); });
}

// The cell of row `row` and column `col` (from 1) on a grid of `side`.
int at(int row, int col, int side = 9) {
  return (row - 1) * side + col - 1;
}

// A board of an empty grid of `box` whose rows `rows` hold `value` only in the columns `cols`
// each gives (row i: cols[i]); with `by_column`, rows and columns swapped.
Board fish_of(int box, int value, const std::vector<int>& rows,
              const std::vector<std::vector<int>>& cols, bool by_column = false) {
  Board board{Grid(box)};
  const int side = box * box;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    for (int col = 1; col <= side; ++col) {
      if (std::ranges::count(cols[i], col) != 0) continue;
      board.eliminate(by_column ? at(col, rows[i], side) : at(rows[i], col, side),
                      ValueSet::only(value));
    }
  }
  return board;
}

// The cells of columns `cols` outside rows `rows` (or the other way round), in reading order.
std::vector<int> cover_rest(int side, const std::vector<int>& rows, const std::vector<int>& cols,
                            bool by_column = false) {
  std::vector<int> cells;
  for (int cell = 0; cell < side * side; ++cell) {
    const int row = cell / side + 1, col = cell % side + 1;
    const int base = by_column ? col : row, cover = by_column ? row : col;
    if (std::ranges::count(rows, base) == 0 && std::ranges::count(cols, cover) != 0) {
      cells.push_back(cell);
    }
  }
  return cells;
}

TEST(Fish, XWingClearsItsTwoColumns) {
  // Rows 1 and 5 hold 4 only in columns 3 and 7: the 4s of those columns are on those rows.
  Board board = fish_of(3, 4, {1, 5}, {{3, 7}, {3, 7}});
  const Pass pass = run_named(board, "x-wing");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            0,
                                            cover_rest(9, {1, 5}, {3, 7}),
                                            ValueSet::only(4),
                                            {at(1, 3), at(1, 7), at(5, 3), at(5, 7)},
                                            ValueSet::only(4)}}));
  // Columns as base lines: columns 2 and 8 hold 6 only in rows 4 and 9.
  Board turned = fish_of(3, 6, {2, 8}, {{4, 9}, {4, 9}}, true);
  const Pass by_column = run_named(turned, "x-wing");
  EXPECT_EQ(by_column.progress, Progress::Changed);
  ASSERT_EQ(by_column.steps.size(), 1U);
  EXPECT_EQ(by_column.steps[0].cells, cover_rest(9, {2, 8}, {4, 9}, true));
  EXPECT_EQ(by_column.steps[0].unit, 9 + 1);  // column 2
  // Columns 3 and 7 against 3 and 8: no fish.
  Board apart = fish_of(3, 4, {1, 5}, {{3, 7}, {3, 8}});
  EXPECT_EQ(run_named(apart, "x-wing").progress, Progress::NoChange);
  Board empty(Grid(3));
  EXPECT_EQ(run_named(empty, "x-wing").progress, Progress::NoChange);
}

TEST(Fish, SwordfishAndJellyfishClearTheirColumns) {
  // Rows 1, 5 and 9 hold 4 in columns {1, 4}, {4, 7} and {1, 7}: no two rows make an X-wing.
  Board sword = fish_of(3, 4, {1, 5, 9}, {{1, 4}, {4, 7}, {1, 7}});
  Board sword_copy = sword;
  EXPECT_EQ(run_named(sword_copy, "x-wing").progress, Progress::NoChange);
  const Pass pass = run_named(sword, "swordfish");
  EXPECT_EQ(pass.progress, Progress::Changed);
  ASSERT_EQ(pass.steps.size(), 1U);
  EXPECT_EQ(pass.steps[0].cells, cover_rest(9, {1, 5, 9}, {1, 4, 7}));
  EXPECT_EQ(pass.steps[0].pattern,
            (std::vector<int>{at(1, 1), at(1, 4), at(5, 4), at(5, 7), at(9, 1), at(9, 7)}));
  // Four rows in four columns, each row in two of them.
  Board jelly = fish_of(3, 2, {2, 3, 6, 8}, {{1, 2}, {2, 5}, {5, 9}, {9, 1}});
  Board jelly_copy = jelly;
  EXPECT_EQ(run_named(jelly_copy, "swordfish").progress, Progress::NoChange);
  const Pass jellyfish = run_named(jelly, "jellyfish");
  EXPECT_EQ(jellyfish.progress, Progress::Changed);
  ASSERT_EQ(jellyfish.steps.size(), 1U);
  EXPECT_EQ(jellyfish.steps[0].cells, cover_rest(9, {2, 3, 6, 8}, {1, 2, 5, 9}));
}

TEST(Fish, WorksOnEveryGridSize) {
  // 16x16 and 64x64, the last column included (the 64th bit of a line's places).
  for (const int box : {2, 4, 8}) {
    const int side = box * box;
    SCOPED_TRACE(side);
    Board board = fish_of(box, side, {1, side}, {{1, side}, {1, side}});
    const Pass pass = run_named(board, "x-wing");
    EXPECT_EQ(pass.progress, Progress::Changed);
    ASSERT_EQ(pass.steps.size(), 1U);
    EXPECT_EQ(pass.steps[0].cells, cover_rest(side, {1, side}, {1, side}));
  }
}

// A board of an empty 9x9 grid where each cell of `marks` keeps only its values.
Board marked(std::initializer_list<std::pair<int, ValueSet>> marks) {
  Board board{Grid(3)};
  for (const auto& [cell, values] : marks) board.eliminate(cell, ValueSet::all(9) - values);
  return board;
}

TEST(Turbots, SkyscraperStrikesWhatSeesBothTops) {
  // 5 has two places in row 1 (r1c1, r1c5) and in row 5 (r5c1, r5c4), r1c1 and r5c1 in one
  // column: r1c5 or r5c4 holds 5, and the cells that see both lose it: r2c4 and r3c4 (box 2,
  // column 4), r4c5 and r6c5 (column 5, box 5).
  Board board = fish_of(3, 5, {1, 5}, {{1, 5}, {1, 4}});
  const Pass pass = run_named(board, "skyscraper");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(2, 4), at(3, 4), at(4, 5), at(6, 5)},
                                            ValueSet::only(5),
                                            {at(1, 5), at(1, 1), at(5, 1), at(5, 4)},
                                            ValueSet::only(5)}}));
  // The other ends in one column too make an X-wing, not a skyscraper.
  Board wing = fish_of(3, 5, {1, 6}, {{1, 5}, {1, 5}});
  EXPECT_EQ(run_named(wing, "skyscraper").progress, Progress::NoChange);
}

TEST(Turbots, TwoStringKiteStrikesWhereItsStringsMeet) {
  // 7 has two places in row 1 (r1c2, r1c7) and in column 1 (r2c1, r8c1), r1c2 and r2c1 in box 1:
  // r1c7 or r8c1 holds 7, and r8c7, which sees both, loses it.
  Board board{Grid(3)};
  for (int col = 1; col <= 9; ++col) {
    if (col != 2 && col != 7) board.eliminate(at(1, col), ValueSet::only(7));
  }
  for (int row = 2; row <= 9; ++row) {
    if (row != 2 && row != 8) board.eliminate(at(row, 1), ValueSet::only(7));
  }
  const Pass pass = run_named(board, "two-string-kite");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(8, 7)},
                                            ValueSet::only(7),
                                            {at(1, 7), at(1, 2), at(2, 1), at(8, 1)},
                                            ValueSet::only(7)}}));
}

TEST(Wings, XYWingStrikesWhatSeesBothPincers) {
  // Pivot r1c1 holds 1 or 2, pincers r1c5 (1 or 3) and r4c1 (2 or 3): one pincer is 3, and r4c5,
  // which sees both, loses its 3.
  Board board = marked({{at(1, 1), of({1, 2})}, {at(1, 5), of({1, 3})}, {at(4, 1), of({2, 3})}});
  const Pass pass = run_named(board, "xy-wing");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(4, 5)},
                                            ValueSet::only(3),
                                            {at(1, 1), at(1, 5), at(4, 1)},
                                            of({1, 2, 3})}}));
  // The same cells with the pivot holding 3 as well: no XY-wing, and an XYZ-wing would need a
  // cell seeing all three, which none does.
  Board three = marked({{at(1, 1), of({1, 2, 3})}, {at(1, 5), of({1, 3})}, {at(4, 1), of({2, 3})}});
  EXPECT_EQ(run_named(three, "xy-wing").progress, Progress::NoChange);
  EXPECT_EQ(run_named(three, "xyz-wing").progress, Progress::NoChange);
}

TEST(Wings, XYZWingStrikesWhatSeesAllThree) {
  // Pivot r1c1 holds 1, 2 or 3, pincers r1c5 (1 or 3) and r2c2 (2 or 3): one of the three is 3,
  // and r1c2 and r1c3, which see all three, lose their 3.
  Board board = marked({{at(1, 1), of({1, 2, 3})}, {at(1, 5), of({1, 3})}, {at(2, 2), of({2, 3})}});
  Board copy = board;
  const Pass pass = run_named(board, "xyz-wing");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(1, 2), at(1, 3)},
                                            ValueSet::only(3),
                                            {at(1, 1), at(1, 5), at(2, 2)},
                                            of({1, 2, 3})}}));
  EXPECT_EQ(run_named(copy, "xy-wing").progress, Progress::NoChange);
}

TEST(Wings, WXYZWingStrikesWhatSeesEveryHolderOfItsFreeValue) {
  // Pivot r1c1 holds 1, 2 or 3, pincers r1c3 (3 or 4), r1c5 (1 or 4) and r2c2 (2 or 4): four
  // values in four cells. 1, 2 and 3 are each held by two cells that see each other, so each is
  // in one cell at most, and the four cells need a 4: r1c2, which sees its three holders, loses
  // its 4.
  Board board = marked({{at(1, 1), of({1, 2, 3})},
                        {at(1, 3), of({3, 4})},
                        {at(1, 5), of({1, 4})},
                        {at(2, 2), of({2, 4})}});
  const Pass pass = run_named(board, "wxyz-wing");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(1, 2)},
                                            ValueSet::only(4),
                                            {at(1, 1), at(1, 3), at(1, 5), at(2, 2)},
                                            of({1, 2, 3, 4})}}));
  // With r2c2 holding 1 and 4, two values are held by cells that do not all see each other
  // (r1c5 and r2c2 hold both): no wing.
  Board two_free = marked({{at(1, 1), of({1, 2, 3})},
                           {at(1, 3), of({3, 4})},
                           {at(1, 5), of({1, 4})},
                           {at(2, 2), of({1, 4})}});
  EXPECT_EQ(run_named(two_free, "wxyz-wing").progress, Progress::NoChange);
}

TEST(Wings, VWXYZWingStrikesWhatSeesEveryHolderOfItsFreeValue) {
  // The same with a fifth value: pivot r1c1 holds 1 to 4, pincers r1c3 (3 or 5), r1c5 (1 or 5),
  // r2c2 (2 or 5) and r3c1 (4 or 5): one of them is 5, and r1c2 loses it. No four of the cells
  // make a WXYZ-wing.
  Board board = marked({{at(1, 1), of({1, 2, 3, 4})},
                        {at(1, 3), of({3, 5})},
                        {at(1, 5), of({1, 5})},
                        {at(2, 2), of({2, 5})},
                        {at(3, 1), of({4, 5})}});
  Board copy = board;
  const Pass pass = run_named(board, "vwxyz-wing");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(1, 2)},
                                            ValueSet::only(5),
                                            {at(1, 1), at(1, 3), at(1, 5), at(2, 2), at(3, 1)},
                                            of({1, 2, 3, 4, 5})}}));
  EXPECT_EQ(run_named(copy, "wxyz-wing").progress, Progress::NoChange);
}

TEST(UniqueRectangles, TypeOneKeepsTheFourthCornerFromThePair) {
  // r1c1, r1c2 and r4c1 hold 1 and 2 only, r4c2 holds 3 as well: were r4c2 1 or 2, the pair could
  // be swapped in the four corners, so r4c2 loses both.
  Board board = marked({{at(1, 1), of({1, 2})},
                        {at(1, 2), of({1, 2})},
                        {at(4, 1), of({1, 2})},
                        {at(4, 2), of({1, 2, 3})}});
  const std::vector<int> corners{at(1, 1), at(1, 2), at(4, 1), at(4, 2)};
  const Pass pass = run_named(board, "unique-rectangle-1");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps,
            (std::vector<Seen>{
                {StepKind::Elimination, -1, 0, -1, {at(4, 2)}, of({1, 2}), corners, of({1, 2})}}));
  // In four boxes the corners could not be swapped alone: no rectangle.
  Board apart = marked({{at(1, 1), of({1, 2})},
                        {at(1, 5), of({1, 2})},
                        {at(5, 1), of({1, 2})},
                        {at(5, 5), of({1, 2, 3})}});
  EXPECT_EQ(run_named(apart, "unique-rectangle-1").progress, Progress::NoChange);
}

TEST(UniqueRectangles, TypeTwoStrikesTheRoofsExtraWhereItSeesBoth) {
  // r1c1 and r1c2 hold 1 and 2 only, r4c1 and r4c2 hold 3 as well: one of them is 3, which leaves
  // the rest of row 4 and of box 4.
  Board board = marked({{at(1, 1), of({1, 2})},
                        {at(1, 2), of({1, 2})},
                        {at(4, 1), of({1, 2, 3})},
                        {at(4, 2), of({1, 2, 3})}});
  std::vector<int> rest;
  for (int col = 3; col <= 9; ++col) rest.push_back(at(4, col));
  for (int row = 5; row <= 6; ++row) {
    for (int col = 1; col <= 3; ++col) rest.push_back(at(row, col));
  }
  const Pass pass = run_named(board, "unique-rectangle-2");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            rest,
                                            ValueSet::only(3),
                                            {at(1, 1), at(1, 2), at(4, 1), at(4, 2)},
                                            of({1, 2})}}));
}

TEST(UniqueRectangles, AreTriedOnlyForAPuzzleKnownToHaveOneSolution) {
  // The schedule leaves them out until the techniques know the puzzle has one solution.
  Board board = marked({{at(1, 1), of({1, 2})},
                        {at(1, 2), of({1, 2})},
                        {at(4, 1), of({1, 2})},
                        {at(4, 2), of({1, 2, 3})}});
  const stage4::Techniques only = named({"unique-rectangle-1"});
  Board unknown = board;
  EXPECT_EQ(run(unknown, [&](Board& b, Journal& j) { return stage4::deduce(b, only, j); }).progress,
            Progress::NoChange);
  const Pass known =
      run(board, [&](Board& b, Journal& j) { return stage4::deduce(b, only.knowing_unique(), j); });
  EXPECT_EQ(known.steps.size(), 1U);
}

TEST(Quads, NakedQuadKeepsItsValuesFromTheRestOfTheUnit) {
  // r1c1 to r1c4 hold 1 and 2, 2 and 3, 3 and 4, 1 and 4: the rest of row 1 loses 1 to 4.
  Board board = marked({{at(1, 1), of({1, 2})},
                        {at(1, 2), of({2, 3})},
                        {at(1, 3), of({3, 4})},
                        {at(1, 4), of({1, 4})}});
  const std::vector<int> quad{at(1, 1), at(1, 2), at(1, 3), at(1, 4)};
  const Pass pass = run_named(board, "naked-quad");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            0,
                                            {at(1, 5), at(1, 6), at(1, 7), at(1, 8), at(1, 9)},
                                            of({1, 2, 3, 4}),
                                            quad,
                                            of({1, 2, 3, 4})}}));
  Board three = marked({{at(1, 1), of({1, 2})}, {at(1, 2), of({2, 3})}});
  EXPECT_EQ(run_named(three, "naked-quad").progress, Progress::NoChange);
}

TEST(Quads, HiddenQuadKeepsItsCellsForItsValues) {
  // In row 1, 1 to 4 are left in r1c1 to r1c4 only: those cells lose 5 to 9.
  Board board{Grid(3)};
  for (int col = 5; col <= 9; ++col) board.eliminate(at(1, col), of({1, 2, 3, 4}));
  const std::vector<int> quad{at(1, 1), at(1, 2), at(1, 3), at(1, 4)};
  const Pass pass = run_named(board, "hidden-quad");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination, -1, 0, 0, quad,
                                            of({5, 6, 7, 8, 9}), quad, of({1, 2, 3, 4})}}));
}

// A board of an empty grid of `box` where each cell of `marks` keeps only its values.
Board marked_on(int box, std::initializer_list<std::pair<int, ValueSet>> marks) {
  Board board{Grid(box)};
  for (const auto& [cell, values] : marks) board.eliminate(cell, ValueSet::all(box * box) - values);
  return board;
}

// The cells of row `row` of a grid of `side` but those of `but`.
std::vector<int> row_but(int side, int row, const std::vector<int>& but) {
  std::vector<int> cells;
  for (int col = 1; col <= side; ++col) {
    if (std::ranges::count(but, at(row, col, side)) == 0) cells.push_back(at(row, col, side));
  }
  return cells;
}

TEST(SueDeCoq, StrikesTheLinesValuesFromTheLineThenTheBoxsFromTheBox) {
  // Where row 1 and box 1 cross, r1c1 and r1c2 hold 1 to 4 between them; r1c5 in the row holds 1
  // and 2, r2c1 in the box 3 and 4. Four cells, four values: each value is in them once. 1 and 2
  // are in the row's cells of the four, so the rest of row 1 loses them; 3 and 4 are in the box's,
  // so the rest of box 1 loses them, at the next pass (a pass ends at its first strike).
  Board board = marked_on(3, {{at(1, 1), of({1, 2, 3, 4})},
                              {at(1, 2), of({1, 2, 3, 4})},
                              {at(1, 5), of({1, 2})},
                              {at(2, 1), of({3, 4})}});
  const std::vector<int> pattern{at(1, 1), at(1, 2), at(1, 5), at(2, 1)};
  const Pass in_row = run_named(board, "sue-de-coq");
  EXPECT_EQ(in_row.progress, Progress::Changed);
  EXPECT_EQ(in_row.steps,
            (std::vector<Seen>{{StepKind::Elimination, -1, 0, 0, row_but(9, 1, pattern), of({1, 2}),
                                pattern, of({1, 2, 3, 4})}}));
  const Pass in_box = run_named(board, "sue-de-coq");
  EXPECT_EQ(in_box.progress, Progress::Changed);
  EXPECT_EQ(in_box.steps,
            (std::vector<Seen>{{StepKind::Elimination,
                                -1,
                                0,
                                0,
                                {at(1, 3), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)},
                                of({3, 4}),
                                pattern,
                                of({1, 2, 3, 4})}}));
  EXPECT_EQ(run_named(board, "sue-de-coq").progress, Progress::NoChange);
}

TEST(SueDeCoq, AValueOfTheCrossingAloneLeavesTheLineAndTheBox) {
  // Three cells of column 1 in box 1 hold 1 to 5; r5c1 holds 1 and 2, r1c2 3 and 4: 5 is in
  // neither companion, so it is in the crossing, and leaves both column 1 and box 1.
  Board board = marked_on(3, {{at(1, 1), of({1, 2, 3, 4, 5})},
                              {at(2, 1), of({1, 2, 3, 4, 5})},
                              {at(3, 1), of({1, 2, 3, 4, 5})},
                              {at(5, 1), of({1, 2})},
                              {at(1, 2), of({3, 4})}});
  const Pass in_column = run_named(board, "sue-de-coq");
  ASSERT_EQ(in_column.steps.size(), 1U);
  EXPECT_EQ(in_column.steps[0].unit, 9);  // column 1
  EXPECT_EQ(in_column.steps[0].values, of({1, 2, 5}));
  EXPECT_EQ(in_column.steps[0].cells,
            (std::vector<int>{at(4, 1), at(6, 1), at(7, 1), at(8, 1), at(9, 1)}));
  const Pass in_box = run_named(board, "sue-de-coq");
  ASSERT_EQ(in_box.steps.size(), 1U);
  EXPECT_EQ(in_box.steps[0].values, of({3, 4, 5}));
  EXPECT_EQ(in_box.steps[0].cells,
            (std::vector<int>{at(1, 3), at(2, 2), at(2, 3), at(3, 2), at(3, 3)}));
}

TEST(SueDeCoq, CompanionsThatShareAValueProveNothing) {
  // As the first test, but r2c1 holds 2 and 3: r1c5 and r2c1 see neither each other nor a common
  // unit, so 2 may be in both, and four values need not fill the four cells.
  Board board = marked_on(3, {{at(1, 1), of({1, 2, 3, 4})},
                              {at(1, 2), of({1, 2, 3, 4})},
                              {at(1, 5), of({1, 2})},
                              {at(2, 1), of({2, 3})}});
  EXPECT_EQ(run_named(board, "sue-de-coq").progress, Progress::NoChange);
  // A crossing of two values more than cells is needed: three values in two cells is a subset's
  // business (an almost locked set), not this technique's.
  Board subset = marked_on(3, {{at(1, 1), of({1, 2, 3})},
                               {at(1, 2), of({1, 2, 3})},
                               {at(1, 5), of({1, 2})},
                               {at(2, 1), of({3, 4})}});
  EXPECT_EQ(run_named(subset, "sue-de-coq").progress, Progress::NoChange);
}

TEST(SueDeCoq, WorksOn4x4And16x16AndLeavesLargerGridsAlone) {
  for (const int box : {2, 4, 5}) {
    const int side = box * box;
    SCOPED_TRACE(side);
    // Row 1 and box 1 cross at r1c1 and r1c2, which hold 1 to 4; r1c(box+1) holds 1 and 2,
    // r2c1 3 and 4.
    Board board = marked_on(box, {{at(1, 1, side), of({1, 2, 3, 4})},
                                  {at(1, 2, side), of({1, 2, 3, 4})},
                                  {at(1, box + 1, side), of({1, 2})},
                                  {at(2, 1, side), of({3, 4})}});
    const Pass pass = run_named(board, "sue-de-coq");
    if (side > 16) {
      EXPECT_EQ(pass.progress, Progress::NoChange);
      continue;
    }
    ASSERT_EQ(pass.steps.size(), 1U);
    const std::vector<int> pattern{at(1, 1, side), at(1, 2, side), at(1, box + 1, side),
                                   at(2, 1, side)};
    EXPECT_EQ(pass.steps[0].pattern, pattern);
    EXPECT_EQ(pass.steps[0].cells, row_but(side, 1, pattern));
  }
}

// A chain's nodes, all of one cell but those `sizes` gives (node i: sizes[i] cells, 1 by default),
// of the values `values` gives in order.
std::vector<ChainNode> nodes_of(std::initializer_list<int> values,
                                std::initializer_list<int> sizes = {}) {
  std::vector<ChainNode> nodes;
  for (const int value : values) nodes.push_back({.value = value, .size = 1});
  std::size_t i = 0;
  for (const int size : sizes) nodes[i++].size = size;
  return nodes;
}

// A board of an empty grid of `box` where `value` has two places in its top right box, a (row
// `box`, the next to last column) and b (row 1, the box's first column), and two in the row below
// that box, c (under b) and d (column 1): the X-chain a=b-c=d.
Board x_chain_of(int box, int value) {
  const int side = box * box;
  Board board{Grid(box)};
  const int a = at(box, side - 1, side), b = at(1, side - box + 1, side);
  const int c = at(box + 1, side - box + 1, side), d = at(box + 1, 1, side);
  const Geometry& geometry = Geometry::of(box);
  for (const int unit : {geometry.units_of(a)[2], geometry.units_of(c)[0]}) {
    for (const int cell : geometry.cells(unit)) {
      if (cell != a && cell != b && cell != c && cell != d) {
        board.eliminate(cell, ValueSet::only(value));
      }
    }
  }
  return board;
}

TEST(Chains, XChainStrikesWhatSeesBothEnds) {
  // Box 3 holds 9 in r3c8 and r1c7 only, row 4 in r4c7 and r4c1 only; r1c7 and r4c7 share a
  // column. r3c8 or r4c1 holds 9, and r3c1, which sees both, loses it.
  Board board = x_chain_of(3, 9);
  const Pass pass = run_named(board, "x-chain");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(3, 1)},
                                            ValueSet::only(9),
                                            {at(3, 8), at(1, 7), at(4, 7), at(4, 1)},
                                            ValueSet::only(9),
                                            nodes_of({9, 9, 9, 9})}}));
  Board empty(Grid(3));
  EXPECT_EQ(run_named(empty, "x-chain").progress, Progress::NoChange);
}

TEST(Chains, XChainWorksUpTo16x16AndLeavesLargerGridsAlone) {
  Board sixteen = x_chain_of(4, 16);
  const Pass pass = run_named(sixteen, "x-chain");
  EXPECT_EQ(pass.progress, Progress::Changed);
  ASSERT_EQ(pass.steps.size(), 1U);
  EXPECT_EQ(pass.steps[0].cells, (std::vector<int>{at(4, 1, 16)}));
  Board twenty_five = x_chain_of(5, 25);
  EXPECT_EQ(run_named(twenty_five, "x-chain").progress, Progress::NoChange);
}

TEST(Chains, XYChainStrikesTheEndsValueWhereItSeesBoth) {
  // r1c1 holds 1 or 2, r1c5 2 or 3, r5c5 3 or 4, r5c9 4 or 1: if r1c1 is not 1 it is 2, r1c5 3,
  // r5c5 4 and r5c9 1. r1c1 or r5c9 holds 1, and r1c9 and r5c1, which see both, lose it.
  Board board = marked({{at(1, 1), of({1, 2})},
                        {at(1, 5), of({2, 3})},
                        {at(5, 5), of({3, 4})},
                        {at(5, 9), of({1, 4})}});
  Board copy = board;
  const Pass pass = run_named(board, "xy-chain");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(1, 9), at(5, 1)},
                                            ValueSet::only(1),
                                            {at(1, 1), at(1, 1), at(1, 5), at(1, 5), at(5, 5),
                                             at(5, 5), at(5, 9), at(5, 9)},
                                            ValueSet::only(1),
                                            nodes_of({1, 2, 2, 3, 3, 4, 4, 1})}}));
  // No value has two places in a unit: no X-chain.
  EXPECT_EQ(run_named(copy, "x-chain").progress, Progress::NoChange);
}

TEST(Chains, ABoundOnTheNodesLeavesLongerChainsOut) {
  // The XY-chain of the test above has eight nodes: a bound of seven leaves it out.
  const Board board = marked({{at(1, 1), of({1, 2})},
                              {at(1, 5), of({2, 3})},
                              {at(5, 5), of({3, 4})},
                              {at(5, 9), of({1, 4})}});
  const auto within = [&board](std::size_t most_nodes) {
    Board copy = board;
    return run(copy, [most_nodes](Board& b, Journal& j) {
      return advanced::chains_within(b, j, technique("xy-chain"), advanced::ChainKind::XY,
                                     most_nodes);
    });
  };
  EXPECT_EQ(within(7).progress, Progress::NoChange);
  const Pass pass = within(8);
  EXPECT_EQ(pass.progress, Progress::Changed);
  ASSERT_EQ(pass.steps.size(), 1U);
  EXPECT_EQ(pass.steps[0].cells, (std::vector<int>{at(1, 9), at(5, 1)}));
}

TEST(Chains, AlternatingChainTakesAGroup) {
  // Column 5 holds 6 in r6c5 and r8c5 only, column 2 in r6c2 and in r7c2, r8c2 and r9c2 (a group
  // of box 7). r8c5 or the group holds 6, and r8c1 and r8c3, which see all four, lose it.
  Board board{Grid(3)};
  for (const int row : {1, 2, 3, 4, 5}) board.eliminate(at(row, 2), ValueSet::only(6));
  for (const int row : {1, 2, 3, 4, 5, 7, 9}) board.eliminate(at(row, 5), ValueSet::only(6));
  Board copy = board;
  const Pass pass = run_named(board, "aic");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps,
            (std::vector<Seen>{{StepKind::Elimination,
                                -1,
                                0,
                                -1,
                                {at(8, 1), at(8, 3)},
                                ValueSet::only(6),
                                {at(8, 5), at(6, 5), at(6, 2), at(7, 2), at(8, 2), at(9, 2)},
                                ValueSet::only(6),
                                nodes_of({6, 6, 6, 6}, {1, 1, 1, 3})}}));
  // Without groups, column 2 is no strong link: no X-chain.
  EXPECT_EQ(run_named(copy, "x-chain").progress, Progress::NoChange);
}

TEST(Chains, AlternatingChainWithEndsOfTwoValues) {
  // Column 1 holds 5 in r1c1 and r4c1 only, row 4 holds 9 in r4c1 and r4c7 only, r1c7 holds 4 or
  // 9. If r1c1 is not 5, r4c1 is, so not 9; r4c7 is 9, r1c7 not, so 4. Either r1c1 is 5 or r1c7
  // is 4, and r1c1, in r1c7's row, cannot be 4.
  Board board = marked({{at(1, 7), of({4, 9})}});
  for (int row = 2; row <= 9; ++row) {
    if (row != 4) board.eliminate(at(row, 1), ValueSet::only(5));
  }
  for (int col = 2; col <= 9; ++col) {
    if (col != 7) board.eliminate(at(4, col), ValueSet::only(9));
  }
  const Pass pass = run_named(board, "aic");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps,
            (std::vector<Seen>{{StepKind::Elimination,
                                -1,
                                0,
                                -1,
                                {at(1, 1)},
                                ValueSet::only(4),
                                {at(1, 1), at(4, 1), at(4, 1), at(4, 7), at(1, 7), at(1, 7)},
                                ValueSet::only(4),
                                nodes_of({5, 5, 9, 9, 9, 4})}}));
}

TEST(Wings, WWingStrikesWhatSeesBothCells) {
  // r1c1 and r5c5 hold 1 and 2 only and do not see each other; row 3 holds 2 in r3c2, which sees
  // r1c1, and r3c5, which sees r5c5, only. If r1c1 is not 1 it is 2, r3c2 is not, r3c5 is, and
  // r5c5 is 1: r1c5 and r5c1, which see both, lose their 1.
  Board board = marked({{at(1, 1), of({1, 2})}, {at(5, 5), of({1, 2})}});
  for (const int col : {1, 3, 4, 6, 7, 8, 9}) board.eliminate(at(3, col), ValueSet::only(2));
  Board copy = board;
  const Pass pass = run_named(board, "w-wing");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(1, 5), at(5, 1)},
                                            ValueSet::only(1),
                                            {at(1, 1), at(5, 5), at(3, 2), at(3, 5)},
                                            of({1, 2})}}));
  // With a third place for 2 in row 3, the link is gone.
  Board loose = marked({{at(1, 1), of({1, 2})}, {at(5, 5), of({1, 2})}});
  for (const int col : {1, 3, 4, 6, 7, 8}) loose.eliminate(at(3, col), ValueSet::only(2));
  EXPECT_EQ(run_named(loose, "w-wing").progress, Progress::NoChange);
  EXPECT_EQ(run_named(copy, "xy-wing").progress, Progress::NoChange);
}

TEST(Sizes, WWingAndEmptyRectangleWorkOn16x16) {
  // The W-wing: r1c1 and r6c6 hold 1 and 2 only; row 3 holds 2 in r3c2 (box 1, with r1c1) and
  // r3c6 (column 6, with r6c6) only. r1c6 and r6c1 see both cells and lose their 1.
  const auto on_16 = [](int row, int col) { return at(row, col, 16); };
  Board wing{Grid(4)};
  wing.eliminate(on_16(1, 1), ValueSet::all(16) - of({1, 2}));
  wing.eliminate(on_16(6, 6), ValueSet::all(16) - of({1, 2}));
  for (int col = 1; col <= 16; ++col) {
    if (col != 2 && col != 6) wing.eliminate(on_16(3, col), ValueSet::only(2));
  }
  const Pass w = run_named(wing, "w-wing");
  EXPECT_EQ(w.progress, Progress::Changed);
  ASSERT_EQ(w.steps.size(), 1U);
  EXPECT_EQ(w.steps[0].cells, (std::vector<int>{on_16(1, 6), on_16(6, 1)}));
  EXPECT_EQ(w.steps[0].values, ValueSet::only(1));
  // The empty rectangle: box 1 holds 9 on its row 2 and column 2 only; column 7 holds 9 in r2c7
  // and r7c7 only. r7c2, where row 7 meets the cross's column, loses it.
  Board box{Grid(4)};
  for (int row = 1; row <= 4; ++row) {
    for (int col = 1; col <= 4; ++col) {
      if (row != 2 && col != 2) box.eliminate(on_16(row, col), ValueSet::only(9));
    }
  }
  for (int row = 1; row <= 16; ++row) {
    if (row != 2 && row != 7) box.eliminate(on_16(row, 7), ValueSet::only(9));
  }
  const Pass rectangle = run_named(box, "empty-rectangle");
  EXPECT_EQ(rectangle.progress, Progress::Changed);
  ASSERT_EQ(rectangle.steps.size(), 1U);
  EXPECT_EQ(rectangle.steps[0].cells, (std::vector<int>{on_16(7, 2)}));
  EXPECT_EQ(rectangle.steps[0].pattern, (std::vector<int>{on_16(2, 7), on_16(7, 7)}));
}

TEST(EmptyRectangles, StrikeWhereTheLinksOtherEndMeetsTheCross) {
  // Box 1 holds 4 on row 2 and column 2 only (not in its corners); column 7 holds 4 in r2c7, on
  // that row, and r6c7 only. If r2c7 is 4, box 1's 4 is in column 2, and r6c2 cannot be 4; if
  // r6c7 is, r6c2 sees it. Either way r6c2 loses its 4.
  Board board{Grid(3)};
  strike(board, {at(1, 1), at(1, 3), at(3, 1), at(3, 3)}, ValueSet::only(4));
  for (const int row : {1, 3, 4, 5, 7, 8, 9}) board.eliminate(at(row, 7), ValueSet::only(4));
  const Pass pass = run_named(board, "empty-rectangle");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            18,  // box 1
                                            {at(6, 2)},
                                            ValueSet::only(4),
                                            {at(2, 7), at(6, 7)},
                                            ValueSet::only(4)}}));
  // With 4 left in a corner of the box too, its places make no cross.
  Board corner{Grid(3)};
  strike(corner, {at(1, 3), at(3, 1), at(3, 3)}, ValueSet::only(4));
  for (const int row : {1, 3, 4, 5, 7, 8, 9}) corner.eliminate(at(row, 7), ValueSet::only(4));
  EXPECT_EQ(run_named(corner, "empty-rectangle").progress, Progress::NoChange);
}

TEST(Colouring, ATrapStrikesWhatSeesBothColours) {
  // 5's strong links r1c1=r1c5 (row 1), r1c5=r4c5 (column 5), r4c5=r4c2 (row 4) colour r1c1 and
  // r4c5 one way, r1c5 and r4c2 the other. r2c2 and r3c2 see r1c1 (box 1) and r4c2 (column 2),
  // r5c1 and r6c1 see r1c1 (column 1) and r4c2 (box 4): they lose 5.
  Board board{Grid(3)};
  for (const int col : {2, 3, 4, 6, 7, 8, 9}) board.eliminate(at(1, col), ValueSet::only(5));
  for (const int row : {2, 3, 5, 6, 7, 8, 9}) board.eliminate(at(row, 5), ValueSet::only(5));
  for (const int col : {1, 3, 4, 6, 7, 8, 9}) board.eliminate(at(4, col), ValueSet::only(5));
  const Pass pass = run_named(board, "simple-colouring");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(2, 2), at(3, 2), at(5, 1), at(6, 1)},
                                            ValueSet::only(5),
                                            {at(1, 1), at(4, 5), at(1, 5), at(4, 2)},
                                            ValueSet::only(5),
                                            nodes_of({5, 5}, {2, 2})}}));
  Board empty(Grid(3));
  EXPECT_EQ(run_named(empty, "simple-colouring").progress, Progress::NoChange);
}

TEST(Colouring, AWrapStrikesAColourThatSeesItself) {
  // r1c1=r1c7 (row 1), r1c7=r4c7 (column 7), r4c7=r4c3 (row 4), r4c3=r2c3 (column 3): r1c1, r4c7
  // and r2c3 share a colour, and r1c1 and r2c3 see each other in box 1. That colour is false.
  Board board{Grid(3)};
  for (const int col : {2, 3, 4, 5, 6, 8, 9}) board.eliminate(at(1, col), ValueSet::only(5));
  for (const int row : {2, 3, 5, 6, 7, 8, 9}) board.eliminate(at(row, 7), ValueSet::only(5));
  for (const int col : {1, 2, 4, 5, 6, 8, 9}) board.eliminate(at(4, col), ValueSet::only(5));
  for (const int row : {3, 5, 6, 7, 8, 9}) board.eliminate(at(row, 3), ValueSet::only(5));
  const Pass pass = run_named(board, "simple-colouring");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(1, 1), at(2, 3), at(4, 7)},
                                            ValueSet::only(5),
                                            {at(1, 1), at(2, 3), at(4, 7), at(1, 7), at(4, 3)},
                                            ValueSet::only(5),
                                            nodes_of({5, 5}, {3, 2})}}));
}

TEST(Bug, APuzzleWithOneSolutionTakesTheValueThatAvoidsTheGrave) {
  // The cheaper techniques and a W-wing bring this puzzle to a grave plus one: every empty cell
  // holds two candidates but r3c3 (three), and without its 2 every value would have two places
  // in each unit. r3c3 is 2.
  Board board{parse_grid(
      "..9.6..5.1.79.3......5.4.91.95...37.8.......9.74...51.74.8.2......3.71.6.3..9.8..",
      Format::Line)};
  const stage4::Techniques before = named({"all", "w-wing"});
  run(board, [&](Board& b, Journal& j) { return stage4::deduce(b, before, j); });
  Board grave = board;
  const Pass pass = run_named(board, "bug-plus-1");
  EXPECT_EQ(pass.progress, Progress::Changed);
  ASSERT_EQ(pass.steps.size(), 1U);
  EXPECT_EQ(pass.steps[0].kind, StepKind::Placement);
  EXPECT_EQ(pass.steps[0].cell, at(3, 3));
  EXPECT_EQ(pass.steps[0].value, 2);
  EXPECT_EQ(board.value(at(3, 3)), 2);
  // Once placed, no cell holds three: nothing more to do.
  EXPECT_EQ(run_named(board, "bug-plus-1").progress, Progress::NoChange);
  Board empty(Grid(3));
  EXPECT_EQ(run_named(empty, "bug-plus-1").progress, Progress::NoChange);
  EXPECT_EQ(grave.candidates(at(3, 3)).count(), 3);
}

TEST(ForcingChains, ASideThatEndsInAContradictionIsStruck) {
  // r1c1 holds 1 or 2; with 1, r1c2 (only 1 left) would have no candidate.
  Board board = marked({{at(1, 1), of({1, 2})}, {at(1, 2), of({1})}});
  const Pass pass = run_named(board, "forcing-chain");
  EXPECT_EQ(pass.progress, Progress::Changed);
  EXPECT_EQ(pass.steps, (std::vector<Seen>{{StepKind::Elimination,
                                            -1,
                                            0,
                                            -1,
                                            {at(1, 1)},
                                            ValueSet::only(1),
                                            {at(1, 1)},
                                            ValueSet::only(1)}}));
}

TEST(ForcingChains, WhatBothSidesForceIsTrue) {
  // r1c1 holds 1 or 2, r1c2 1 or 3, r1c3 2 or 3. Either side places 1, 2 and 3 in those three
  // cells (in another order), so the rest of row 1 and of box 1 loses them; the first value
  // struck is 1.
  Board board = marked({{at(1, 1), of({1, 2})}, {at(1, 2), of({1, 3})}, {at(1, 3), of({2, 3})}});
  const Pass pass = run_named(board, "forcing-chain");
  EXPECT_EQ(pass.progress, Progress::Changed);
  std::vector<int> rest;
  for (int col = 4; col <= 9; ++col) rest.push_back(at(1, col));
  for (int row = 2; row <= 3; ++row) {
    for (int col = 1; col <= 3; ++col) rest.push_back(at(row, col));
  }
  EXPECT_EQ(
      pass.steps,
      (std::vector<Seen>{
          {StepKind::Elimination, -1, 0, -1, rest, ValueSet::only(1), {at(1, 1)}, of({1, 2})}}));
  // One cell of two values alone forces nothing: each side only strikes its own value.
  Board alone = marked({{at(5, 5), of({4, 6})}});
  EXPECT_EQ(run_named(alone, "forcing-chain").progress, Progress::NoChange);
}

// A technique is added with its section in appendix D, which names it as its log lines do.
TEST(Descriptors, EachTechniqueIsNamedInAppendixD) {
  std::string appendix = read_file(grids_dir() / ".." / "docs" / "appendix_d_techniques.md");
  std::ranges::transform(appendix, appendix.begin(), lower_case);
  for (const advanced::Descriptor& descriptor : advanced::kDescriptors) {
    std::string spoken(descriptor.spoken);
    std::ranges::transform(spoken, spoken.begin(), lower_case);
    EXPECT_NE(appendix.find(spoken), std::string::npos)
        << "docs/appendix_d_techniques.md never names " << descriptor.spoken;
  }
}

}  // namespace
}  // namespace sudoku::testing
