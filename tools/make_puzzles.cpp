// make_puzzles: makes the catalog's large unique puzzles, the same on every machine.
//
//   make_puzzles BOX SEED HOLES
//
// One generator, sudoku::Random(SEED), draws everything, through stage 5's generator
// (stage5/stage5.hpp), in this order:
// 1. The complete grid (stage5::pattern_grid): the pattern grid (row r is the row 1, 2, ...,
//    side shifted left by box * (r % box) + r / box), with its values relabelled (a shuffle of
//    1 .. side), its bands in a shuffled order, then the rows within each band, its stacks,
//    then the columns within each stack. Each of these moves keeps every unit whole. (A search
//    that fills the empty grid, as stage 3's --shuffle does, is the livelier source, but on the
//    empty 49x49 and 64x64 it can run for many minutes.)
// 2. The holes (stage5::dig): the cells in a random order (a shuffle of 0 .. cells - 1); each
//    in turn is emptied, and stays empty only if stage 4, with every technique, proves within
//    kCheckNodes nodes that the puzzle still has exactly one solution; otherwise its value goes
//    back. It stops once HOLES cells are empty or every cell has been tried. (Without the limit,
//    one check near the edge of uniqueness can take minutes on a 25x25 grid.)
//
// Prints the catalog line `PUZZLE:1:SOLUTION`, and on standard error the holes made.

#include <algorithm>
#include <charconv>
#include <iostream>
#include <string>

#include "stage5/stage5.hpp"
#include "sudoku/files.hpp"
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
  sudoku::Random random(*seed);
  const int box_size = static_cast<int>(*box);
  const sudoku::Grid solution = sudoku::stage5::pattern_grid(box_size, random);
  const sudoku::Grid puzzle = sudoku::stage5::dig(solution,
                                                  {.box = box_size,
                                                   .holes = static_cast<int>(*holes),
                                                   .unique = true,
                                                   .check_nodes = kCheckNodes},
                                                  random);
  const auto made = std::ranges::count(puzzle.values(), 0);
  sudoku::WatchedOutput out(std::cout);
  if (!out.write(sudoku::to_line(puzzle) + ":1:" + sudoku::to_line(solution) + "\n") ||
      !out.flush()) {
    std::cerr << out.failure("make_puzzles", "the puzzle") << '\n';
    return 2;
  }
  std::cerr << "make_puzzles: " << made << " of " << solution.cell_count() << " cells empty\n";
  return 0;
}
