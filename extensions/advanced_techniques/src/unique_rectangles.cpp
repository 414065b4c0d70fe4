// Unique rectangles, types 1 and 2: four cells at the corners of a rectangle over two rows, two
// columns and two boxes, all holding the same two values. Were those two all that is left there,
// they could be swapped in the four corners and the puzzle would have two solutions; a puzzle
// with one solution rules that out. Type 1: three corners hold the two values only, so the fourth
// is neither. Type 2: two corners side by side hold the two values only, the other two the same
// third value as well, so one of those two holds it, and it leaves every cell that sees both.

#include <algorithm>
#include <array>
#include <vector>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

// The rectangles whose corner `anchor` holds two values only, each tried for `type`.
class Rectangles {
 public:
  Rectangles(Board& board, Journal& journal, const ExtraTechnique& technique, int type)
      : board_(board), journal_(journal), technique_(technique), type_(type) {}

  Progress run() {
    const int side = board_.side();
    for (int anchor = 0; anchor < side * side; ++anchor) {
      const ValueSet pair = board_.candidates(anchor);
      if (pair.count() != 2) continue;
      const int row = anchor / side, col = anchor % side;
      // The other corners: in the anchor's row and column, holding the pair, then the fourth.
      for (int other_col = 0; other_col < side; ++other_col) {
        if (other_col == col || !holds(row * side + other_col, pair)) continue;
        for (int other_row = 0; other_row < side; ++other_row) {
          if (other_row == row || !holds(other_row * side + col, pair)) continue;
          const std::array<int, 4> corners =
              sorted({anchor, row * side + other_col, other_row * side + col,
                      other_row * side + other_col});
          if (!spans_two_boxes(corners)) continue;
          const Progress found = try_rectangle(corners, pair);
          if (found != Progress::NoChange) return found;
        }
      }
    }
    return Progress::NoChange;
  }

 private:
  // True when `cell` holds both values of `pair` among its candidates.
  bool holds(int cell, ValueSet pair) const { return (board_.candidates(cell) & pair) == pair; }

  // The cells in reading order.
  static std::array<int, 4> sorted(std::array<int, 4> cells) {
    std::ranges::sort(cells);
    return cells;
  }

  // True when the corners lie in two boxes: a rectangle over four boxes swaps nothing.
  bool spans_two_boxes(const std::array<int, 4>& corners) const {
    const Geometry& geometry = board_.geometry();
    std::vector<int> boxes;
    for (const int cell : corners) {
      const int box = geometry.units_of(cell)[2];
      if (std::ranges::count(boxes, box) == 0) boxes.push_back(box);
    }
    return boxes.size() == 2;
  }

  // The strike of the rectangle `corners` on `pair`, if it is one of type_.
  Progress try_rectangle(const std::array<int, 4>& corners, ValueSet pair) {
    std::vector<int> floor, roof;  // the corners with the pair only, and the others
    for (const int cell : corners) {
      const ValueSet held = board_.candidates(cell);
      if ((held & pair) != pair) return Progress::NoChange;
      (held == pair ? floor : roof).push_back(cell);
    }
    std::vector<int> rest, touched;
    ValueSet struck;
    if (type_ == 1 && floor.size() == 3) {
      rest = roof;
      struck = pair;
    } else if (type_ == 2 && floor.size() == 2) {
      const ValueSet extra = board_.candidates(roof[0]) - pair;
      // The roof side by side (a row or a column), both with the same one extra value.
      const bool side_by_side = sees(board_.geometry(), roof[0], roof[1]);
      if (!side_by_side || extra.count() != 1 || board_.candidates(roof[1]) - pair != extra) {
        return Progress::NoChange;
      }
      for (int cell = 0; cell < board_.side() * board_.side(); ++cell) {
        if (cell != roof[0] && cell != roof[1] &&
            board_.candidates(cell).contains(extra.lowest()) &&
            sees(board_.geometry(), cell, roof[0]) && sees(board_.geometry(), cell, roof[1])) {
          rest.push_back(cell);
        }
      }
      struck = extra;
    } else {
      return Progress::NoChange;
    }
    const std::vector<int> pattern(corners.begin(), corners.end());
    return stage4::strike(board_, journal_, technique_,
                          {.unit = -1, .cells = pattern, .values = pair}, rest, struck, touched);
  }

  Board& board_;
  Journal& journal_;
  const ExtraTechnique& technique_;
  int type_;
};

}  // namespace

Progress unique_rectangles_1(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return Rectangles(board, journal, technique, 1).run();
}

Progress unique_rectangles_2(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return Rectangles(board, journal, technique, 2).run();
}

}  // namespace sudoku::advanced
