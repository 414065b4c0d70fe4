// The held-out puzzles: a hand-written list of batches, each made by stage 5's parts and
// counted by stage 4.

#include "held_out.hpp"

#include <array>

#include "stage4/stage4.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/names.hpp"

namespace sudoku::grading {

namespace {

// What a batch's puzzles have: one solution, several, or none.
enum class Kind { Unique, Several, None };

// Some puzzles of one size and kind, with the share of the cells emptied.
struct Batch {
  int box;
  Kind kind;
  int count;
  int holes_percent;
};

// The set, smallest grids first. The sizes and shares are those a naive backtracker solves in
// well under a second, so that every stage is asked every puzzle.
constexpr std::array kBatches{
    Batch{1, Kind::Unique, 1, 100}, Batch{2, Kind::Unique, 2, 60}, Batch{2, Kind::Several, 2, 75},
    Batch{2, Kind::None, 1, 60},    Batch{3, Kind::Unique, 5, 55}, Batch{3, Kind::Several, 2, 62},
    Batch{3, Kind::None, 2, 55},    Batch{4, Kind::Unique, 2, 30}, Batch{5, Kind::Unique, 1, 20}};

// The most nodes one uniqueness check of a removal may spend (as tools/make_puzzles does).
constexpr std::uint64_t kCheckNodes = 2'000;

// "unique", "several", "none": a kind as a held-out puzzle's name has it.
std::string_view kind_name(Kind kind) {
  static constexpr std::array<Named<Kind>, 3> kNames{
      {{Kind::Unique, "unique"}, {Kind::Several, "several"}, {Kind::None, "none"}}};
  return name_in(kNames, kind);
}

// The number of solutions of `puzzle`, up to kCountLimit, by stage 4 with no node limit.
std::uint64_t count_solutions(const Grid& puzzle) {
  SolveOptions options;
  options.max_solutions = kCountLimit;
  return stage4::solve(puzzle, options).solutions;
}

// A puzzle with exactly one solution: `solution` dug as far as the share allows.
Grid unique_puzzle(const Grid& solution, int percent, Random& random) {
  const int box = solution.box();
  return stage5::dig(solution,
                     {.box = box,
                      .holes = stage5::holes_for_percent(box, percent),
                      .unique = true,
                      .check_nodes = kCheckNodes},
                     random);
}

// A unique puzzle given one more clue that no unit forbids but its only solution does not
// have: every solution of it would solve the unique puzzle too, so it has none.
Grid puzzle_without_solution(const Grid& solution, int percent, Random& random) {
  Grid puzzle = unique_puzzle(solution, percent, random);
  std::vector<int> cells(static_cast<std::size_t>(puzzle.cell_count()));
  for (int cell = 0; cell < puzzle.cell_count(); ++cell)
    cells[static_cast<std::size_t>(cell)] = cell;
  random.shuffle(std::span(cells));
  for (const int cell : cells) {
    if (puzzle[cell] != 0) continue;
    ValueSet wrong = open_values(puzzle, cell);
    wrong.remove(solution[cell]);
    if (wrong.empty()) continue;
    puzzle.set(cell, wrong.lowest());
    return puzzle;
  }
  return puzzle;  // every empty cell forced by its units: cannot happen on a dug puzzle
}

// A puzzle with at least two solutions: the cells emptied without a check, drawn again until
// the count says several.
Grid puzzle_with_several(const Grid& solution, int percent, Random& random) {
  const int box = solution.box();
  while (true) {
    const Grid puzzle = stage5::dig(
        solution, {.box = box, .holes = stage5::holes_for_percent(box, percent), .unique = false},
        random);
    if (count_solutions(puzzle) >= 2) return puzzle;
  }
}

}  // namespace

std::vector<HeldOut> held_out_puzzles(std::uint64_t seed) {
  Random random(seed);
  std::vector<HeldOut> set;
  for (const Batch& batch : kBatches) {
    for (int number = 1; number <= batch.count; ++number) {
      const Grid solution = stage5::pattern_grid(batch.box, random);
      Grid puzzle = batch.kind == Kind::Unique
                        ? unique_puzzle(solution, batch.holes_percent, random)
                    : batch.kind == Kind::None
                        ? puzzle_without_solution(solution, batch.holes_percent, random)
                        : puzzle_with_several(solution, batch.holes_percent, random);
      const std::uint64_t solutions = count_solutions(puzzle);
      set.push_back({.name = size_name(solution.side()) + "_" + std::string(kind_name(batch.kind)) +
                             "_" + std::to_string(number),
                     .puzzle = std::move(puzzle),
                     .solutions = solutions});
    }
  }
  return set;
}

}  // namespace sudoku::grading
