// Stage 4's search on the board made for the 9x9 grid (board.hpp): the techniques and branching
// of stage 4 (stage4_heuristics/src: solve_general.cpp and a file per technique), step for step,
// under the same schedule (stage4/schedule.hpp). Each function here has its stage-4 twin of the
// same name; reading the two side by side shows what knowing the size buys.

#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <span>

#include "board.hpp"
#include "board_9x9/board_9x9.hpp"
#include "stage4/schedule.hpp"
#include "stage4/subset_search.hpp"

namespace sudoku::board_9x9 {

using stage4::each_subset;
using stage4::Journal;
using stage4::Subset;
using stage4::Techniques;

// The techniques for the 9x9 board sit beside it, in its namespace, where the schedule finds them.

// Strikes `values` from `cells` as one step of `technique`: Changed, NoChange or Contradiction.
Progress strike(Board9& board, Journal& journal, Technique technique, std::span<const Cell> cells,
                Mask values) {
  const int struck = board.eliminate(cells, values);
  if (struck == 0) return Progress::NoChange;
  journal.struck(technique, struck);
  return board.broken() ? Progress::Contradiction : Progress::Changed;
}

// Naked singles: a cell with one candidate takes it. The board keeps the cells that came down to
// one candidate, so this goes straight to them, in reading order as the general pass finds them;
// a single that a placement makes behind the cursor waits for the next pass there too.
Progress naked_singles(Board9& board, Journal& journal) {
  Progress progress = Progress::NoChange;
  for (std::size_t cell = board.next_single(0); cell < kCells; cell = board.next_single(cell + 1)) {
    const int value = std::countr_zero(board.candidates(cell)) + 1;
    if (!journal.placing(Technique::NakedSingle, static_cast<int>(cell), value)) {
      return Progress::OutOfNodes;
    }
    if (!board.place(cell, value)) return Progress::Contradiction;
    progress = Progress::Changed;
  }
  return progress;
}

// Hidden singles, unit by unit: a value with one place left goes there.
Progress hidden_singles(Board9& board, Journal& journal) {
  Progress progress = Progress::NoChange;
  for (std::size_t unit = board.next_to_look_at(Technique::HiddenSingle, 0, kUnits); unit < kUnits;
       unit = board.next_to_look_at(Technique::HiddenSingle, unit + 1, kUnits)) {
    const std::array<Cell, kSide>& cells = board.tables().cells[unit];
    Mask once = 0, twice = 0;
    for (const Cell cell : cells) {
      twice |= once & board.candidates(cell);
      once |= board.candidates(cell);
    }
    if ((kEveryValue & ~board.held(unit) & ~once) != 0) return Progress::Contradiction;
    for (Mask alone = once & ~twice; alone != 0; alone &= alone - 1) {
      const int value = std::countr_zero(alone) + 1;
      // Look again: an earlier hidden single may have taken this value's one place.
      int home = -1;
      for (const Cell cell : cells) {
        if ((board.candidates(cell) & bit(value)) != 0) home = cell;
      }
      if (home < 0) return Progress::Contradiction;
      if (!journal.placing(Technique::HiddenSingle, home, value, static_cast<int>(unit))) {
        return Progress::OutOfNodes;
      }
      if (!board.place(static_cast<std::size_t>(home), value)) return Progress::Contradiction;
      progress = Progress::Changed;
    }
  }
  return progress;
}

// The candidates of a line's three segments, in order: three cells each, read straight from the
// line instead of through the crossings.
std::array<Mask, 3> line_segments(const Board9& board, std::size_t line) {
  const std::array<Cell, kSide>& cells = board.tables().cells[line];
  std::array<Mask, 3> segments{};
  for (std::size_t i = 0; i < kSide; ++i) segments[i / 3] |= board.candidates(cells[i]);
  return segments;
}

// The candidates of a box's segments in the order of box_crossings: its rows, then its columns,
// from one walk over its cells (which are in reading order).
std::array<Mask, 6> box_segments(const Board9& board, std::size_t box) {
  const std::array<Cell, kSide>& cells = board.tables().cells[box];
  std::array<Mask, 6> segments{};
  for (std::size_t i = 0; i < kSide; ++i) {
    segments[i / 3] |= board.candidates(cells[i]);
    segments[3 + i % 3] |= board.candidates(cells[i]);
  }
  return segments;
}

// The values of segments[i] that the other two segments lack.
Mask confined_to(const std::array<Mask, 3>& segments, std::size_t i) {
  return segments[i] & static_cast<Mask>(~(segments[(i + 1) % 3] | segments[(i + 2) % 3]));
}

// Pointing, box by box: a value confined to one line of the box leaves the rest of the line.
Progress pointing(Board9& board, Journal& journal) {
  const Tables& tables = board.tables();
  Progress progress = Progress::NoChange;
  for (std::size_t box = board.next_to_look_at(Technique::Pointing, 2 * kSide, kUnits);
       box < kUnits; box = board.next_to_look_at(Technique::Pointing, box + 1, kUnits)) {
    const std::size_t b = box - 2 * kSide;
    const std::array<Mask, 6> both = box_segments(board, box);
    for (const std::size_t first : {0U, 3U}) {  // the box's rows, then its columns
      const std::array<Mask, 3> segments{both[first], both[first + 1], both[first + 2]};
      for (std::size_t i = 0; i < 3; ++i) {
        const Mask confined = confined_to(segments, i);
        if (confined == 0) continue;
        const Crossing& crossing = tables.crossings[tables.box_crossings[b][first + i]];
        const Progress found =
            strike(board, journal, Technique::Pointing, crossing.line_rest, confined);
        if (found == Progress::Contradiction) return found;
        progress = combine(progress, found);
      }
    }
  }
  return progress;
}

// Claiming, line by line: a value confined to one box of the line leaves the rest of the box.
Progress claiming(Board9& board, Journal& journal) {
  const Tables& tables = board.tables();
  Progress progress = Progress::NoChange;
  for (std::size_t line = board.next_to_look_at(Technique::Claiming, 0, 2 * kSide);
       line < 2 * kSide; line = board.next_to_look_at(Technique::Claiming, line + 1, 2 * kSide)) {
    const std::array<Mask, 3> segments = line_segments(board, line);
    for (std::size_t k = 0; k < 3; ++k) {
      const Mask confined = confined_to(segments, k);
      if (confined == 0) continue;
      const Crossing& crossing = tables.crossings[tables.line_crossings[line][k]];
      const Progress found =
          strike(board, journal, Technique::Claiming, crossing.box_rest, confined);
      if (found == Progress::Contradiction) return found;
      progress = combine(progress, found);
    }
  }
  return progress;
}

// Naked subsets of `size`: `size` cells of a unit holding `size` values between them.
Progress naked_subsets(Board9& board, Journal& journal, int size) {
  const Technique technique = size == 2 ? Technique::NakedPair : Technique::NakedTriple;
  Progress progress = Progress::NoChange;
  for (std::size_t unit = board.next_to_look_at(technique, 0, kUnits); unit < kUnits;
       unit = board.next_to_look_at(technique, unit + 1, kUnits)) {
    const std::array<Cell, kSide>& cells = board.tables().cells[unit];
    // The cells that could belong: two to `size` candidates. Their places in the unit, and masks.
    std::array<std::size_t, kSide> position{};
    std::array<std::uint64_t, kSide> masks{};
    std::size_t found_cells = 0;
    for (std::size_t i = 0; i < kSide; ++i) {
      const int count = std::popcount(board.candidates(cells[i]));
      if (count < 2 || count > size) continue;
      position[found_cells] = i;
      masks[found_cells++] = board.candidates(cells[i]);
    }
    if (static_cast<int>(found_cells) < size) continue;
    Progress found = Progress::NoChange;
    auto apply = [&](const Subset& subset, std::uint64_t covered) {
      if (std::popcount(covered) < size) {
        found = Progress::Contradiction;
        return true;
      }
      std::uint32_t inside = 0;
      for (const std::size_t i : subset) inside |= 1U << position[i];
      std::array<Cell, kSide> others{};
      std::size_t count = 0;
      for (std::size_t i = 0; i < kSide; ++i) {
        if ((inside >> i & 1U) == 0) others[count++] = cells[i];
      }
      found = strike(board, journal, technique, std::span(others).first(count),
                     static_cast<Mask>(covered));
      return found != Progress::NoChange;
    };
    each_subset(std::span(masks).first(found_cells), size, apply);
    if (found == Progress::Contradiction) return found;
    progress = combine(progress, found);
  }
  return progress;
}

// The values with two to `size` places among `cells`, found with one walk: a value's bit reaches
// `twice` at its second place, `thrice` at its third, `more` at its fourth.
Mask values_with_few_places(const Board9& board, const std::array<Cell, kSide>& cells, int size) {
  Mask once = 0, twice = 0, thrice = 0, more = 0;
  for (const Cell cell : cells) {
    const Mask candidates = board.candidates(cell);
    more |= thrice & candidates;
    thrice |= twice & candidates;
    twice |= once & candidates;
    once |= candidates;
  }
  return size == 2 ? twice & ~thrice : twice & ~more;
}

// The first hidden pair among `values` (each with two places, `where_of` indexed by value - 1)
// that strikes something, in the order the subset search takes them: two values with the same
// two places need no search, only a comparison.
Progress first_hidden_pair(Board9& board, Journal& journal, const std::array<Cell, kSide>& cells,
                           Mask values, const std::array<std::uint64_t, kSide>& where_of) {
  for (Mask first = values; first != 0; first &= first - 1) {
    const std::uint64_t places = where_of[static_cast<std::size_t>(std::countr_zero(first))];
    for (Mask second = first & (first - 1); second != 0; second &= second - 1) {
      if (where_of[static_cast<std::size_t>(std::countr_zero(second))] != places) continue;
      const std::array<Cell, 2> home{
          cells[static_cast<std::size_t>(std::countr_zero(places))],
          cells[static_cast<std::size_t>(63 - std::countl_zero(places))]};
      const Mask kept = (first & -first) | (second & -second);
      const Progress found =
          strike(board, journal, Technique::HiddenPair, home, kEveryValue & ~kept);
      if (found != Progress::NoChange) return found;
    }
  }
  return Progress::NoChange;
}

// The first hidden subset of `size` among `values` (each with two to `size` places, `where_of`
// indexed by value - 1) that strikes something or shows a contradiction, as the subset search
// finds them.
Progress first_hidden_subset(Board9& board, Journal& journal, const std::array<Cell, kSide>& cells,
                             Mask values, const std::array<std::uint64_t, kSide>& where_of,
                             int size) {
  const Technique technique = size == 2 ? Technique::HiddenPair : Technique::HiddenTriple;
  std::array<int, kSide> chosen{};  // the values, in order
  std::array<std::uint64_t, kSide> places{};
  std::size_t found_values = 0;
  for (Mask rest = values; rest != 0; rest &= rest - 1) {
    const int value = std::countr_zero(rest) + 1;
    chosen[found_values] = value;
    places[found_values++] = where_of[static_cast<std::size_t>(value - 1)];
  }
  Progress found = Progress::NoChange;
  auto apply = [&](const Subset& subset, std::uint64_t covered) {
    if (std::popcount(covered) < size) {
      found = Progress::Contradiction;
      return true;
    }
    Mask kept = 0;
    for (const std::size_t i : subset) kept |= bit(chosen[i]);
    std::array<Cell, kSide> home{};
    std::size_t count = 0;
    for (std::size_t i = 0; i < kSide; ++i) {
      if ((covered >> i & 1U) != 0) home[count++] = cells[i];
    }
    found = strike(board, journal, technique, std::span(home).first(count), kEveryValue & ~kept);
    return found != Progress::NoChange;
  };
  each_subset(std::span(places).first(found_values), size, apply);
  return found;
}

// Hidden subsets of `size`: `size` values whose places in a unit are the same `size` cells.
Progress hidden_subsets(Board9& board, Journal& journal, int size) {
  const Technique technique = size == 2 ? Technique::HiddenPair : Technique::HiddenTriple;
  Progress progress = Progress::NoChange;
  for (std::size_t unit = board.next_to_look_at(technique, 0, kUnits); unit < kUnits;
       unit = board.next_to_look_at(technique, unit + 1, kUnits)) {
    const std::array<Cell, kSide>& cells = board.tables().cells[unit];
    // Fewer than `size` values that could belong: nothing to find, and no places to gather.
    const Mask few = values_with_few_places(board, cells, size);
    if (std::popcount(few) < size) continue;
    // For each value v of `few`, at v - 1: its places, a bit per cell (read without a test).
    std::array<std::uint64_t, kSide> where_of{};
    for (Mask rest = few; rest != 0; rest &= rest - 1) {
      const int index = std::countr_zero(rest);
      std::uint64_t places = 0;
      for (std::size_t i = 0; i < kSide; ++i) {
        places |= std::uint64_t{board.candidates(cells[i]) >> index & 1U} << i;
      }
      where_of[static_cast<std::size_t>(index)] = places;
    }
    const Progress found = size == 2
                               ? first_hidden_pair(board, journal, cells, few, where_of)
                               : first_hidden_subset(board, journal, cells, few, where_of, size);
    if (found == Progress::Contradiction) return found;
    progress = combine(progress, found);
  }
  return progress;
}

// How much a guess in `cell` would strike among its peers (see kStrikeWorth; the stage-4 twin is
// in schedule.cpp).
int branch_score(const Board9& board, std::size_t cell) {
  int score = 0;
  for (const Cell peer : board.tables().peers[cell]) {
    const Mask held = board.candidates(peer);
    score += std::popcount(held & board.candidates(cell)) *
             stage4::kStrikeWorth[static_cast<std::size_t>(std::popcount(held))];
  }
  return score;
}

// The cell with the fewest candidates; on a tie, the one with the highest branch_score, and the
// first in reading order after that. A cell with one candidate is taken at once. The board keeps
// the cells with one and with two candidates, so only when there are none does this look at every
// cell.
std::size_t choose_branch(const Board9& board) {
  if (const std::size_t single = board.next_single(0); single < kCells) return single;
  std::size_t best = kCells;
  int best_score = -1;
  for (std::size_t cell = board.next_pair(0); cell < kCells; cell = board.next_pair(cell + 1)) {
    const int score = branch_score(board, cell);
    if (score > best_score) {
      best = cell;
      best_score = score;
    }
  }
  if (best < kCells) return best;
  int fewest = kSide + 1;
  for (std::size_t cell = 0; cell < kCells; ++cell) {
    const int count = std::popcount(board.candidates(cell));  // 0 for a cell holding a value
    if (count == 0 || count > fewest) continue;
    const int score = branch_score(board, cell);
    if (count < fewest || score > best_score) {
      best = cell;
      fewest = count;
      best_score = score;
    }
  }
  return best;
}

namespace {

// One solve: the techniques, the tally, and the search from a board.
class Search9 {
 public:
  Search9(const stage4::Setup& setup, Techniques techniques, Tally& tally)
      : techniques_(techniques),
        guess_(setup.guess),
        first_guesses_(setup.first_guesses),
        tally_(tally),
        journal_(tally) {}

  // Solves from `board`, which is this branch's own copy; true when the search must stop.
  bool search(Board9& board) {
    switch (run_schedule(board, techniques_, journal_)) {
      case Progress::OutOfNodes:
        return true;
      case Progress::Contradiction:
        ++tally_.stats().backtracks;
        return false;
      case Progress::NoChange:
      case Progress::Changed:
        break;
    }
    if (board.open_count() == 0) return tally_.record_solution(board.grid());
    if (!guess_) {
      tally_.give_up();
      return true;
    }
    const std::size_t cell = choose_branch(board);
    const Mask choices = board.candidates(cell);
    const Mask first = choices & first_guess(cell);
    Mask tried = 0;
    for (const Mask group : {first, choices & ~first}) {
      for (Mask rest = group; rest != 0; rest &= rest - 1) {
        const int value = std::countr_zero(rest) + 1;
        tried |= bit(value);
        if (!journal_.guessing((choices & ~tried) != 0)) return true;
        Board9 branch = board;
        if (branch.place(cell, value)) {
          if (search(branch)) return true;
        } else {
          ++tally_.stats().backtracks;
        }
      }
    }
    ++tally_.stats().backtracks;
    return false;
  }

  // Ends the solve: the per-technique counts into the statistics, and the result.
  SolveResult finish() {
    journal_.close();
    return tally_.finish();
  }

 private:
  // The value a branch on `cell` tries first, if any (Setup::first_guesses).
  Mask first_guess(std::size_t cell) const {
    const int value = first_guesses_ ? (*first_guesses_)[static_cast<int>(cell)] : 0;
    return value == 0 ? 0 : bit(value);
  }

  Techniques techniques_;
  bool guess_;
  const std::optional<Grid>& first_guesses_;
  Tally& tally_;
  Journal journal_;
};

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options, const stage4::Setup& setup) {
  // Only stage 4's board reports steps and takes an extension's techniques; any size but 9x9 is
  // its too.
  const bool extras = setup.techniques && setup.techniques->any_extra();
  if (puzzle.box() != 3 || options.on_step || extras) return stage4::solve(puzzle, options, setup);
  Tally tally(puzzle, options);
  Board9 board(puzzle);
  if (board.givens_clash()) return tally.finish();
  Search9 search(setup, setup.techniques.value_or(stage4::default_techniques(9)), tally);
  search.search(board);
  return search.finish();
}

}  // namespace sudoku::board_9x9
