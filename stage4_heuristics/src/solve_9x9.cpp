// Stage 4's search on a board made for the 9x9 grid: the techniques, schedule and branching of
// the general search (solve.cpp, schedule.cpp and a file per technique), step for step, on
// 9-bit candidate masks in fixed arrays, with the units as small tables, and a board copied at
// each guess instead of a trail to undo. Each function here has its general twin of the same
// name; reading the two side by side shows what knowing the size buys.

#include "solve_9x9.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "stage4/techniques.hpp"
#include "subset_search.hpp"
#include "sudoku/geometry.hpp"

namespace sudoku::stage4 {

namespace {

constexpr std::size_t kSide = 9;
constexpr std::size_t kCells = 81;
constexpr std::size_t kUnits = 27;

// A set of values 1 to 9: bit v - 1 for value v.
using Mask = unsigned;
constexpr Mask kEveryValue = 0x1FF;

// The mask of one value.
constexpr Mask bit(int value) {
  return 1U << (value - 1);
}

// A cell number, small enough for the tables to stay in the cache.
using Cell = std::uint8_t;

// Where a box and a line cross: the segment they share, and what each has outside it.
struct Crossing {
  std::array<Cell, 3> segment;    // the cells of both, in the line's order
  std::array<Cell, 6> line_rest;  // the line's other cells, in its order
  std::array<Cell, 6> box_rest;   // the box's other cells, in its order
};

// The 9x9 geometry as fixed arrays, copied from the workbook's Geometry: the units are written
// once, in common/.
struct Tables {
  std::array<std::array<Cell, kSide>, kUnits> cells;         // each unit's cells, in order
  std::array<std::array<Cell, 20>, kCells> peers;            // each cell's peers
  std::array<std::uint32_t, kCells> units;                   // each cell's three units, a bit each
  std::array<std::array<std::uint8_t, 3>, kCells> units_of;  // the same as unit numbers
  std::array<std::array<std::size_t, 6>, kSide> box_crossings;       // each box's: rows, columns
  std::array<std::array<std::size_t, 3>, 2 * kSide> line_crossings;  // each line's, along it
  std::array<Crossing, 54> crossings;
};

// A cell number of the Geometry as the tables keep it.
Cell to_cell(int cell) {
  return static_cast<Cell>(cell);
}

// Builds the tables from Geometry::of(3).
Tables make_tables() {
  const Geometry& geometry = Geometry::of(3);
  Tables tables{};
  for (std::size_t unit = 0; unit < kUnits; ++unit) {
    const std::span<const int> cells = geometry.cells(static_cast<int>(unit));
    std::transform(cells.begin(), cells.end(), tables.cells[unit].begin(), to_cell);
  }
  for (std::size_t cell = 0; cell < kCells; ++cell) {
    const int index = static_cast<int>(cell);
    const std::span<const int> peers = geometry.peers(index);
    std::transform(peers.begin(), peers.end(), tables.peers[cell].begin(), to_cell);
    for (std::size_t i = 0; i < 3; ++i) {
      const int unit = geometry.units_of(index)[i];
      tables.units[cell] |= 1U << unit;
      tables.units_of[cell][i] = static_cast<std::uint8_t>(unit);
    }
  }
  // Box by box, its rows then its columns, each in order: the order the general pointing and
  // claiming read them in.
  const auto holds = [&](std::size_t unit, int cell) {
    return (tables.units[static_cast<std::size_t>(cell)] >> unit & 1U) != 0;
  };
  std::array<std::size_t, 2 * kSide> crossings_of_line{};
  std::size_t next = 0;
  for (std::size_t b = 0; b < kSide; ++b) {
    const std::size_t box = 2 * kSide + b;
    std::size_t found = 0;
    for (std::size_t line = 0; line < 2 * kSide; ++line) {
      Crossing crossing{};
      std::size_t s = 0, l = 0, r = 0;
      for (const int cell : geometry.cells(static_cast<int>(line))) {
        if (!holds(box, cell)) {
          if (l < 6) crossing.line_rest[l] = to_cell(cell);
          ++l;
        } else if (s < 3) {
          crossing.segment[s++] = to_cell(cell);
        }
      }
      if (s != 3) continue;
      for (const int cell : geometry.cells(static_cast<int>(box))) {
        if (!holds(line, cell)) crossing.box_rest[r++] = to_cell(cell);
      }
      tables.crossings[next] = crossing;
      tables.box_crossings[b][found++] = next;
      tables.line_crossings[line][crossings_of_line[line]++] = next;
      ++next;
    }
  }
  return tables;
}

// The tables, built the first time a solve needs them and never changed after.
const Tables& tables_9x9() {
  static const Tables built = make_tables();
  return built;
}

// The board: what the general Board keeps, sized for 9x9, and copied to branch.
class Board9 {
 public:
  // The givens placed, and every empty cell's candidates: the values no peer holds.
  // Givens that clash are noted (givens_clash()), not checked further.
  explicit Board9(const Grid& puzzle) : tables_(&tables_9x9()) {
    unseen_.fill((1U << kUnits) - 1);
    for (std::size_t cell = 0; cell < kCells; ++cell) {
      const int value = puzzle[static_cast<int>(cell)];
      values_[cell] = static_cast<std::uint8_t>(value);
      if (value == 0) continue;
      for (const std::uint8_t unit : tables_->units_of[cell]) {
        if ((held_[unit] & bit(value)) != 0) clash_ = true;
        held_[unit] |= static_cast<std::uint16_t>(bit(value));
      }
    }
    for (std::size_t cell = 0; cell < kCells; ++cell) {
      if (values_[cell] != 0) continue;
      ++open_;
      Mask held = 0;
      for (const std::uint8_t unit : tables_->units_of[cell]) held |= held_[unit];
      candidates_[cell] = static_cast<std::uint16_t>(kEveryValue & ~held);
      narrowed(cell);
    }
  }

  const Tables& tables() const { return *tables_; }
  int value(std::size_t cell) const { return values_[cell]; }
  Mask candidates(std::size_t cell) const { return candidates_[cell]; }
  int open_count() const { return open_; }
  bool broken() const { return broken_; }
  // True when two givens share a value in a unit.
  bool givens_clash() const { return clash_; }
  // The values the cells of `unit` hold.
  Mask held(std::size_t unit) const { return held_[unit]; }

  // The first cell from `from` on, in reading order, that is empty with one candidate left;
  // kCells when there is none.
  std::size_t next_single(std::size_t from) const {
    for (std::size_t word = from / 64; word < singles_.size(); ++word) {
      std::uint64_t cells = singles_[word];
      if (word == from / 64) cells &= ~std::uint64_t{0} << from % 64;
      if (cells != 0) return word * 64 + static_cast<std::size_t>(std::countr_zero(cells));
    }
    return kCells;
  }

  // The values placed, as a grid.
  Grid grid() const {
    Grid grid(3);
    for (std::size_t cell = 0; cell < kCells; ++cell)
      grid.set(static_cast<int>(cell), values_[cell]);
    return grid;
  }

  // Puts a candidate value in an empty cell and strikes it from the peers; false when a peer is
  // left without candidates.
  bool place(std::size_t cell, int value) {
    const Mask mask = bit(value);
    touch(cell);
    values_[cell] = static_cast<std::uint8_t>(value);
    for (const std::uint8_t unit : tables_->units_of[cell])
      held_[unit] |= static_cast<std::uint16_t>(mask);
    candidates_[cell] = 0;
    singles_[cell / 64] &= ~(std::uint64_t{1} << cell % 64);
    --open_;
    for (const Cell peer : tables_->peers[cell]) {
      if ((candidates_[peer] & mask) == 0) continue;
      touch(peer);
      candidates_[peer] &= static_cast<std::uint16_t>(~mask);
      narrowed(peer);
    }
    return !broken_;
  }

  // Strikes values from a cell's candidates; returns how many were struck.
  int eliminate(std::size_t cell, Mask values) {
    const Mask struck = candidates_[cell] & values;
    if (struck == 0) return 0;
    touch(cell);
    candidates_[cell] &= static_cast<std::uint16_t>(~struck);
    narrowed(cell);
    return std::popcount(struck);
  }

  // True when `unit` changed since `technique` last looked at it; from now on it counts as seen,
  // so that only the changes the technique makes while it looks count as new.
  bool look_at(Technique technique, std::size_t unit) {
    std::uint32_t& unseen = unseen_[static_cast<std::size_t>(technique)];
    if ((unseen >> unit & 1U) == 0) return false;
    unseen &= ~(1U << unit);
    return true;
  }

 private:
  // Notes that a cell is about to change: its units are new to every technique.
  void touch(std::size_t cell) {
    for (std::uint32_t& unseen : unseen_) unseen |= tables_->units[cell];
  }

  // Notes what an empty cell's candidates have come down to: one (a single), or none.
  void narrowed(std::size_t cell) {
    const Mask left = candidates_[cell];
    if (left == 0) broken_ = true;
    if (left != 0 && (left & (left - 1)) == 0) singles_[cell / 64] |= std::uint64_t{1} << cell % 64;
  }

  const Tables* tables_;
  std::array<std::uint16_t, kCells> candidates_{};       // Masks, none once the cell holds a value
  std::array<std::uint8_t, kCells> values_{};            // 0 when empty
  std::array<std::uint32_t, kTechniqueCount> unseen_{};  // per technique, a bit per changed unit
  std::array<std::uint64_t, 2> singles_{};    // a bit per cell, set when it came down to one value
  std::array<std::uint16_t, kUnits> held_{};  // per unit, the values its cells hold
  bool clash_ = false;
  int open_ = 0;
  bool broken_ = false;
};

// Strikes `values` from `cells` as one step of `technique`: Changed, NoChange or Contradiction.
Progress strike(Board9& board, Journal& journal, Technique technique, std::span<const Cell> cells,
                Mask values) {
  int struck = 0;
  for (const Cell cell : cells) struck += board.eliminate(cell, values);
  if (struck == 0) return Progress::NoChange;
  journal.struck(technique, struck);
  return board.broken() ? Progress::Contradiction : Progress::Changed;
}

// The stronger of two results: a contradiction ends everything, a change beats no change.
Progress combine(Progress so_far, Progress next) {
  return static_cast<int>(next) > static_cast<int>(so_far) ? next : so_far;
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
  for (std::size_t unit = 0; unit < kUnits; ++unit) {
    if (!board.look_at(Technique::HiddenSingle, unit)) continue;
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

// The candidates of a segment together.
Mask union_of(const Board9& board, const std::array<Cell, 3>& segment) {
  return board.candidates(segment[0]) | board.candidates(segment[1]) | board.candidates(segment[2]);
}

// The values of segments[i] that the other two segments lack.
Mask confined_to(const std::array<Mask, 3>& segments, std::size_t i) {
  return segments[i] & static_cast<Mask>(~(segments[(i + 1) % 3] | segments[(i + 2) % 3]));
}

// Pointing, box by box: a value confined to one line of the box leaves the rest of the line.
Progress pointing(Board9& board, Journal& journal) {
  const Tables& tables = board.tables();
  Progress progress = Progress::NoChange;
  for (std::size_t b = 0; b < kSide; ++b) {
    if (!board.look_at(Technique::Pointing, 2 * kSide + b)) continue;
    for (const std::size_t first : {0U, 3U}) {  // the box's rows, then its columns
      std::array<Mask, 3> segments{};
      for (std::size_t i = 0; i < 3; ++i) {
        segments[i] = union_of(board, tables.crossings[tables.box_crossings[b][first + i]].segment);
      }
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
  for (std::size_t line = 0; line < 2 * kSide; ++line) {
    if (!board.look_at(Technique::Claiming, line)) continue;
    std::array<Mask, 3> segments{};
    for (std::size_t k = 0; k < 3; ++k) {
      segments[k] = union_of(board, tables.crossings[tables.line_crossings[line][k]].segment);
    }
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
  for (std::size_t unit = 0; unit < kUnits; ++unit) {
    if (!board.look_at(technique, unit)) continue;
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

// Hidden subsets of `size`: `size` values whose places in a unit are the same `size` cells.
Progress hidden_subsets(Board9& board, Journal& journal, int size) {
  const Technique technique = size == 2 ? Technique::HiddenPair : Technique::HiddenTriple;
  Progress progress = Progress::NoChange;
  for (std::size_t unit = 0; unit < kUnits; ++unit) {
    if (!board.look_at(technique, unit)) continue;
    const std::array<Cell, kSide>& cells = board.tables().cells[unit];
    // Fewer than `size` values that could belong: nothing to find, and no places to gather.
    const Mask few = values_with_few_places(board, cells, size);
    if (std::popcount(few) < size) continue;
    std::array<std::uint64_t, kSide> where_of{};  // for each value v, at v - 1: its places
    for (std::size_t i = 0; i < kSide; ++i) {
      for (Mask rest = board.candidates(cells[i]) & few; rest != 0; rest &= rest - 1) {
        where_of[static_cast<std::size_t>(std::countr_zero(rest))] |= std::uint64_t{1} << i;
      }
    }
    std::array<int, kSide> values{};
    std::array<std::uint64_t, kSide> places{};
    std::size_t found_values = 0;
    for (Mask rest = few; rest != 0; rest &= rest - 1) {
      const int value = std::countr_zero(rest) + 1;
      values[found_values] = value;
      places[found_values++] = where_of[static_cast<std::size_t>(value - 1)];
    }
    Progress found = Progress::NoChange;
    auto apply = [&](const Subset& subset, std::uint64_t covered) {
      if (std::popcount(covered) < size) {
        found = Progress::Contradiction;
        return true;
      }
      Mask kept = 0;
      for (const std::size_t i : subset) kept |= bit(values[i]);
      std::array<Cell, kSide> home{};
      std::size_t count = 0;
      for (std::size_t i = 0; i < kSide; ++i) {
        if ((covered >> i & 1U) != 0) home[count++] = cells[i];
      }
      found = strike(board, journal, technique, std::span(home).first(count), kEveryValue & ~kept);
      return found != Progress::NoChange;
    };
    each_subset(std::span(places).first(found_values), size, apply);
    if (found == Progress::Contradiction) return found;
    progress = combine(progress, found);
  }
  return progress;
}

// The cell with the fewest candidates, the first in reading order on a tie (the board has one,
// and none without candidates). No cell has fewer than `least`, so the first with `least` will
// do: 2 once naked singles have found nothing, 1 otherwise.
std::size_t choose_branch(const Board9& board, int least) {
  std::size_t best = 0;
  int fewest = kSide + 1;
  for (std::size_t cell = 0; cell < kCells; ++cell) {
    const int count = std::popcount(board.candidates(cell));  // 0 for a cell holding a value
    if (count != 0 && count < fewest) {
      best = cell;
      fewest = count;
      if (count <= least) break;
    }
  }
  return best;
}

// One solve: the techniques, the tally, and the search from a board.
class Search9 {
 public:
  Search9(Techniques techniques, Tally& tally)
      : techniques_(techniques), tally_(tally), journal_(tally) {}

  // Solves from `board`, which is this branch's own copy; true when the search must stop.
  bool search(Board9& board) {
    switch (deduce(board)) {
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
    const std::size_t cell = choose_branch(board, techniques_.has(Technique::NakedSingle) ? 2 : 1);
    const Mask choices = board.candidates(cell);
    Mask tried = 0;
    for (Mask rest = choices; rest != 0; rest &= rest - 1) {
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
    ++tally_.stats().backtracks;
    return false;
  }

  // Ends the solve: the per-technique counts into the statistics, and the result.
  SolveResult finish() {
    journal_.close();
    return tally_.finish();
  }

 private:
  // The schedule: the cheapest technique first, back to it after any progress.
  Progress deduce(Board9& board) {
    if (board.broken()) return Progress::Contradiction;
    for (;;) {
      Progress pass = Progress::NoChange;
      for (const Technique technique : kTechniques) {
        if (!techniques_.has(technique)) continue;
        pass = apply(technique, board);
        if (pass != Progress::NoChange) break;
      }
      if (pass != Progress::Changed) return pass;
    }
  }

  // One pass of one technique.
  Progress apply(Technique technique, Board9& board) {
    switch (technique) {
      case Technique::NakedSingle:
        return naked_singles(board, journal_);
      case Technique::HiddenSingle:
        return hidden_singles(board, journal_);
      case Technique::Pointing:
        return pointing(board, journal_);
      case Technique::Claiming:
        return claiming(board, journal_);
      case Technique::NakedPair:
        return naked_subsets(board, journal_, 2);
      case Technique::HiddenPair:
        return hidden_subsets(board, journal_, 2);
      case Technique::NakedTriple:
        return naked_subsets(board, journal_, 3);
      case Technique::HiddenTriple:
        return hidden_subsets(board, journal_, 3);
    }
    return Progress::NoChange;
  }

  Techniques techniques_;
  Tally& tally_;
  Journal journal_;
};

}  // namespace

SolveResult solve_9x9(const Grid& puzzle, Techniques techniques, Tally& tally) {
  Board9 board(puzzle);
  if (board.givens_clash()) return tally.finish();
  Search9 search(techniques, tally);
  search.search(board);
  return search.finish();
}

}  // namespace sudoku::stage4
