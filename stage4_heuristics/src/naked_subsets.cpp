// Naked subsets: `size` cells of a unit whose candidates hold `size` values between them keep
// those values; the unit's other cells lose them.

#include "stage4/subset_search.hpp"
#include "strike.hpp"

namespace sudoku::stage4 {

namespace {

// What a pass keeps from unit to unit, so that it allocates only once (named for its file: the
// build compiles the techniques in one batch).
struct NakedScratch {
  std::vector<int> cells, others, subset_cells, touched;
  std::vector<std::uint64_t> masks;
};

// The first naked subset of `size` in `unit` that strikes something, or shows a contradiction:
// it ends the unit's turn, and the next pass sees the candidates it changed.
Progress naked_subsets_in(Board& board, Journal& journal, Technique technique, int size, int unit,
                          NakedScratch& scratch) {
  const Geometry& geometry = board.geometry();
  std::vector<int>& cells = scratch.cells;
  std::vector<std::uint64_t>& masks = scratch.masks;
  // The cells that could belong to a subset: two to `size` candidates (one is a naked single).
  cells.clear();
  masks.clear();
  for (const int cell : geometry.cells(unit)) {
    const int count = board.candidates(cell).count();
    if (count < 2 || count > size) continue;
    cells.push_back(cell);
    masks.push_back(board.candidates(cell).bits());
  }
  Progress found = Progress::NoChange;
  auto apply = [&](const Subset& subset, std::uint64_t covered) {
    const ValueSet values = ValueSet::from_bits(covered);
    if (values.count() < size) {  // `size` cells sharing fewer values: one must go without
      journal.contradiction(technique, cells[subset.items[0]], 0, unit);
      found = Progress::Contradiction;
      return true;
    }
    std::vector<int>& others = scratch.others;
    std::vector<int>& subset_cells = scratch.subset_cells;
    others.clear();
    subset_cells.clear();
    for (const int cell : geometry.cells(unit)) {
      bool in_subset = false;
      for (const std::size_t i : subset) in_subset = in_subset || cells[i] == cell;
      (in_subset ? subset_cells : others).push_back(cell);
    }
    found = strike(board, journal, technique, {unit, subset_cells, values}, others, values,
                   scratch.touched);
    return found != Progress::NoChange;
  };
  each_subset(std::span<const std::uint64_t>(masks), size, apply);
  return found;
}

}  // namespace

Progress naked_subsets(Board& board, Journal& journal, int size) {
  const Technique technique = size == 2 ? Technique::NakedPair : Technique::NakedTriple;
  NakedScratch scratch;
  Progress progress = Progress::NoChange;
  for (int unit = 0; unit < board.geometry().unit_count(); ++unit) {
    if (!board.changed_since_looked(technique, unit)) continue;
    const std::uint64_t as_of = board.clock();
    const Progress found = naked_subsets_in(board, journal, technique, size, unit, scratch);
    if (found == Progress::Contradiction) return found;
    progress = combine(progress, found);
    board.looked(technique, unit, as_of);
  }
  return progress;
}

}  // namespace sudoku::stage4
