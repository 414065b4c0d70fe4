// Skyscraper and two-string kite: two strong links of one value (units where it has two places
// only) joined end to end by a weak link (two of their ends see each other). One of the two far
// ends holds the value, so every cell that sees both loses it.

#include <array>
#include <vector>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

// The two places of a value in a unit that has exactly two.
struct Link {
  UnitKind kind;
  std::array<int, 2> ends;
};

// The strong links of `value` in rows and columns: those two shapes are the skyscraper's and the
// kite's.
std::vector<Link> links_of(const Board& board, int value) {
  const Geometry& geometry = board.geometry();
  std::vector<Link> links;
  for (int unit = 0; unit < 2 * board.side(); ++unit) {
    const std::vector<int> found = places(board, unit, value);
    if (found.size() == 2) links.push_back({geometry.unit(unit).kind, {found[0], found[1]}});
  }
  return links;
}

// Looks for the chains far=near-near=far made of two links: both in rows (or both in columns),
// the near ends in one column (row), for the skyscraper; one in a row and one in a column, the
// near ends in one box, for the kite.
Progress turbot(Board& board, Journal& journal, const ExtraTechnique& technique, bool kite) {
  const Geometry& geometry = board.geometry();
  std::vector<int> rest, touched;
  for (int value = 1; value <= board.side(); ++value) {
    const std::vector<Link> links = links_of(board, value);
    for (std::size_t i = 0; i < links.size(); ++i) {
      for (std::size_t j = i + 1; j < links.size(); ++j) {
        const Link &first = links[i], &second = links[j];
        if ((first.kind == second.kind) == kite) continue;
        for (const int near_first : {0, 1}) {
          for (const int near_second : {0, 1}) {
            const int a = first.ends[static_cast<std::size_t>(1 - near_first)];
            const int b = first.ends[static_cast<std::size_t>(near_first)];
            const int c = second.ends[static_cast<std::size_t>(near_second)];
            const int d = second.ends[static_cast<std::size_t>(1 - near_second)];
            if (b == c || a == d || a == c || b == d) continue;
            // The weak link: the near ends share the crossing line (skyscraper) or a box (kite),
            // and the far ends are not in one unit of the links' kind (else it is an X-wing or
            // a locked candidate, found earlier).
            const auto [b_row, b_col, b_box] = geometry.units_of(b);
            const auto [c_row, c_col, c_box] = geometry.units_of(c);
            const bool joined =
                kite ? b_box == c_box
                     : (first.kind == UnitKind::Row ? b_col == c_col : b_row == c_row);
            if (!joined) continue;
            if (!kite && geometry.units_of(a)[first.kind == UnitKind::Row ? 1 : 0] ==
                             geometry.units_of(d)[first.kind == UnitKind::Row ? 1 : 0]) {
              continue;
            }
            rest.clear();
            for (int cell = 0; cell < geometry.cell_count(); ++cell) {
              if (cell == a || cell == b || cell == c || cell == d) continue;
              if (board.candidates(cell).contains(value) && sees(geometry, cell, a) &&
                  sees(geometry, cell, d)) {
                rest.push_back(cell);
              }
            }
            if (rest.empty()) continue;
            const std::vector<int> chain{a, b, c, d};
            return stage4::strike(board, journal, technique,
                                  {.unit = -1, .cells = chain, .values = ValueSet::only(value)},
                                  rest, ValueSet::only(value), touched);
          }
        }
      }
    }
  }
  return Progress::NoChange;
}

}  // namespace

Progress skyscraper(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return turbot(board, journal, technique, false);
}

Progress two_string_kite(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return turbot(board, journal, technique, true);
}

}  // namespace sudoku::advanced
