// Sue de Coq, or two-sector disjoint subsets: where a box and a line cross, two or three cells (the
// crossing) hold at least two values more than cells; with cells of the line outside the box and
// cells of the box outside the line (the companions), whose values differ from one another's,
// they hold as many values as cells. A value of the line's companions lies in the line's cells of
// the pattern, one of the box's in the box's, and one of the crossing alone in the crossing, so
// each value is in the pattern once at most; with as many values as cells, each is in it exactly
// once. So a value of the line's companions leaves the rest of the line, one of the box's the rest
// of the box, and one of the crossing alone both.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

// The most cells of a set of companions: the technique's examples take one or two, and on a
// 16x16 grid three would make each crossing's pairs of sets fifteen times as many (appendix D).
constexpr int kMostCompanions = 2;

// Grids above this side are left alone, as the chains leave them: a line there has more cells
// outside a box than the sets of companions above can afford.
constexpr int kLargestSueDeCoqSide = 16;

// Some empty cells and the values they hold between them.
struct CellSet {
  std::vector<int> cells;
  ValueSet values;
};

// The empty cells of `unit` that lie in `other` (`inside`) or outside it.
std::vector<int> empty_cells(const Board& board, int unit, int other, bool inside) {
  const Geometry& geometry = board.geometry();
  const std::span<const int> others = geometry.cells(other);
  std::vector<int> found;
  for (const int cell : geometry.cells(unit)) {
    const bool in_other = std::ranges::find(others, cell) != others.end();
    if (board.value(cell) == 0 && in_other == inside) found.push_back(cell);
  }
  return found;
}

// Every set of `least` to `most` cells of `from`, with its values.
std::vector<CellSet> sets_of(const Board& board, const std::vector<int>& from, int least,
                             int most) {
  std::vector<CellSet> sets;
  for (std::uint32_t chosen = 1; chosen < (std::uint32_t{1} << from.size()); ++chosen) {
    const int size = std::popcount(chosen);
    if (size < least || size > most) continue;
    CellSet set;
    for (std::size_t i = 0; i < from.size(); ++i) {
      if (((chosen >> i) & 1U) == 0) continue;
      set.cells.push_back(from[i]);
      set.values |= board.candidates(from[i]);
    }
    sets.push_back(std::move(set));
  }
  return sets;
}

// The pattern's strike in `unit`: `values` leave the unit's cells outside `pattern`. The step
// names the line, the pattern's cells (the crossing's first) and the crossing's values.
Progress strike_in(Board& board, Journal& journal, const ExtraTechnique& technique, int line,
                   const std::vector<int>& pattern, ValueSet crossing, int unit, ValueSet values) {
  std::vector<int> rest, touched;
  for (const int cell : board.geometry().cells(unit)) {
    const bool in_pattern = std::ranges::find(pattern, cell) != pattern.end();
    if (!in_pattern && !(board.candidates(cell) & values).empty()) rest.push_back(cell);
  }
  if (rest.empty()) return Progress::NoChange;
  return stage4::strike(board, journal, technique,
                        {.unit = line, .cells = pattern, .values = crossing}, rest, values,
                        touched);
}

// The first Sue de Coq of `crossing` (cells where `line` and `box` cross) with a set of
// `in_line` and one of `in_box` that strikes something, struck: first in the line, then in the box.
Progress with_companions(Board& board, Journal& journal, const ExtraTechnique& technique, int line,
                         int box, const CellSet& crossing, const std::vector<CellSet>& in_line,
                         const std::vector<CellSet>& in_box) {
  for (const CellSet& of_line : in_line) {
    if ((of_line.values & crossing.values).empty()) continue;
    for (const CellSet& of_box : in_box) {
      if ((of_box.values & crossing.values).empty() || !(of_box.values & of_line.values).empty())
        continue;
      const std::size_t cells = crossing.cells.size() + of_line.cells.size() + of_box.cells.size();
      if (static_cast<std::size_t>((crossing.values | of_line.values | of_box.values).count()) !=
          cells)
        continue;
      std::vector<int> pattern = crossing.cells;
      pattern.insert(pattern.end(), of_line.cells.begin(), of_line.cells.end());
      pattern.insert(pattern.end(), of_box.cells.begin(), of_box.cells.end());
      Progress found = strike_in(board, journal, technique, line, pattern, crossing.values, line,
                                 of_line.values | (crossing.values - of_box.values));
      if (found == Progress::NoChange) {
        found = strike_in(board, journal, technique, line, pattern, crossing.values, box,
                          of_box.values | (crossing.values - of_line.values));
      }
      if (found != Progress::NoChange) return found;
    }
  }
  return Progress::NoChange;
}

// The Sue de Coq where `box` and `line` cross, if one strikes anything.
Progress at_crossing(Board& board, Journal& journal, const ExtraTechnique& technique, int box,
                     int line) {
  const std::vector<int> crossing = empty_cells(board, line, box, true);
  if (crossing.size() < 2) return Progress::NoChange;
  const std::vector<CellSet> in_line =
      sets_of(board, empty_cells(board, line, box, false), 1, kMostCompanions);
  const std::vector<CellSet> in_box =
      sets_of(board, empty_cells(board, box, line, false), 1, kMostCompanions);
  for (const CellSet& cells : sets_of(board, crossing, 2, 3)) {
    if (cells.values.count() < static_cast<int>(cells.cells.size()) + 2) continue;
    const Progress found =
        with_companions(board, journal, technique, line, box, cells, in_line, in_box);
    if (found != Progress::NoChange) return found;
  }
  return Progress::NoChange;
}

}  // namespace

Progress sue_de_coq(Board& board, Journal& journal, const ExtraTechnique& technique) {
  const Geometry& geometry = board.geometry();
  if (geometry.side() > kLargestSueDeCoqSide) return Progress::NoChange;
  for (int box = 0; box < geometry.side(); ++box) {
    const int box_unit = geometry.unit_number({UnitKind::Box, box});
    // The rows, then the columns, that cross the box: those of the cells of its diagonal.
    for (const int kind : {0, 1}) {
      for (int i = 0; i < geometry.box(); ++i) {
        const int cell = geometry.cells(box_unit)[static_cast<std::size_t>(i * geometry.box() + i)];
        const int line = geometry.units_of(cell)[static_cast<std::size_t>(kind)];
        const Progress found = at_crossing(board, journal, technique, box_unit, line);
        if (found != Progress::NoChange) return found;
      }
    }
  }
  return Progress::NoChange;
}

}  // namespace sudoku::advanced
