// XY-wing and XYZ-wing: a pivot cell and two pincers that see it, whose candidates make one value,
// z, true in one of the pincers (or in the pivot too, for the XYZ-wing); z leaves every cell that
// sees them all. WXYZ- and VWXYZ-wings: the same with three and four pincers. W-wing: two cells of
// the same two values joined by a strong link of one of them; the other value is in one of the two.

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

// Wings of `size` cells (4: WXYZ-wing, 5: VWXYZ-wing): a pivot and pincers that see it, holding
// `size` values between them, each restricted but one, z: the cells that hold a restricted value
// all see each other, so it is in one of them at most. Were none of the cells z, they would hold
// fewer values than cells; so one of them is z, which leaves every cell that sees all the wing's
// cells that hold it.
class LargeWing {
 public:
  LargeWing(Board& board, Journal& journal, const ExtraTechnique& technique, int size)
      : board_(board), journal_(journal), technique_(technique), size_(size) {}

  // The first wing that strikes, struck.
  Progress look() {
    const Geometry& geometry = board_.geometry();
    for (int pivot = 0; pivot < geometry.cell_count(); ++pivot) {
      if (!fits(pivot)) continue;
      pincers_.clear();
      for (const int peer : geometry.peers(pivot)) {
        if (fits(peer)) pincers_.push_back(peer);
      }
      wing_ = {pivot};
      if (grow(0, board_.candidates(pivot), ValueSet{})) return found_;
    }
    return Progress::NoChange;
  }

  // True for a cell of two to `size` candidates, which a wing may hold.
  bool fits(int cell) const {
    const int count = board_.candidates(cell).count();
    return count >= 2 && count <= size_;
  }

  // Adds pincers from the `from`th on to the wing, whose cells hold `held`, of which `free` are
  // held by two cells that do not see each other; true once one struck. A value once free stays
  // free as cells are added, so a wing with two free values is dropped at once.
  bool grow(std::size_t from, ValueSet held, ValueSet free) {
    if (static_cast<int>(wing_.size()) == size_) {
      return held.count() == size_ && free.count() == 1 && strike(held, free.lowest());
    }
    const Geometry& geometry = board_.geometry();
    for (std::size_t i = from; i < pincers_.size(); ++i) {
      const int pincer = pincers_[i];
      const ValueSet more = held | board_.candidates(pincer);
      if (more.count() > size_) continue;
      ValueSet freer = free;
      for (const int cell : wing_) {
        if (!sees(geometry, cell, pincer)) {
          freer = freer | (board_.candidates(cell) & board_.candidates(pincer));
        }
      }
      if (freer.count() > 1) continue;
      wing_.push_back(pincer);
      if (grow(i + 1, more, freer)) return true;
      wing_.pop_back();
    }
    return false;
  }

  // Strikes z, the wing's one free value (the wing holds `held`), where a cell sees all the
  // wing's cells that hold it; true when it struck. A cell that sees them all is a peer of the
  // first of them.
  bool strike(ValueSet held, int z) {
    const Geometry& geometry = board_.geometry();
    holders_.clear();
    for (const int cell : wing_) {
      if (board_.candidates(cell).contains(z)) holders_.push_back(cell);
    }
    rest_.clear();
    for (const int cell : geometry.peers(holders_.front())) {
      if (!board_.candidates(cell).contains(z) || std::ranges::find(wing_, cell) != wing_.end()) {
        continue;
      }
      if (std::ranges::all_of(holders_, [&](int h) { return sees(geometry, cell, h); })) {
        rest_.push_back(cell);
      }
    }
    if (rest_.empty()) return false;
    std::ranges::sort(rest_);
    std::vector<int> touched;
    found_ =
        stage4::strike(board_, journal_, technique_, {.unit = -1, .cells = wing_, .values = held},
                       rest_, ValueSet::only(z), touched);
    return true;
  }

  Board& board_;
  Journal& journal_;
  const ExtraTechnique& technique_;
  int size_;
  std::vector<int> pincers_;  // the pivot's peers a wing may hold
  std::vector<int> holders_;  // the wing's cells that hold z
  std::vector<int> rest_;     // the cells that lose z
  std::vector<int> wing_;     // the pivot, then the pincers chosen so far
  Progress found_ = Progress::NoChange;
};

}  // namespace

Progress wxyz_wing(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return LargeWing(board, journal, technique, 4).look();
}

Progress vwxyz_wing(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return LargeWing(board, journal, technique, 5).look();
}

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
