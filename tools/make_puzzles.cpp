// make_puzzles: makes the catalog's large unique puzzles, the same on every machine.
//
//   make_puzzles BOX SEED HOLES
//
// One generator, sudoku::Random(SEED), draws everything, in this order:
// 1. The complete grid: the pattern grid (row r is the row 1, 2, ..., side shifted left by
//    box * (r % box) + r / box), with its values relabelled (a shuffle of 1 .. side), its bands in
//    a shuffled order, then the rows within each band, its stacks, then the columns within each
//    stack. Each of these moves keeps every unit whole. (A search that fills the empty grid, as
//    stage 3's --shuffle does, is the livelier source, but on the empty 49x49 and 64x64 it can
//    run for many minutes.)
// 2. The holes: the cells in a random order (a shuffle of 0 .. cells - 1); each
//    in turn is emptied, and stays empty only if stage 4, with every technique, proves within
//    kCheckNodes nodes that the puzzle still has exactly one solution; otherwise its value goes
//    back. It stops once HOLES cells are empty or every cell has been tried. (Without the limit,
//    one check near the edge of uniqueness can take minutes on a 25x25 grid.)
//
// Prints the catalog line `PUZZLE:1:SOLUTION`, and on standard error the holes made.

#include <charconv>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

#include "stage4/heuristics.hpp"
#include "sudoku/random.hpp"
#include "sudoku/writer.hpp"

namespace {

// The most nodes one uniqueness check may spend before the cell is given its value back.
constexpr std::uint64_t kCheckNodes = 2'000;

// The whole number of a command-line argument, or nothing.
std::optional<std::uint64_t> number(const char* text) {
  std::uint64_t value = 0;
  const std::string_view view(text);
  const auto [end, error] = std::from_chars(view.data(), view.data() + view.size(), value);
  if (error != std::errc() || end != view.data() + view.size()) return std::nullopt;
  return value;
}

// The rows (or columns) of a grid in a random order that keeps each band (or stack) together: the
// bands shuffled, then the lines within each band.
std::vector<int> shuffled_lines(int box, sudoku::Random& random) {
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

// A complete grid drawn from `random`: the pattern grid, relabelled and with its lines shuffled.
sudoku::Grid complete_grid(int box, sudoku::Random& random) {
  const int side = box * box;
  std::vector<int> label(static_cast<std::size_t>(side));
  std::iota(label.begin(), label.end(), 1);
  random.shuffle(std::span(label));
  const std::vector<int> rows = shuffled_lines(box, random);
  const std::vector<int> cols = shuffled_lines(box, random);
  sudoku::Grid grid(box);
  for (int row = 0; row < side; ++row) {
    for (int col = 0; col < side; ++col) {
      const int r = rows[static_cast<std::size_t>(row)];
      const int c = cols[static_cast<std::size_t>(col)];
      grid.set(row, col, label[static_cast<std::size_t>((box * (r % box) + r / box + c) % side)]);
    }
  }
  return grid;
}

}  // namespace

int main(int argc, char** argv) {
  const auto box = argc == 4 ? number(argv[1]) : std::nullopt;
  const auto seed = argc == 4 ? number(argv[2]) : std::nullopt;
  const auto holes = argc == 4 ? number(argv[3]) : std::nullopt;
  if (!box || !seed || !holes || *box < 1 || *box > 8) {
    std::cerr << "usage: make_puzzles BOX SEED HOLES   (BOX from 1 to 8)\n";
    return 2;
  }
  sudoku::Random random(*seed);
  const sudoku::Grid solution = complete_grid(static_cast<int>(*box), random);

  std::vector<int> order(static_cast<std::size_t>(solution.cell_count()));
  std::iota(order.begin(), order.end(), 0);
  random.shuffle(std::span(order));

  sudoku::Grid puzzle = solution;
  std::uint64_t made = 0;
  for (const int cell : order) {
    if (made == *holes) break;
    puzzle.set(cell, 0);
    const sudoku::SolveResult check = sudoku::stage4::solve(puzzle, {2, kCheckNodes, {}});
    if (check.outcome == sudoku::Outcome::Solved && check.solutions == 1) {
      ++made;
    } else {
      puzzle.set(cell, solution[cell]);
    }
  }
  std::cout << sudoku::to_line(puzzle) << ":1:" << sudoku::to_line(solution) << '\n';
  std::cerr << "make_puzzles: " << made << " of " << solution.cell_count() << " cells empty\n";
  return 0;
}
