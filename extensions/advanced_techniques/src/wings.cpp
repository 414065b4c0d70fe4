// XY-wing and XYZ-wing: a pivot cell and two pincers that see it, whose candidates make one value,
// z, true in one of the pincers (or in the pivot too, for the XYZ-wing); z leaves every cell that
// sees them all. W-wing: two cells of the same two values joined by a strong link of one of them;
// the other value is in one of the two.

#include <algorithm>
#include <array>
#include <vector>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

// The wing whose pivot holds `pivot_count` candidates (2: XY-wing, 3: XYZ-wing), pincers two.
Progress wing(Board& board, Journal& journal, const ExtraTechnique& technique, int pivot_count) {
  const Geometry& geometry = board.geometry();
  std::vector<int> rest, touched;
  for (int pivot = 0; pivot < geometry.cell_count(); ++pivot) {
    const ValueSet held = board.candidates(pivot);
    if (held.count() != pivot_count) continue;
    // The pincers: peers of two candidates, one of them the pivot's, the other z.
    std::vector<int> pincers;
    for (const int peer : geometry.peers(pivot)) {
      const ValueSet theirs = board.candidates(peer);
      if (theirs.count() == 2 && (theirs & held).count() == (pivot_count == 2 ? 1 : 2)) {
        pincers.push_back(peer);
      }
    }
    for (std::size_t i = 0; i < pincers.size(); ++i) {
      for (std::size_t j = i + 1; j < pincers.size(); ++j) {
        const ValueSet a = board.candidates(pincers[i]), b = board.candidates(pincers[j]);
        const ValueSet z = a & b;
        // XY: the pincers share z, which the pivot lacks, and hold the pivot's two between them.
        // XYZ: they share z, which the pivot holds too, and hold its three between them.
        if (z.count() != 1 || (a | b) != (pivot_count == 2 ? held | z : held)) continue;
        if (pivot_count == 2 && held.contains(z.lowest())) continue;
        rest.clear();
        for (int cell = 0; cell < geometry.cell_count(); ++cell) {
          if (cell == pivot || cell == pincers[i] || cell == pincers[j]) continue;
          if (!board.candidates(cell).contains(z.lowest())) continue;
          const bool all = sees(geometry, cell, pincers[i]) && sees(geometry, cell, pincers[j]) &&
                           (pivot_count == 2 || sees(geometry, cell, pivot));
          if (all) rest.push_back(cell);
        }
        if (rest.empty()) continue;
        const std::vector<int> pattern{pivot, pincers[i], pincers[j]};
        return stage4::strike(board, journal, technique,
                              {.unit = -1, .cells = pattern, .values = a | b | held}, rest, z,
                              touched);
      }
    }
  }
  return Progress::NoChange;
}

}  // namespace

Progress w_wing(Board& board, Journal& journal, const ExtraTechnique& technique) {
  const Geometry& geometry = board.geometry();
  std::vector<int> pairs;  // the cells of two candidates
  for (int cell = 0; cell < geometry.cell_count(); ++cell) {
    if (board.candidates(cell).count() == 2) pairs.push_back(cell);
  }
  if (pairs.size() < 2) return Progress::NoChange;  // before the links, which cost a pass
  std::vector<std::vector<std::array<int, 2>>> links(static_cast<std::size_t>(board.side()) + 1);
  for (int value = 1; value <= board.side(); ++value) {
    links[static_cast<std::size_t>(value)] = strong_links(board, value);
  }
  std::vector<int> rest, touched;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    for (std::size_t j = i + 1; j < pairs.size(); ++j) {
      const int p = pairs[i], q = pairs[j];
      const ValueSet held = board.candidates(p);
      if (board.candidates(q) != held || sees(geometry, p, q)) continue;
      for (const int link : held) {  // the value of the strong link; the other one is struck
        const ValueSet struck = held - ValueSet::only(link);
        for (auto [near_p, near_q] : links[static_cast<std::size_t>(link)]) {
          if (!sees(geometry, near_p, p) || !sees(geometry, near_q, q)) std::swap(near_p, near_q);
          if (!sees(geometry, near_p, p) || !sees(geometry, near_q, q)) continue;
          rest.clear();
          for (const int cell : geometry.peers(p)) {
            if (cell != q && sees(geometry, cell, q) &&
                !(board.candidates(cell) & struck).empty()) {
              rest.push_back(cell);
            }
          }
          if (rest.empty()) continue;
          std::ranges::sort(rest);
          const std::vector<int> pattern{p, q, near_p, near_q};
          return stage4::strike(board, journal, technique,
                                {.unit = -1, .cells = pattern, .values = held}, rest, struck,
                                touched);
        }
      }
    }
  }
  return Progress::NoChange;
}

Progress xy_wing(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return wing(board, journal, technique, 2);
}

Progress xyz_wing(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return wing(board, journal, technique, 3);
}

}  // namespace sudoku::advanced
