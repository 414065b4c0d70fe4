// Bob's complete grids: a maker object keeps the size and the random source, and makes a grid
// either from the pattern or from a search.

#include <algorithm>
#include <vector>

#include "stage4/stage4.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

namespace {

class GridMaker {
 public:
  GridMaker(int box, Random& random) : box_(box), side_(box * box), random_(random) {}

  // The pattern, relabelled, with its bands, rows, stacks and columns shuffled.
  Grid from_pattern() {
    const std::vector<int> symbols = shuffled_digits();
    const std::vector<int> rows = shuffled_lines();
    const std::vector<int> columns = shuffled_lines();
    Grid result(box_);
    for (int y = 0; y < side_; ++y) {
      for (int x = 0; x < side_; ++x) {
        result.set(y, x, symbols[index(pattern(rows[index(y)], columns[index(x)]))]);
      }
    }
    return result;
  }

  // Boxes drawn on the diagonal, the rest filled in by `search`, again until it can be.
  Grid from_search(stage4::Search search) {
    for (;;) {
      Grid seeded(box_);
      for (int corner = 0; corner < side_; corner += box_) {
        const std::vector<int> symbols = shuffled_digits();
        for (int k = 0; k < side_; ++k) {
          seeded.set(corner + k / box_, corner + k % box_, symbols[index(k)]);
        }
      }
      const SolveResult answer = search(seeded, {.node_limit = 500'000}, {});
      if (answer.outcome == Outcome::Solved) return answer.first_solution;
    }
  }

 private:
  static std::size_t index(int i) { return static_cast<std::size_t>(i); }

  // The value index in the unshuffled pattern at (row, col).
  int pattern(int row, int col) const { return (box_ * (row % box_) + row / box_ + col) % side_; }

  // The digits 1 to side, shuffled.
  std::vector<int> shuffled_digits() {
    std::vector<int> digits(index(side_));
    for (int d = 0; d < side_; ++d) digits[index(d)] = d + 1;
    random_.shuffle(std::span(digits));
    return digits;
  }

  // 0 to side - 1, shuffled inside each band, then the bands themselves moved about.
  std::vector<int> shuffled_lines() {
    std::vector<int> lines(index(side_));
    for (int l = 0; l < side_; ++l) lines[index(l)] = l;
    for (int band = 0; band < box_; ++band) {
      random_.shuffle(std::span(lines).subspan(index(band * box_), index(box_)));
    }
    std::vector<int> order(index(box_));
    for (int b = 0; b < box_; ++b) order[index(b)] = b;
    random_.shuffle(std::span(order));
    std::vector<int> moved;
    for (const int band : order) {
      moved.insert(moved.end(), lines.begin() + band * box_, lines.begin() + (band + 1) * box_);
    }
    return moved;
  }

  int box_;
  int side_;
  Random& random_;
};

}  // namespace

Grid pattern_grid(int box, Random& random) {
  return GridMaker(box, random).from_pattern();
}

Grid searched_grid(int box, Random& random, stage4::Search search) {
  return GridMaker(box, random).from_search(search);
}

}  // namespace sudoku::stage5
