// stage4_micro: Google Benchmark micro-benchmarks of stage 4's parts on the general board, the
// one every size shares: placing a value and undoing it (the candidate update), copying a
// board, and one pass of each technique over a whole board. Built only when Google Benchmark is
// installed.
//
//   build/release/bin/stage4_micro [--benchmark_filter=REGEX]
//
// The position is the first puzzle of grids/hardest.txt, as given for the singles, and after
// naked and hidden singles for the others: they have candidates to read there, and work to do.

#include <benchmark/benchmark.h>

#include <fstream>
#include <stdexcept>

#include "stage4/techniques.hpp"
#include "sudoku/reader.hpp"

namespace {

using sudoku::Grid;
using sudoku::Progress;
using sudoku::stage4::Board;
using sudoku::stage4::Journal;
using sudoku::stage4::Technique;
using sudoku::stage4::Techniques;

// The first puzzle of grids/hardest.txt.
Grid hardest_puzzle() {
  std::ifstream in(SUDOKU_GRIDS_DIR "/hardest.txt");
  sudoku::PuzzleReader reader(in, "hardest.txt");
  const std::optional<sudoku::Entry> entry = reader.next();
  if (!entry || entry->error) throw std::runtime_error("cannot read grids/hardest.txt");
  return entry->puzzle;
}

// The board of that puzzle once naked and hidden singles have done all they can.
Board stalled_board() {
  const Grid puzzle = hardest_puzzle();
  sudoku::Tally tally(puzzle, {});
  Journal journal(tally);
  Board board(puzzle);
  const Techniques singles =
      Techniques::none().with(Technique::NakedSingle).with(Technique::HiddenSingle);
  if (deduce(board, singles, journal) != Progress::NoChange) {
    throw std::runtime_error("the singles should stall without a contradiction");
  }
  return board;
}

// The candidate update: a value placed in the first empty cell, then undone.
void place_and_undo(benchmark::State& state) {
  Board board = stalled_board();
  int cell = 0;
  while (board.value(cell) != 0) ++cell;
  const int value = board.candidates(cell).lowest();
  for (auto _ : state) {
    const std::size_t mark = board.mark();
    benchmark::DoNotOptimize(board.place(cell, value));
    board.undo_to(mark);
  }
}
BENCHMARK(place_and_undo);

// A copy of the board: what each technique benchmark below pays before its pass.
void copy_board(benchmark::State& state) {
  const Board stalled = stalled_board();
  for (auto _ : state) {
    Board board = stalled;
    benchmark::DoNotOptimize(board);
  }
}
BENCHMARK(copy_board);

// One pass of the technique numbered state.range(0) (its place in kTechniques) on a fresh copy
// of a board where every unit has changed since the technique last looked, so that it reads them
// all: the puzzle as given for the singles, the stalled board for the others.
void technique_pass(benchmark::State& state) {
  const Technique technique = sudoku::stage4::kTechniques[static_cast<std::size_t>(state.range(0))];
  state.SetLabel(std::string(sudoku::stage4::technique_name(technique)));
  const bool single = technique == Technique::NakedSingle || technique == Technique::HiddenSingle;
  const Board start = single ? Board(hardest_puzzle()) : stalled_board();
  sudoku::Tally tally(hardest_puzzle(), {});
  Journal journal(tally);
  for (auto _ : state) {
    Board board = start;
    benchmark::DoNotOptimize(apply(technique, board, journal));
  }
}
BENCHMARK(technique_pass)->DenseRange(0, sudoku::stage4::kTechniqueCount - 1);

}  // namespace

BENCHMARK_MAIN();
