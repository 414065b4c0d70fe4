#pragma once
/// @file
/// @brief The techniques beyond the source's eight, one file each in src/, and their list in the
/// order stage 4's schedule tries them. Each works on stage 4's general board through its journal,
/// on every grid size, and ends its pass at its first strike: the strike may open cheaper steps,
/// which the schedule then takes first.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "stage4/board.hpp"
#include "stage4/techniques.hpp"

namespace sudoku::advanced {

using stage4::Board;
using stage4::ExtraTechnique;
using stage4::Journal;

/// @brief True when cells `a` and `b` share a unit (a cell does not see itself).
/// @param geometry the grid's units
/// @param a a cell
/// @param b another cell
/// @return whether a value in one rules it out of the other
bool sees(const Geometry& geometry, int a, int b);

/// @brief The places of a value in a unit.
/// @param board the board
/// @param unit the unit
/// @param value the value
/// @return the cells of `unit` that hold `value` as a candidate, in the unit's order
std::vector<int> places(const Board& board, int unit, int value);

/// @brief The strong links of a value: the units where it has exactly two places.
/// @param board the board
/// @param value the value
/// @return each such unit's two places, unit after unit
std::vector<std::array<int, 2>> strong_links(const Board& board, int value);

/// @brief X-wing: two rows whose places for a value, two in each, lie in two columns between
/// them; the value is then in those columns on those rows only, and leaves the rest of the
/// columns. The same with rows and columns swapped (a fish of size 2).
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress x_wing(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Swordfish: the same with three rows, two or three places in each, in three columns.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress swordfish(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Jellyfish: the same with four rows, two to four places in each, in four columns.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress jellyfish(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Skyscraper: two rows where a value has two places each, one end of each in the same
/// column; one of the two other ends holds the value, which leaves every cell that sees both.
/// The same with columns and rows swapped.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress skyscraper(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Two-string kite: a row and a column where a value has two places each, one end of each
/// in the same box (two cells); one of the two other ends holds the value, which leaves every cell
/// that sees both.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress two_string_kite(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Empty rectangle: a box whose places for a value lie on one row and one column of it
/// (on both), and a strong link of the value in a column outside the box with one end on that row;
/// one of the link's ends holds the value, and either way the cell where the other end's row meets
/// the box's column (outside the box) cannot. The same with rows and columns swapped.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress empty_rectangles(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief XY-wing: a pivot cell of two candidates x and y, and two peers of it (the pincers) of
/// candidates x and z, and y and z. Whichever value the pivot takes, one pincer is z, so z leaves
/// every cell that sees both pincers.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress xy_wing(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief XYZ-wing: the same with a pivot of three candidates x, y and z: one of the three cells is
/// z, so z leaves every cell that sees all three.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress xyz_wing(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief WXYZ-wing: a pivot and three pincers that see it, holding four values between them, each
/// restricted but one, z: the cells that hold a restricted value all see each other, so at most
/// one of them holds it. Were none of the four z, they would hold three values between them; so
/// one is z, which leaves every cell that sees all the wing's cells that hold it.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress wxyz_wing(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief VWXYZ-wing: the same with four pincers and five values.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress vwxyz_wing(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief W-wing: two cells that do not see each other hold the same two values, x and y, and a
/// strong link of y has one end seeing each of them. If the first is not x it is y, the end that
/// sees it is not, the other end is, and the second cell is x: one of the two is x, which leaves
/// every cell that sees both.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress w_wing(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Unique rectangles of type 1: four cells at the corners of a rectangle over two rows, two
/// columns and two boxes, three holding the same two values only and the fourth those two and
/// more. Were the fourth one of the two, the two could be swapped in the corners: a puzzle with
/// one solution (and only then: the technique assumes it) rules that out, so the fourth loses both.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress unique_rectangles_1(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Unique rectangles of type 2: two corners side by side hold the two values only, the
/// other two the same third value as well; one of those two holds it (in a puzzle with one
/// solution), and it leaves every cell that sees both.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress unique_rectangles_2(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Naked quads: four cells of a unit whose candidates hold four values between them keep
/// those values; the unit's other cells lose them (stage 4's naked subsets, with four).
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress naked_quads(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Hidden quads: four values whose places in a unit are the same four cells take those
/// cells, which lose every other candidate (stage 4's hidden subsets, with four).
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress hidden_quads(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief BUG+1: every empty cell holds two candidates but one, which holds three, and without
/// one of its three every value left in every unit would have two places exactly, a grid with no
/// solution or several (a bivalue universal grave). In a puzzle with one solution (and only then:
/// the technique assumes it), the cell holds that value.
/// @param board the board
/// @param journal where the placement is reported
/// @param technique the technique, for the journal
/// @return Changed when it places the value, NoChange, OutOfNodes or Contradiction
Progress bug_plus_one(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Sue de Coq: two or three cells where a box and a line cross, holding at least two values
/// more than cells, and cells of the line outside the box and of the box outside the line (one or
/// two each, the companions), whose values differ from one another's: together they hold as many
/// values as cells, so each value is in them once. A value of the line's companions leaves the rest
/// of the line, one of the box's the rest of the box, and one of the crossing alone both. Grids
/// above 16x16 are left alone.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress sue_de_coq(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Simple colouring: the strong links of one value join cells in clusters, coloured in two
/// colours that differ at the ends of each link; one colour of a cluster holds the value in all
/// its cells. A colour with two cells that see each other loses the value (a wrap), and a cell that
/// sees both colours loses it (a trap). The step's chain is the two colours, one node each.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike, NoChange, or Contradiction
Progress simple_colouring(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief X-chains: a chain of one value whose strong links are units where it has two places,
/// and whose weak links join cells that see each other; one of its two ends holds the value,
/// which leaves every cell that sees both (see sudoku::Step::chain for the links).
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike (by the shortest chain), NoChange, or Contradiction
Progress x_chains(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief XY-chains: a chain of cells of two candidates each, each cell's two values a strong
/// link, and one value joining it to the next cell, which sees it; when both ends hold one value,
/// one of them is it, and it leaves every cell that sees both ends.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike (by the shortest chain), NoChange, or Contradiction
Progress xy_chains(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief The three kinds of chain, by the links they may use (see the passes below).
enum class ChainKind {
  X,           ///< X-chains: units where a value has two places, cells that see each other
  XY,          ///< XY-chains: cells of two candidates
  Alternating  ///< alternating inference chains: both, with groups
};

/// @brief No bound on a chain's nodes but the search's own (two per value of the grid).
inline constexpr std::size_t kAnyLength = SIZE_MAX;

/// @brief The chains of one kind, of at most `most_nodes` nodes: the passes below with a bound,
/// for a rating that values a chain by its length (appendix E).
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @param kind which links the chains may use
/// @param most_nodes the most nodes a chain may have
/// @return Changed at the first strike (by the shortest chain), NoChange, or Contradiction
Progress chains_within(Board& board, Journal& journal, const ExtraTechnique& technique,
                       ChainKind kind, std::size_t most_nodes);

/// @brief Alternating inference chains: the links of both chains above, two candidates of one
/// cell as a weak link, and nodes of a value in several cells of one box and one line (a group).
/// One of the ends is true: a candidate that neither allows (of the same value where it sees both,
/// or, when the ends differ, one end's value in the other's cell) is struck. The three chains
/// leave grids above 16x16 alone.
/// @param board the board
/// @param journal where the strike is reported
/// @param technique the technique, for the journal
/// @return Changed at the first strike (by the shortest chain), NoChange, or Contradiction
Progress alternating_chains(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief Forcing chains, the last step before a guess: a choice of two (a cell's two candidates,
/// or a value's two places in a unit), each side followed by singles alone on a copy of the
/// board. A side that ends in a contradiction is false, so its cell loses its value; else a value
/// that both sides place in one cell goes there, or a value that both sides take from cells
/// leaves them. The sides may place at most a fixed number of values per pass, and grids above
/// 25x25 are left alone (a pass there costs more than the guesses it saves).
/// @param board the board
/// @param journal where the conclusion is reported
/// @param technique the technique, for the journal
/// @return Changed at the first conclusion, NoChange, OutOfNodes or Contradiction
Progress forcing_chains(Board& board, Journal& journal, const ExtraTechnique& technique);

/// @brief How a step of a technique names its pattern in a log's line: the narration writes the
/// line by it (explain), and the proof test reads the line back and checks the step by it. The
/// techniques of one shape share the wording and the rule; a new shape needs both.
enum class Shape {
  Fish,            ///< a value in base lines and cover lines: X-wing, swordfish, jellyfish
  Turbot,          ///< a value at two far ends connected by two near ends: skyscraper, kite
  EmptyRectangle,  ///< a value in a box, with a strong link
  Wing,            ///< a pivot and two pincers: XY-wing, XYZ-wing
  LargeWing,       ///< a pivot and three or four pincers: WXYZ-wing, VWXYZ-wing
  WWing,           ///< two cells of two values connected by a strong link of one of them
  Rectangle,       ///< a unique rectangle's two values and four corners
  Subset,          ///< cells of a unit and the values they keep: naked and hidden quads
  Bug,             ///< the placement of a BUG+1
  SueDeCoq,        ///< the crossing of a box and a line, and a set of companions in each
  Colouring,       ///< a value's two colours
  Chain,           ///< a chain's nodes and links: X-chain, XY-chain, AIC
  Forcing          ///< what a forcing chain starts from
};

/// @brief The family of a technique, which gives the least level a step of it makes a puzzle on
/// appendix E's scale.
enum class Family {
  Pattern,  ///< fish, turbots, the empty rectangle, wings, unique rectangles, quads, the BUG, and
            ///< Sue de Coq
  Chain,    ///< colouring and chains
  Forcing   ///< forcing chains
};

/// @brief All the workbook says of a technique beyond the source's eight, in one place: the
/// schedule takes its `technique`, the narration and the proof test its `spoken` name and `shape`,
/// the SE rating its value and `family`.
struct Descriptor {
  ExtraTechnique technique;  ///< its name, counters and pass, as stage 4's schedule takes them
  std::string_view spoken;   ///< its name as a line of a log writes it: "X-wing", "2-string kite"
  Shape shape;               ///< how its line names its pattern
  int size;                  ///< a fish's base lines, a wing's values, a subset's cells; else 0
  int se_tenths;             ///< its value on Sudoku Explainer's scale, in tenths: 32 for 3.2
  Family family;             ///< its family, for the rating's levels
  /// What a sentence puts before its name: "a", "an", or nothing ("use simple colouring").
  std::string_view article = "a";
  /// A 9x9 puzzle, as a line, whose solve with stage 4's eight techniques and this one alone takes
  /// a step of this one: the proof test replays that log, so each technique's words are read
  /// back and its step checked, whatever the techniques before it in the schedule find.
  std::string_view example = {};
};

/// @brief The techniques, cheapest first, as stage 4's schedule takes them
/// (stage4::Techniques::with_extras), in the order of their Sudoku Explainer ratings (X-wing 3.2,
/// swordfish 3.8, XY-wing 4.2, XYZ-wing 4.4, unique rectangles 4.5 and up, naked quad 5.0,
/// jellyfish 5.2, hidden quad 5.4, BUG+1 5.6, chains 6.5 and up; Sukaku Explainer's WXYZ-wing 5.5
/// and up, VWXYZ-wing after it). SE has no name for the skyscraper, the kite, the empty rectangle,
/// the W-wing and simple colouring, short chains that it rates as such: they go where HoDoKu ranks
/// them, the first three beside the X-wing, the W-wing beside the XY-wing, colouring before the
/// chains. A smaller fish is found before a larger one that holds it, a chain of one value or of
/// cells of two before one of any links, and forcing chains, which try values, come last. The
/// values are SE 1.2.1's where SE has the technique; the turbots take Sukaku Explainer's, the
/// W-wing and the XY-chain, which SE finds only as forcing chains, its forcing chain's 7.0, and Sue
/// de Coq, which SE lacks, the 6.2 of SE's aligned pair exclusion, its other rule on the values a
/// few cells of a box and a line can take together (appendix E).
inline constexpr auto kDescriptors = std::to_array<Descriptor>({
    {.technique = {"x-wing", "x-wing placements", "x-wing eliminations", x_wing},
     .spoken = "X-wing",
     .shape = Shape::Fish,
     .size = 2,
     .se_tenths = 32,
     .family = Family::Pattern,
     .article = "an",
     .example =
         ".6..8..2.2..37.596.3...28.7...8...6.....9.....7...5...8.65...3.925.36..4.4..2..5."},
    {.technique = {"skyscraper", "skyscraper placements", "skyscraper eliminations", skyscraper},
     .spoken = "skyscraper",
     .shape = Shape::Turbot,
     .size = 0,
     .se_tenths = 40,
     .family = Family::Pattern,
     .example =
         "4.5...9.7.3.9.6.5....2.5......1.4.....2...3....47.31....9.8.6..1.......857.....39"},
    {.technique = {"two-string-kite", "two-string-kite placements", "two-string-kite eliminations",
                   two_string_kite},
     .spoken = "2-string kite",
     .shape = Shape::Turbot,
     .size = 0,
     .se_tenths = 41,
     .family = Family::Pattern,
     .example =
         "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8..."},
    {.technique = {"empty-rectangle", "empty-rectangle placements", "empty-rectangle eliminations",
                   empty_rectangles},
     .spoken = "empty rectangle",
     .shape = Shape::EmptyRectangle,
     .size = 0,
     .se_tenths = 42,
     .family = Family::Pattern,
     .article = "an",
     .example =
         ".6..8..2.2..37.596.3...28.7...8...6.....9.....7...5...8.65...3.925.36..4.4..2..5."},
    {.technique = {"swordfish", "swordfish placements", "swordfish eliminations", swordfish},
     .spoken = "swordfish",
     .shape = Shape::Fish,
     .size = 3,
     .se_tenths = 38,
     .family = Family::Pattern,
     .example =
         ".6..8..2.2..37.596.3...28.7...8...6.....9.....7...5...8.65...3.925.36..4.4..2..5."},
    {.technique = {"xy-wing", "xy-wing placements", "xy-wing eliminations", xy_wing},
     .spoken = "XY-wing",
     .shape = Shape::Wing,
     .size = 2,
     .se_tenths = 42,
     .family = Family::Pattern,
     .article = "an",
     .example =
         "92.....53.17...49...................5.4...6.1...476.....19.38...7..8..6.3..2.7..9"},
    {.technique = {"xyz-wing", "xyz-wing placements", "xyz-wing eliminations", xyz_wing},
     .spoken = "XYZ-wing",
     .shape = Shape::Wing,
     .size = 3,
     .se_tenths = 44,
     .family = Family::Pattern,
     .article = "an",
     .example =
         "25.....699.7.8.4.11.......3...3.8.....24.51...8.....9.5.......4.3..5..2....1.7..."},
    {.technique = {"w-wing", "w-wing placements", "w-wing eliminations", w_wing},
     .spoken = "W-wing",
     .shape = Shape::WWing,
     .size = 0,
     .se_tenths = 70,
     .family = Family::Pattern,
     .example =
         "..9.6..5.1.79.3......5.4.91.95...37.8.......9.74...51.74.8.2......3.71.6.3..9.8.."},
    {.technique = {"unique-rectangle-1", "unique-rectangle-1 placements",
                   "unique-rectangle-1 eliminations", unique_rectangles_1, true},
     .spoken = "unique rectangle type 1",
     .shape = Shape::Rectangle,
     .size = 0,
     .se_tenths = 45,
     .family = Family::Pattern,
     .example =
         "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"},
    {.technique = {"unique-rectangle-2", "unique-rectangle-2 placements",
                   "unique-rectangle-2 eliminations", unique_rectangles_2, true},
     .spoken = "unique rectangle type 2",
     .shape = Shape::Rectangle,
     .size = 0,
     .se_tenths = 46,
     .family = Family::Pattern,
     .example =
         ".7...9....23..7...8.......16...2.19.4...9...5.91.8...67.......3...2..87....1...6."},
    {.technique = {"naked-quad", "naked-quad placements", "naked-quad eliminations", naked_quads},
     .spoken = "naked quad",
     .shape = Shape::Subset,
     .size = 4,
     .se_tenths = 50,
     .family = Family::Pattern,
     .example =
         ".9..4..3..5..8..7.4.......6..2...8..58.....67..7...2...2.1.9.4.1..5.4..2....7...."},
    {.technique = {"jellyfish", "jellyfish placements", "jellyfish eliminations", jellyfish},
     .spoken = "jellyfish",
     .shape = Shape::Fish,
     .size = 4,
     .se_tenths = 52,
     .family = Family::Pattern,
     .example =
         ".6.1....5..4.6....1.92.7..6.738..6....56.23....1..478.9..4.51.7....9.5..5....6.9."},
    {.technique = {"hidden-quad", "hidden-quad placements", "hidden-quad eliminations",
                   hidden_quads},
     .spoken = "hidden quad",
     .shape = Shape::Subset,
     .size = 4,
     .se_tenths = 54,
     .family = Family::Pattern,
     .example =
         ".9..4..3..5..8..7.4.......6..2...8..58.....67..7...2...2.1.9.4.1..5.4..2....7...."},
    {.technique = {"bug-plus-1", "bug-plus-1 placements", "bug-plus-1 eliminations", bug_plus_one,
                   true},
     .spoken = "BUG+1",
     .shape = Shape::Bug,
     .size = 0,
     .se_tenths = 56,
     .family = Family::Pattern,
     .example =
         "..6...5..5..923..88.......2.5.....4...42.68...3.8.4.1..6..8..2.....4....14..7..83"},
    {.technique = {"wxyz-wing", "wxyz-wing placements", "wxyz-wing eliminations", wxyz_wing},
     .spoken = "WXYZ-wing",
     .shape = Shape::LargeWing,
     .size = 4,
     .se_tenths = 55,
     .family = Family::Pattern,
     .example =
         ".6..8..2.2..37.596.3...28.7...8...6.....9.....7...5...8.65...3.925.36..4.4..2..5."},
    {.technique = {"vwxyz-wing", "vwxyz-wing placements", "vwxyz-wing eliminations", vwxyz_wing},
     .spoken = "VWXYZ-wing",
     .shape = Shape::LargeWing,
     .size = 5,
     .se_tenths = 60,
     .family = Family::Pattern,
     .example =
         "..4.3.5.....4.2....5.1.9.7..3.598.4.5..346..8...........18.59............96...42."},
    {.technique = {"sue-de-coq", "sue-de-coq placements", "sue-de-coq eliminations", sue_de_coq},
     .spoken = "Sue de Coq",
     .shape = Shape::SueDeCoq,
     .size = 0,
     .se_tenths = 62,
     .family = Family::Pattern,
     .example =
         "..4.3.5.....4.2....5.1.9.7..3.598.4.5..346..8...........18.59............96...42."},
    {.technique = {"simple-colouring", "simple-colouring placements",
                   "simple-colouring eliminations", simple_colouring},
     .spoken = "simple colouring",
     .shape = Shape::Colouring,
     .size = 0,
     .se_tenths = 66,
     .family = Family::Chain,
     .article = "",
     .example =
         ".6..8..2.2..37.596.3...28.7...8...6.....9.....7...5...8.65...3.925.36..4.4..2..5."},
    {.technique = {"x-chain", "x-chain placements", "x-chain eliminations", x_chains},
     .spoken = "X-chain",
     .shape = Shape::Chain,
     .size = 0,
     .se_tenths = 65,
     .family = Family::Chain,
     .article = "an",
     .example =
         ".6..8..2.2..37.596.3...28.7...8...6.....9.....7...5...8.65...3.925.36..4.4..2..5."},
    {.technique = {"xy-chain", "xy-chain placements", "xy-chain eliminations", xy_chains},
     .spoken = "XY-chain",
     .shape = Shape::Chain,
     .size = 0,
     .se_tenths = 70,
     .family = Family::Chain,
     .article = "an",
     .example =
         "1.....569492.561.8.561.924...964.8.1.64.1....218.356.4.4.5...169.5.614.2621.....5"},
    {.technique = {"aic", "aic placements", "aic eliminations", alternating_chains},
     .spoken = "AIC",
     .shape = Shape::Chain,
     .size = 0,
     .se_tenths = 75,
     .family = Family::Chain,
     .article = "an",
     .example =
         ".6..8..2.2..37.596.3...28.7...8...6.....9.....7...5...8.65...3.925.36..4.4..2..5."},
    {.technique = {"forcing-chain", "forcing-chain placements", "forcing-chain eliminations",
                   forcing_chains},
     .spoken = "forcing chain",
     .shape = Shape::Forcing,
     .size = 0,
     .se_tenths = 80,
     .family = Family::Forcing,
     .example =
         "..4.3.5.....4.2....5.1.9.7..3.598.4.5..346..8...........18.59............96...42."},
});

/// @brief The techniques of `descriptors`, in their order, as the schedule takes them.
template <std::size_t N>
constexpr std::array<ExtraTechnique, N> techniques_of(
    const std::array<Descriptor, N>& descriptors) {
  std::array<ExtraTechnique, N> techniques{};
  for (std::size_t i = 0; i < N; ++i) techniques[i] = descriptors[i].technique;
  return techniques;
}

/// @brief The techniques of kDescriptors, as stage 4's program and tests take them.
inline constexpr std::array<ExtraTechnique, kDescriptors.size()> kTechniques =
    techniques_of(kDescriptors);

/// @brief The descriptor of the technique `name` ("x-wing") among `descriptors`, or null.
/// @param descriptors where to look
/// @param name the technique's name, as --techniques takes it
/// @return its descriptor, or nullptr when none has that name
const Descriptor* find_descriptor(std::span<const Descriptor> descriptors, std::string_view name);

}  // namespace sudoku::advanced
