// Fish (X-wing, swordfish, jellyfish): `size` base lines whose places for a value lie in `size`
// crossing lines between them, which the value then leaves everywhere else.

#include <bit>
#include <cstdint>
#include <vector>

#include "advanced/techniques.hpp"
#include "stage4/subset_search.hpp"

namespace sudoku::advanced {

namespace {

// The cell where line `line` of `kind` crosses line `across` of the other kind.
int crossing(UnitKind kind, int line, int across, int side) {
  return kind == UnitKind::Row ? line * side + across : across * side + line;
}

// One search for fish of one value with base lines of one kind.
class FishSearch {
 public:
  FishSearch(Board& board, Journal& journal, const ExtraTechnique& technique, int size,
             UnitKind kind, int value)
      : board_(board),
        journal_(journal),
        technique_(technique),
        size_(size),
        kind_(kind),
        value_(value),
        side_(board.side()) {
    // Each line's places for the value, as a mask of the crossing lines; only lines with two to
    // `size` of them can be a fish's base.
    for (int line = 0; line < side_; ++line) {
      std::uint64_t places = 0;
      for (int across = 0; across < side_; ++across) {
        if (board.candidates(crossing(kind, line, across, side_)).contains(value)) {
          places |= std::uint64_t{1} << across;
        }
      }
      const int count = std::popcount(places);
      if (count >= 2 && count <= size) lines_.push_back({line, places});
    }
  }

  // Looks for a fish among the lines; strikes at the first one that strikes anything.
  Progress look() {
    std::vector<std::uint64_t> masks;
    for (const Line& line : lines_) masks.push_back(line.places);
    Progress found = Progress::NoChange;
    auto apply = [&](const stage4::Subset& subset, std::uint64_t covered) {
      if (std::popcount(covered) < size_) return false;  // a contradiction, found elsewhere
      chosen_.clear();
      for (const std::size_t i : subset) chosen_.push_back(lines_[i]);
      found = strike(covered);
      return found != Progress::NoChange;
    };
    stage4::each_subset(std::span<const std::uint64_t>(masks), size_, apply);
    return found;
  }

 private:
  struct Line {
    int line;
    std::uint64_t places;  // bit `across` set: the value may go where it crosses line `across`
  };

  // True when `line` is one of the chosen base lines.
  bool chosen(int line) const {
    for (const Line& base : chosen_) {
      if (base.line == line) return true;
    }
    return false;
  }

  // Strikes the value from the crossing lines `covered`, outside the chosen base lines.
  Progress strike(std::uint64_t covered) {
    std::vector<int> rest, pattern;  // in reading order
    for (int cell = 0; cell < side_ * side_; ++cell) {
      if (!board_.candidates(cell).contains(value_)) continue;
      const int line = kind_ == UnitKind::Row ? cell / side_ : cell % side_;
      const int across = kind_ == UnitKind::Row ? cell % side_ : cell / side_;
      if (chosen(line)) {
        pattern.push_back(cell);  // the fish itself
      } else if (((covered >> across) & 1U) != 0) {
        rest.push_back(cell);
      }
    }
    if (rest.empty()) return Progress::NoChange;
    const Geometry& geometry = board_.geometry();
    const int base = geometry.unit_number({kind_, chosen_.front().line});
    std::vector<int> touched;
    return stage4::strike(board_, journal_, technique_,
                          {.unit = base, .cells = pattern, .values = ValueSet::only(value_)}, rest,
                          ValueSet::only(value_), touched);
  }

  Board& board_;
  Journal& journal_;
  const ExtraTechnique& technique_;
  int size_;
  UnitKind kind_;
  int value_;
  int side_;
  std::vector<Line> lines_;   // the lines that can be a base
  std::vector<Line> chosen_;  // the base lines of the fish found
};

// Fish of `size` (2: X-wing, 3: swordfish, 4: jellyfish): `size` rows whose places for a value,
// two to `size` in each, lie in `size` columns between them; the same with rows and columns
// swapped.
Progress fish(Board& board, Journal& journal, const ExtraTechnique& technique, int size) {
  for (const UnitKind kind : {UnitKind::Row, UnitKind::Column}) {
    for (int value = 1; value <= board.side(); ++value) {
      FishSearch search(board, journal, technique, size, kind, value);
      if (const Progress found = search.look(); found != Progress::NoChange) return found;
    }
  }
  return Progress::NoChange;
}

}  // namespace

Progress x_wing(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return fish(board, journal, technique, 2);
}

Progress swordfish(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return fish(board, journal, technique, 3);
}

Progress jellyfish(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return fish(board, journal, technique, 4);
}

}  // namespace sudoku::advanced
