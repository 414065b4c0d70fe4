// make_puzzles: makes the catalog's large unique puzzles, the same on every machine.
//
//   make_puzzles BOX SEED HOLES
//
// 1. The complete grid: stage 3 fills the empty grid of box size BOX in its dynamic order, trying
//    values in the seeded random order of `--shuffle SEED`.
// 2. The holes: the cells in a random order (sudoku::Random(SEED) shuffles 0 .. cells - 1); each
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

#include "stage3/mrv.hpp"
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

}  // namespace

int main(int argc, char** argv) {
  const auto box = argc == 4 ? number(argv[1]) : std::nullopt;
  const auto seed = argc == 4 ? number(argv[2]) : std::nullopt;
  const auto holes = argc == 4 ? number(argv[3]) : std::nullopt;
  if (!box || !seed || !holes || *box < 1 || *box > 8) {
    std::cerr << "usage: make_puzzles BOX SEED HOLES   (BOX from 1 to 8)\n";
    return 2;
  }
  const sudoku::Grid empty(static_cast<int>(*box));
  const sudoku::SolveResult filled =
      sudoku::stage3::solve(empty, {}, {sudoku::stage3::Order::Dynamic, *seed});
  const sudoku::Grid solution = filled.first_solution;

  std::vector<int> order(static_cast<std::size_t>(empty.cell_count()));
  std::iota(order.begin(), order.end(), 0);
  sudoku::Random random(*seed);
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
  std::cerr << "make_puzzles: " << made << " of " << empty.cell_count() << " cells empty\n";
  return 0;
}
