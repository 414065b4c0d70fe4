// Hidden subsets: `size` values whose places in a unit are the same `size` cells take those
// cells; every other candidate leaves them.

#include <algorithm>

#include "stage4/subset_search.hpp"
#include "strike.hpp"

namespace sudoku::stage4 {

namespace {

// What a pass keeps from unit to unit, so that it allocates only once (named for its file: the
// build compiles the techniques in one batch).
struct HiddenScratch {
  std::vector<int> values = {}, subset_cells = {}, touched = {};
  std::vector<std::uint64_t> places = {}, where_of = {};
};

// Each value's places in the unit of `cells`, bit i for the unit's i-th cell, into
// `scratch.values` and `scratch.places`: only the values with two to `size` places can belong to
// a subset (one is a hidden single).
void places_of_values(const Board& board, std::span<const int> cells, int size,
                      HiddenScratch& scratch) {
  std::vector<std::uint64_t>& where_of = scratch.where_of;
  // One walk over the cells, each candidate marking its place: a walk per value would cost
  // side times more on the large grids.
  std::fill(where_of.begin(), where_of.end(), 0);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    for (const int value : board.candidates(cells[i])) {
      where_of[static_cast<std::size_t>(value)] |= std::uint64_t{1} << i;
    }
  }
  scratch.values.clear();
  scratch.places.clear();
  for (int value = 1; value <= board.side(); ++value) {
    const std::uint64_t where = where_of[static_cast<std::size_t>(value)];
    const int count = std::popcount(where);
    if (count < 2 || count > size) continue;
    scratch.values.push_back(value);
    scratch.places.push_back(where);
  }
}

// The first hidden subset of `size` in `unit` that strikes something, or shows a contradiction:
// it ends the unit's turn.
Progress hidden_subsets_in(Board& board, Journal& journal, Technique technique, int size, int unit,
                           HiddenScratch& scratch) {
  const std::span<const int> cells = board.geometry().cells(unit);
  places_of_values(board, cells, size, scratch);
  const std::vector<int>& values = scratch.values;
  std::vector<int>& subset_cells = scratch.subset_cells;
  Progress found = Progress::NoChange;
  auto apply = [&](const Subset& subset, std::uint64_t covered) {
    if (std::popcount(covered) < size) {  // `size` values sharing fewer cells
      journal.contradiction(technique, -1, values[subset.items[0]], unit);
      found = Progress::Contradiction;
      return true;
    }
    ValueSet kept;
    for (const std::size_t i : subset) kept.add(values[i]);
    subset_cells.clear();
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if ((covered >> i) & 1U) subset_cells.push_back(cells[i]);
    }
    found = strike(board, journal, technique, {unit, subset_cells, kept}, subset_cells,
                   ValueSet::all(board.side()) - kept, scratch.touched);
    return found != Progress::NoChange;
  };
  each_subset(std::span<const std::uint64_t>(scratch.places), size, apply);
  return found;
}

}  // namespace

Progress hidden_subsets(Board& board, Journal& journal, int size) {
  const Technique technique = size == 2 ? Technique::HiddenPair : Technique::HiddenTriple;
  HiddenScratch scratch{.where_of =
                            std::vector<std::uint64_t>(static_cast<std::size_t>(board.side()) + 1)};
  Progress progress = Progress::NoChange;
  for (int unit = 0; unit < board.geometry().unit_count(); ++unit) {
    if (!board.changed_since_looked(technique, unit)) continue;
    const std::uint64_t as_of = board.clock();
    const Progress found = hidden_subsets_in(board, journal, technique, size, unit, scratch);
    if (found == Progress::Contradiction) return found;
    progress = combine(progress, found);
    board.looked(technique, unit, as_of);
  }
  return progress;
}

}  // namespace sudoku::stage4
