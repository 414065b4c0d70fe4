// The search on the digits' band words (bands.hpp): singles for every cell and every digit at
// once, a few operations on words each, then a guess in a cell with the fewest candidates.

#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "bands.hpp"
#include "bands_9x9/bands_9x9.hpp"
#include "board_9x9/board_9x9.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::bands_9x9 {

namespace {

// The solved grid the words hold.
Grid grid_of(const Bands& bands) {
  std::array<std::uint8_t, 81> values{};
  for (std::size_t digit = 1; digit <= 9; ++digit) {
    for (std::size_t band = 0; band < 3; ++band) {
      for (BandBits bits = bands.places[digit - 1][band]; bits != 0; bits &= bits - 1) {
        values[27 * band + static_cast<std::size_t>(std::countr_zero(bits))] =
            static_cast<std::uint8_t>(digit);
      }
    }
  }
  return Grid(3, values);
}

// The instructions of the search's second copy, for the x86-64 processors that have them: AVX2
// (256-bit vectors, and three operands an instruction, which saves copies), BMI1 and BMI2 (bit
// operations such as the count of trailing zeros in one instruction) and POPCNT.
#if defined(__x86_64__)
#define BANDS_AVX2 [[gnu::target("avx2,bmi,bmi2,popcnt")]]
#endif

// Whether a solve runs the copy of the search made for AVX2: when `parts` leaves the choice to
// the processor, and it has those instructions. The portable copy runs everywhere else.
bool runs_avx2([[maybe_unused]] Parts parts) {
#if defined(BANDS_AVX2)
  return parts.instructions == Instructions::Widest && __builtin_cpu_supports("avx2") &&
         __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
         __builtin_cpu_supports("popcnt");
#else
  return false;
#endif
}

// One solve: the words' search, with its tally (nodes, solutions) and counts.
//
// On x86-64 the search is compiled twice, for every processor and for those with AVX2, and each
// solve runs the copy its processor runs fastest. Only the two functions that hold the loop,
// explore_portable and explore_avx2, name their instructions; what this file has them call is
// inlined into each (always_inline) and compiled there for its copy. The rest, such as locked
// candidates and the choice of a guess in their own files, is compiled once, for every processor:
// no instruction of the second copy can run on a processor without it (which
// tests/extensions/bands_avx2_copy.sh checks in the library).
class Search {
 public:
  Search(Tally& tally, Parts parts) : tally_(tally), parts_(parts), avx2_(runs_avx2(parts)) {}

  // Searches from `bands`: true when the search must stop (enough solutions, or no nodes left).
  bool explore(Bands bands) {
#if defined(BANDS_AVX2)
    if (avx2_) return explore_avx2(*this, bands);
#endif
    return explore_portable(*this, bands);
  }

  // Places the puzzle's givens on `bands`, every cell open: false when two clash.
  static bool place_givens(const Grid& puzzle, Bands& bands);

 private:
  // The two copies of the loop, each going on in itself at a guess.
  static bool explore_portable(Search& search, Bands bands);
#if defined(BANDS_AVX2)
  BANDS_AVX2 static bool explore_avx2(Search& search, Bands bands);
#endif
  template <bool (*again)(Search&, Bands)>
  [[gnu::always_inline]] inline bool loop(Bands bands);

  [[gnu::always_inline]] inline Progress deduce(Bands& bands, std::size_t digit, Cell cell);
  [[gnu::always_inline]] inline Progress naked_singles(Bands& bands);
  [[gnu::always_inline]] inline Progress hidden_singles(Bands& bands, std::size_t digit);
  [[gnu::always_inline]] inline Progress singles(Bands& bands);

  Tally& tally_;
  Parts parts_;
  bool avx2_;
};

// Places a digit the rules force: Changed, Contradiction when it cannot go there, OutOfNodes.
Progress Search::deduce(Bands& bands, std::size_t digit, Cell cell) {
  if (!tally_.spend_node()) return Progress::OutOfNodes;
  ++tally_.stats().deductions;
  return bands.place(digit, cell.band, cell.bit) ? Progress::Changed : Progress::Contradiction;
}

// Naked singles in every cell at once: an open cell with one candidate takes it, and an open cell
// with none is a contradiction.
Progress Search::naked_singles(Bands& bands) {
  Progress progress = Progress::NoChange;
  const Counts counts = counts_of(bands);
  const Lanes empty = bands.open & ~counts.once, singles_in = bands.open & ~counts.twice;
  if ((empty[0] | empty[1] | empty[2]) != 0) return Progress::Contradiction;
  for (std::size_t band = 0; band < 3; ++band) {
    for (BandBits singles = singles_in[band]; singles != 0; singles &= singles - 1) {
      const Cell cell{band, std::countr_zero(singles)};
      // A single placed before it in this pass may have taken its one candidate.
      const unsigned candidates = candidates_at(bands, cell);
      if (candidates == 0) return Progress::Contradiction;
      progress = deduce(bands, static_cast<std::size_t>(std::countr_zero(candidates) + 1), cell);
      if (progress != Progress::Changed) return progress;
    }
  }
  return progress;
}

// Hidden singles of one digit: a row, a box or a column where it has one place left, still open,
// takes it; one where it has none is a contradiction.
Progress Search::hidden_singles(Bands& bands, std::size_t digit) {
  const Lanes where = bands.places[digit - 1];
  Lanes found = {};             // the cells the digit must take
  Lanes empty = {};             // all ones in a lane with a row or a box without a place
  Lanes once = {}, twice = {};  // per band, the columns with a place, and with two
  for (int k = 0; k < 3; ++k) {
    const Lanes row = where & row_bits(k), box = where & box_bits(k);
    // No branch on what a row or a box holds: the processor would guess it wrong too often.
    empty |= __builtin_convertvector((row == 0) | (box == 0), Lanes);
    found |= row & __builtin_convertvector((row & (row - 1)) == 0, Lanes);
    found |= box & __builtin_convertvector((box & (box - 1)) == 0, Lanes);
    const Lanes slice = (where >> (9 * k)) & kFirstRow;
    twice |= once & slice;
    once |= slice;
  }
  // A column's places over the nine rows: once and twice in each band, then across the bands.
  const BandBits in_all = once[0] | once[1] | once[2];
  const BandBits twice_in_all =
      twice[0] | twice[1] | twice[2] | (once[0] & once[1]) | ((once[0] | once[1]) & once[2]);
  if ((empty[0] | empty[1] | empty[2]) != 0 || in_all != kFirstRow) return Progress::Contradiction;
  // The columns with one place, all at once: no loop over the columns.
  found |= where & columns_bits(in_all & ~twice_in_all);
  Progress progress = Progress::NoChange;
  const Lanes cells_in = found & bands.open;
  for (std::size_t band = 0; band < 3; ++band) {
    for (BandBits cells = cells_in[band]; cells != 0; cells &= cells - 1) {
      progress = deduce(bands, digit, {band, std::countr_zero(cells)});
      if (progress != Progress::Changed) return progress;
    }
  }
  return progress;
}

// Singles until none is left: the naked ones, and when there are none, each digit's hidden ones,
// and when there are none either, locked candidates. NoChange at the end, or Contradiction, or
// OutOfNodes.
Progress Search::singles(Bands& bands) {
  for (;;) {
    const Progress naked = naked_singles(bands);
    if (naked == Progress::Changed) continue;
    if (naked != Progress::NoChange) return naked;
    Progress hidden = Progress::NoChange;
    for (unsigned digits = bands.unscanned; digits != 0; digits &= digits - 1) {
      const auto digit = static_cast<std::size_t>(std::countr_zero(digits) + 1);
      const Progress progress = hidden_singles(bands, digit);
      if (progress == Progress::Contradiction || progress == Progress::OutOfNodes) return progress;
      if (progress == Progress::Changed) hidden = Progress::Changed;
      if (progress == Progress::NoChange) bands.unscanned &= ~(1U << (digit - 1));
    }
    if (hidden == Progress::Changed) continue;
    if (!parts_.locked_candidates) return Progress::NoChange;
    const Progress locked = locked_candidates(bands);
    if (locked != Progress::Changed) return locked;
  }
}

template <bool (*again)(Search&, Bands)>
bool Search::loop(Bands bands) {
  for (;;) {
    const Progress progress = singles(bands);
    if (progress == Progress::OutOfNodes) return true;
    if (progress == Progress::Contradiction) {
      ++tally_.stats().backtracks;
      return false;
    }
    if (bands.solved()) return tally_.record_solution(grid_of(bands));
    const Cell cell = branching_cell(bands, parts_.scored_branching);
    const auto digit = static_cast<std::size_t>(std::countr_zero(candidates_at(bands, cell)) + 1);
    if (!tally_.spend_node()) return true;
    ++tally_.stats().guesses;
    Bands guessed = bands;
    guessed.place(digit, cell.band, cell.bit);
    if (again(*this, guessed)) return true;
    // The digit fails there: the cell keeps its other candidates, and the search goes on.
    bands.strike(digit, cell.band, cell.bit);
  }
}

bool Search::explore_portable(Search& search, Bands bands) {
  return search.loop<explore_portable>(bands);
}

#if defined(BANDS_AVX2)
BANDS_AVX2 bool Search::explore_avx2(Search& search, Bands bands) {
  return search.loop<explore_avx2>(bands);
}
#endif

// All the givens in one sweep rather than one placement each: every digit leaves the givens'
// cells and its own givens' peers, then takes its givens' cells back. Two equal givens that see
// each other are the one way for the givens to clash.
bool Search::place_givens(const Grid& puzzle, Bands& bands) {
  std::array<Lanes, 9> cells = {}, peers = {};  // per digit, its givens and what they see
  Lanes given = {};
  for (std::size_t index = 0; index < 81; ++index) {
    const int digit = puzzle[static_cast<int>(index)];
    if (digit == 0) continue;
    cells[static_cast<std::size_t>(digit - 1)] |= kCellLanes[index];
    peers[static_cast<std::size_t>(digit - 1)] |= kPeerLanes[index];
    given |= kCellLanes[index];
  }
  for (std::size_t digit = 0; digit < 9; ++digit) {
    const Lanes clash = cells[digit] & peers[digit];
    if ((clash[0] | clash[1] | clash[2]) != 0) return false;
    bands.places[digit] = (bands.places[digit] & ~given & ~peers[digit]) | cells[digit];
  }
  bands.open &= ~given;
  bands.unscanned = bands.unlocked = 0x1FF;
  return true;
}

// The check of has_other_solution() on a grid of another size, which the words cannot hold: each
// other value of each cell tried on appendix A's board.
bool other_solution_elsewhere(Grid puzzle, const Grid& solution, std::span<const int> cells) {
  for (const int cell : cells) {
    for (const int value : open_values(puzzle, cell) - ValueSet::only(solution[cell])) {
      puzzle.set(cell, value);
      if (board_9x9::solve(puzzle).solutions > 0) return true;
      puzzle.set(cell, 0);
    }
  }
  return false;
}

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options, Parts parts) {
  // The words know no other size, and report no step: appendix A's board does both.
  if (puzzle.side() != 9 || options.on_step) return board_9x9::solve(puzzle, options);
  Tally tally(puzzle, options);
  Bands bands = Bands::empty();
  if (Search::place_givens(puzzle, bands)) Search(tally, parts).explore(bands);
  return tally.finish();
}

bool has_other_solution(const Grid& puzzle, const Grid& solution, std::span<const int> cells) {
  if (puzzle.side() != 9) return other_solution_elsewhere(puzzle, solution, cells);
  Bands bands = Bands::empty();
  if (!Search::place_givens(puzzle, bands)) return false;
  Tally tally(puzzle, {});  // one solution is enough, and no node limit
  Search search(tally, {});
  for (const int index : cells) {
    const Cell cell{static_cast<std::size_t>(index / 27), index % 27};
    const unsigned known = 1U << (solution[index] - 1);
    for (unsigned others = candidates_at(bands, cell) & ~known; others != 0; others &= others - 1) {
      Bands tried = bands;
      tried.place(static_cast<std::size_t>(std::countr_zero(others) + 1), cell.band, cell.bit);
      if (search.explore(tried)) return true;
    }
  }
  return false;
}

}  // namespace sudoku::bands_9x9
