// Alice's complete grids: a pattern grid moved about, or the diagonal boxes drawn and the rest
// left to stage 4.

#include <cstddef>
#include <vector>

#include "stage4/stage4.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

namespace {

// 0, 1, ..., n - 1 in an order drawn from `random`.
std::vector<int> permutation(int n, Random& random) {
  std::vector<int> p;
  for (int i = 0; i < n; i++) p.push_back(i);
  random.shuffle(std::span(p));
  return p;
}

// An order of the rows (or columns) that moves whole bands: the bands drawn, then the lines of
// each band.
std::vector<int> band_order(int box, Random& random) {
  std::vector<int> order;
  for (const int band : permutation(box, random)) {
    for (const int line : permutation(box, random)) order.push_back(band * box + line);
  }
  return order;
}

}  // namespace

Grid pattern_grid(int box, Random& random) {
  const int n = box * box;
  const std::vector<int> digit = permutation(n, random);
  const std::vector<int> row_at = band_order(box, random);
  const std::vector<int> col_at = band_order(box, random);
  Grid g(box);
  for (std::size_t row = 0; row < row_at.size(); row++) {
    const int r = row_at[row];
    const int shift = (r % box) * box + r / box;  // row r of the pattern starts at 1 + shift
    for (std::size_t col = 0; col < col_at.size(); col++) {
      const auto pattern = static_cast<std::size_t>((shift + col_at[col]) % n);
      g.set(static_cast<int>(row), static_cast<int>(col), digit[pattern] + 1);
    }
  }
  return g;
}

Grid searched_grid(int box, Random& random, stage4::Search search) {
  const int n = box * box;
  while (true) {
    Grid start(box);
    // The diagonal boxes share no unit, so any order of values in each is allowed.
    for (int b = 0; b < box; b++) {
      const std::vector<int> values = permutation(n, random);
      for (int i = 0; i < n; i++) {
        start.set(b * box + i / box, b * box + i % box, values[static_cast<std::size_t>(i)] + 1);
      }
    }
    // Some starts cannot be completed (on 4x4 it happens): then new boxes are drawn.
    const SolveResult r = search(start, {.node_limit = 200'000}, {});
    if (r.solutions > 0) return r.first_solution;
  }
}

}  // namespace sudoku::stage5
