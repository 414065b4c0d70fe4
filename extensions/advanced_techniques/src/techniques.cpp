// The techniques beyond subsets, cheapest first: the list stage 4's schedule takes.

#include <algorithm>
#include <array>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

Progress x_wing(Board& board, Journal& journal, const ExtraTechnique& self) {
  return fish(board, journal, self, 2);
}

Progress swordfish(Board& board, Journal& journal, const ExtraTechnique& self) {
  return fish(board, journal, self, 3);
}

Progress jellyfish(Board& board, Journal& journal, const ExtraTechnique& self) {
  return fish(board, journal, self, 4);
}

// Cheapest first, in the order of their Sudoku Explainer ratings (X-wing 3.2, swordfish 3.8,
// XY-wing 4.2, XYZ-wing 4.4, unique rectangles 4.5 and up, naked quad 5.0, jellyfish 5.2, hidden
// quad 5.4, BUG+1 5.6, chains 6.5 and up; Sukaku Explainer's WXYZ-wing 5.5 and up, VWXYZ-wing
// after it). SE has no name for the skyscraper, the kite, the empty
// rectangle, the W-wing and simple colouring, short chains that it rates as such: they go where
// HoDoKu ranks them, the first three beside the X-wing, the W-wing beside the XY-wing, colouring
// before the chains. A smaller fish is found before a larger one that holds it, a chain of one
// value or of cells of two before one of any links, and forcing chains, which try values, come
// last.
constexpr std::array<ExtraTechnique, 21> kTechniques{{
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

}  // namespace

bool sees(const Geometry& geometry, int a, int b) {
  const auto &mine = geometry.units_of(a), &theirs = geometry.units_of(b);
  return a != b && (mine[0] == theirs[0] || mine[1] == theirs[1] || mine[2] == theirs[2]);
}

std::vector<int> places(const Board& board, int unit, int value) {
  std::vector<int> found;
  for (const int cell : board.geometry().cells(unit)) {
    if (board.candidates(cell).contains(value)) found.push_back(cell);
  }
  return found;
}

std::vector<std::array<int, 2>> strong_links(const Board& board, int value) {
  std::vector<std::array<int, 2>> links;
  for (int unit = 0; unit < board.geometry().unit_count(); ++unit) {
    const std::vector<int> found = places(board, unit, value);
    if (found.size() == 2) links.push_back({found[0], found[1]});
  }
  return links;
}

std::span<const ExtraTechnique> techniques() {
  return kTechniques;
}

}  // namespace sudoku::advanced
