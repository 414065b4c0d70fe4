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

/// @brief The techniques, cheapest first, as stage 4's schedule takes them
/// (stage4::Techniques::with_extras), in the order of their Sudoku Explainer ratings (X-wing 3.2,
/// swordfish 3.8, XY-wing 4.2, XYZ-wing 4.4, unique rectangles 4.5 and up, naked quad 5.0,
/// jellyfish 5.2, hidden quad 5.4, BUG+1 5.6, chains 6.5 and up; Sukaku Explainer's WXYZ-wing 5.5
/// and up, VWXYZ-wing after it). SE has no name for the skyscraper, the kite, the empty rectangle,
/// the W-wing and simple colouring, short chains that it rates as such: they go where HoDoKu ranks
/// them, the first three beside the X-wing, the W-wing beside the XY-wing, colouring before the
/// chains. A smaller fish is found before a larger one that holds it, a chain of one value or of
/// cells of two before one of any links, and forcing chains, which try values, come last.
inline constexpr std::array<ExtraTechnique, 21> kTechniques{{
    {"x-wing", "x-wing placements", "x-wing eliminations", x_wing},
    {"skyscraper", "skyscraper placements", "skyscraper eliminations", skyscraper},
    {"two-string-kite", "two-string-kite placements", "two-string-kite eliminations",
     two_string_kite},
    {"empty-rectangle", "empty-rectangle placements", "empty-rectangle eliminations",
     empty_rectangles},
    {"swordfish", "swordfish placements", "swordfish eliminations", swordfish},
    {"xy-wing", "xy-wing placements", "xy-wing eliminations", xy_wing},
    {"xyz-wing", "xyz-wing placements", "xyz-wing eliminations", xyz_wing},
    {"w-wing", "w-wing placements", "w-wing eliminations", w_wing},
    {"unique-rectangle-1", "unique-rectangle-1 placements", "unique-rectangle-1 eliminations",
     unique_rectangles_1, true},
    {"unique-rectangle-2", "unique-rectangle-2 placements", "unique-rectangle-2 eliminations",
     unique_rectangles_2, true},
    {"naked-quad", "naked-quad placements", "naked-quad eliminations", naked_quads},
    {"jellyfish", "jellyfish placements", "jellyfish eliminations", jellyfish},
    {"hidden-quad", "hidden-quad placements", "hidden-quad eliminations", hidden_quads},
    {"bug-plus-1", "bug-plus-1 placements", "bug-plus-1 eliminations", bug_plus_one, true},
    {"wxyz-wing", "wxyz-wing placements", "wxyz-wing eliminations", wxyz_wing},
    {"vwxyz-wing", "vwxyz-wing placements", "vwxyz-wing eliminations", vwxyz_wing},
    {"simple-colouring", "simple-colouring placements", "simple-colouring eliminations",
     simple_colouring},
    {"x-chain", "x-chain placements", "x-chain eliminations", x_chains},
    {"xy-chain", "xy-chain placements", "xy-chain eliminations", xy_chains},
    {"aic", "aic placements", "aic eliminations", alternating_chains},
    {"forcing-chain", "forcing-chain placements", "forcing-chain eliminations", forcing_chains},
}};

}  // namespace sudoku::advanced
