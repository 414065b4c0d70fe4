// The complete grid a puzzle is made from: drawn as a pattern and shuffled, or found by search.

#include <numeric>
#include <vector>

#include "stage4/stage4.hpp"
#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

namespace {

// The most nodes stage 4 may spend completing the diagonal boxes before they are drawn again.
constexpr std::uint64_t kFillNodes = 100'000;

// The rows (or columns) of a grid in a random order that keeps each band (or stack) together: the
// bands shuffled, then the lines within each band.
std::vector<int> shuffled_lines(int box, Random& random) {
  std::vector<int> bands(static_cast<std::size_t>(box));
  std::iota(bands.begin(), bands.end(), 0);
  random.shuffle(std::span(bands));
  std::vector<int> lines;
  for (const int band : bands) {
    std::vector<int> within(static_cast<std::size_t>(box));
    std::iota(within.begin(), within.end(), band * box);
    random.shuffle(std::span(within));
    lines.insert(lines.end(), within.begin(), within.end());
  }
  return lines;
}

// The values 1 to side in a random order.
std::vector<int> shuffled_values(int side, Random& random) {
  std::vector<int> values(static_cast<std::size_t>(side));
  std::iota(values.begin(), values.end(), 1);
  random.shuffle(std::span(values));
  return values;
}

}  // namespace

Grid pattern_grid(int box, Random& random) {
  const int side = box * box;
  const std::vector<int> label = shuffled_values(side, random);
  const std::vector<int> rows = shuffled_lines(box, random);
  const std::vector<int> cols = shuffled_lines(box, random);
  Grid grid(box);
  for (int row = 0; row < side; ++row) {
    for (int col = 0; col < side; ++col) {
      const int r = rows[static_cast<std::size_t>(row)];
      const int c = cols[static_cast<std::size_t>(col)];
      grid.set(row, col, label[static_cast<std::size_t>((box * (r % box) + r / box + c) % side)]);
    }
  }
  return grid;
}

Grid searched_grid(int box, Random& random, stage4::Search search) {
  const int side = box * box;
  for (;;) {
    Grid start(box);
    for (int b = 0; b < box; ++b) {
      const std::vector<int> values = shuffled_values(side, random);
      for (int i = 0; i < side; ++i) {
        start.set(b * box + i / box, b * box + i % box, values[static_cast<std::size_t>(i)]);
      }
    }
    const SolveResult found = search(start, {.node_limit = kFillNodes}, {});
    if (found.solutions > 0) return found.first_solution;
  }
}

}  // namespace sudoku::stage5
