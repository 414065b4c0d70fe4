// The board: candidates kept exact by place() and eliminate(), and undone through the trail.
// Every change stamps the units of the cell it changes with the clock's new time, so that a
// technique can skip the units it has already looked at as they are.

#include "stage4/board.hpp"

#include <vector>

namespace sudoku::stage4 {

Board::Board(const Grid& puzzle)
    : grid_(puzzle),
      candidates_(static_cast<std::size_t>(puzzle.cell_count())),
      geometry_(&Geometry::of(puzzle.box())),
      changed_(static_cast<std::size_t>(geometry_->unit_count()), 1),
      looked_(static_cast<std::size_t>(kTechniqueCount * geometry_->unit_count()), 0) {
  // The values each unit holds first, then each empty cell's three units: on a 64x64 grid that
  // is 3 looks per cell where its peers are 189.
  std::vector<Candidates> held(static_cast<std::size_t>(geometry().unit_count()));
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] == 0) continue;
    for (const int unit : geometry().units_of(cell)) {
      held[static_cast<std::size_t>(unit)].add(puzzle[cell]);
    }
  }
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] != 0) continue;
    ++open_;
    Candidates open = Candidates::all(side());
    for (const int unit : geometry().units_of(cell)) open -= held[static_cast<std::size_t>(unit)];
    candidates_[static_cast<std::size_t>(cell)] = open;
    if (open.empty()) mark_dead(cell);
  }
}

bool Board::place(int cell, int value) {
  ++clock_;
  save(cell);
  grid_.set(cell, value);
  candidates_[static_cast<std::size_t>(cell)] = {};
  --open_;
  for (const int peer : geometry().peers(cell)) {
    Candidates& theirs = candidates_[static_cast<std::size_t>(peer)];
    if (!theirs.contains(value)) continue;
    save(peer);
    theirs.remove(value);
    if (theirs.empty()) mark_dead(peer);
  }
  return !broken_;
}

int Board::eliminate(int cell, Candidates values) {
  Candidates& mine = candidates_[static_cast<std::size_t>(cell)];
  const Candidates struck = mine & values;
  if (struck.empty()) return 0;
  ++clock_;
  save(cell);
  mine -= struck;
  if (mine.empty()) mark_dead(cell);
  return struck.count();
}

void Board::undo_to(std::size_t mark) {
  if (trail_.size() > mark) ++clock_;
  while (trail_.size() > mark) {
    const Change& change = trail_.back();
    if (change.value == 0 && grid_[change.cell] != 0) ++open_;
    grid_.set(change.cell, change.value);
    candidates_[static_cast<std::size_t>(change.cell)] = change.candidates;
    for (const int unit : geometry().units_of(change.cell)) {
      changed_[static_cast<std::size_t>(unit)] = clock_;
    }
    trail_.pop_back();
  }
  // A branch starts from a board that is not broken, so undoing it mends the board.
  broken_ = false;
  dead_cell_ = -1;
}

void Board::save(int cell) {
  trail_.push_back({cell, candidates(cell), value(cell)});
  for (const int unit : geometry().units_of(cell))
    changed_[static_cast<std::size_t>(unit)] = clock_;
}

void Board::mark_dead(int cell) {
  if (!broken_) dead_cell_ = cell;
  broken_ = true;
}

}  // namespace sudoku::stage4
