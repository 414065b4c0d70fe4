// Naked and hidden quads: stage 4's subsets with four members. Four cells of a unit holding four
// values between them keep those values from the unit's other cells; four values whose places in
// a unit are four cells keep those cells for themselves.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "advanced/techniques.hpp"
#include "stage4/subset_search.hpp"

namespace sudoku::advanced {

namespace {

// The quads of one kind in one unit: the items (cells, or values) of two to four candidates (or
// places), as masks, and the first quad that strikes anything, struck.
Progress quads_in(Board& board, Journal& journal, const ExtraTechnique& technique, int unit,
                  bool naked) {
  const Geometry& geometry = board.geometry();
  const std::span<const int> cells = geometry.cells(unit);
  std::vector<int> items;
  std::vector<std::uint64_t> masks;
  if (naked) {  // the cells, each as the mask of its candidates
    for (const int cell : cells) {
      const int count = board.candidates(cell).count();
      if (count < 2 || count > 4) continue;
      items.push_back(cell);
      masks.push_back(board.candidates(cell).bits());
    }
  } else {  // the values, each as the mask of its places (bit i: the unit's i-th cell)
    for (int value = 1; value <= board.side(); ++value) {
      std::uint64_t places = 0;
      for (std::size_t i = 0; i < cells.size(); ++i) {
        if (board.candidates(cells[i]).contains(value)) places |= std::uint64_t{1} << i;
      }
      const int count = std::popcount(places);
      if (count < 2 || count > 4) continue;
      items.push_back(value);
      masks.push_back(places);
    }
  }
  Progress found = Progress::NoChange;
  std::vector<int> quad, rest, touched;
  auto apply = [&](const stage4::Subset& subset, std::uint64_t covered) {
    if (std::popcount(covered) < 4) return false;  // a contradiction, which the search finds
    quad.clear();
    rest.clear();
    ValueSet values, struck;
    if (naked) {
      values = ValueSet::from_bits(covered);
      for (const int cell : cells) {
        const bool in_quad =
            std::ranges::any_of(subset, [&](std::size_t i) { return items[i] == cell; });
        (in_quad ? quad : rest).push_back(cell);
      }
      struck = values;
    } else {
      for (const std::size_t i : subset) values.add(items[i]);
      for (std::size_t i = 0; i < cells.size(); ++i) {
        if ((covered >> i) & 1U) quad.push_back(cells[i]);
      }
      rest = quad;
      struck = ValueSet::all(board.side()) - values;
    }
    found = stage4::strike(board, journal, technique,
                           {.unit = unit, .cells = quad, .values = values}, rest, struck, touched);
    return found != Progress::NoChange;
  };
  stage4::each_subset(std::span<const std::uint64_t>(masks), 4, apply);
  return found;
}

// Every unit, until a quad strikes something.
Progress quads(Board& board, Journal& journal, const ExtraTechnique& technique, bool naked) {
  for (int unit = 0; unit < board.geometry().unit_count(); ++unit) {
    const Progress found = quads_in(board, journal, technique, unit, naked);
    if (found != Progress::NoChange) return found;
  }
  return Progress::NoChange;
}

}  // namespace

Progress naked_quads(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return quads(board, journal, technique, true);
}

Progress hidden_quads(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return quads(board, journal, technique, false);
}

}  // namespace sudoku::advanced
