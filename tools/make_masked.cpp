// make_masked: makes a grid with random holes, the kind of instance that is hardest for a search
// (a partly filled Latin square is hardest to complete near 42% holes), the same on every machine.
//
//   make_masked BOX PERCENT SEED
//
// One generator, sudoku::Random(SEED), draws everything, in this order:
// 1. The pattern grid of stage 5 (stage5::pattern_grid): the pattern relabelled, its bands, rows,
//    stacks and columns shuffled.
// 2. Swaps that the pattern's moves cannot make, side * side of them: two rows of one band (or two
//    columns of one stack, every other swap) exchange their values along a cycle of columns (of
//    rows), the smallest set of columns where the two rows hold the same values. Each row keeps
//    its values, each column swaps two of its cells, and each box keeps its own, since the two
//    rows cross the same boxes: the grid stays complete and valid, and is no longer a pattern.
// 3. The holes (stage5::dig without its uniqueness checks): the cells in a random order (a
//    shuffle of 0 .. cells - 1), the first PERCENT * cells / 100 (rounded to the nearest)
//    emptied. The puzzle may have several solutions; it has the complete grid's at least.
//
// Prints the puzzle on one line.

#include <charconv>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stage5/stage5.hpp"
#include "sudoku/files.hpp"
#include "sudoku/random.hpp"
#include "sudoku/writer.hpp"

namespace {

using sudoku::Grid;
using sudoku::Random;

// The whole number of a command-line argument, or nothing.
std::optional<int> number(const char* text) {
  int value = 0;
  const std::string_view view(text);
  const auto [end, error] = std::from_chars(view.data(), view.data() + view.size(), value);
  if (error != std::errc() || end != view.data() + view.size()) return std::nullopt;
  return value;
}

// Lines a and b (rows, or columns when `columns`) of one band exchange their values along the
// cycle of crossing lines that starts at crossing line `start`.
void swap_along_cycle(Grid& grid, bool columns, int a, int b, int start) {
  const int side = grid.side();
  const auto at = [&](int line, int cross) {
    return columns ? cross * side + line : line * side + cross;
  };
  // Where line a holds each value, to follow the cycle: b's value at a crossing is a's elsewhere.
  std::vector<int> where_in_a(static_cast<std::size_t>(side) + 1);
  for (int cross = 0; cross < side; ++cross) {
    where_in_a[static_cast<std::size_t>(grid[at(a, cross)])] = cross;
  }
  int cross = start;
  do {
    const int from_a = grid[at(a, cross)], from_b = grid[at(b, cross)];
    grid.set(at(a, cross), from_b);
    grid.set(at(b, cross), from_a);
    cross = where_in_a[static_cast<std::size_t>(from_b)];
  } while (cross != start);
}

// The pattern grid, then `swaps` swaps along cycles, rows and columns in turn.
Grid scrambled_grid(int box, int swaps, Random& random) {
  Grid grid = sudoku::stage5::pattern_grid(box, random);
  if (box < 2) return grid;
  const auto draw = [&random](int bound) {
    return static_cast<int>(random.below(static_cast<std::uint64_t>(bound)));
  };
  for (int i = 0; i < swaps; ++i) {
    const int band = draw(box), a = draw(box), b = (a + 1 + draw(box - 1)) % box;
    swap_along_cycle(grid, i % 2 == 1, band * box + a, band * box + b, draw(grid.side()));
  }
  return grid;
}

}  // namespace

int main(int argc, char** argv) {
  const auto box = argc == 4 ? number(argv[1]) : std::nullopt;
  const auto percent = argc == 4 ? number(argv[2]) : std::nullopt;
  const auto seed = argc == 4 ? number(argv[3]) : std::nullopt;
  if (!box || !percent || !seed || *box < 1 || *box > 8 || *percent < 0 || *percent > 100 ||
      *seed < 0) {
    std::cerr << "usage: make_masked BOX PERCENT SEED   (BOX from 1 to 8, PERCENT from 0 to 100)\n";
    return 2;
  }
  Random random(static_cast<std::uint64_t>(*seed));
  const int side = *box * *box;
  const Grid solution = scrambled_grid(*box, side * side, random);
  const Grid puzzle = sudoku::stage5::dig(
      solution,
      {.box = *box, .holes = sudoku::stage5::holes_for_percent(*box, *percent), .unique = false},
      random);
  sudoku::WatchedOutput out(std::cout);
  if (!out.write(sudoku::to_line(puzzle) + "\n") || !out.flush()) {
    std::cerr << out.failure("make_masked", "the puzzle") << '\n';
    return 2;
  }
  return 0;
}
