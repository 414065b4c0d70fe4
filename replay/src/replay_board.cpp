// A solve played back from its steps: what the replay page does, written once in C++ so that a
// trace can be checked before a browser ever draws it.

#include "replay/replay_board.hpp"

namespace sudoku::replay {

ReplayBoard::ReplayBoard(const Grid& puzzle)
    : grid_(puzzle), struck_(static_cast<std::size_t>(puzzle.cell_count())) {}

std::optional<std::string> ReplayBoard::apply(const explain::Record& step) {
  const auto in_grid = [this](int cell) { return cell >= 0 && cell < grid_.cell_count(); };
  switch (step.kind) {
    case StepKind::Placement:
    case StepKind::Guess:
      if (!in_grid(step.cell) || step.value < 1 || step.value > grid_.side()) {
        return "a value outside the grid";
      }
      if (grid_[step.cell] != 0) return "a value placed in a filled cell";
      grid_.set(step.cell, step.value);
      stack_.push_back({.kind = step.kind, .cell = step.cell, .value = step.value});
      return std::nullopt;
    case StepKind::Elimination: {
      Change change{.kind = StepKind::Elimination};
      for (const int cell : step.cells) {
        if (!in_grid(cell)) return "a candidate struck outside the grid";
        const ValueSet newly = step.values - struck_[static_cast<std::size_t>(cell)];
        struck_[static_cast<std::size_t>(cell)] |= newly;
        if (!newly.empty()) change.struck.emplace_back(cell, newly);
      }
      stack_.push_back(std::move(change));
      return std::nullopt;
    }
    case StepKind::Backtrack: {
      std::uint64_t undone = 0;
      for (;;) {
        if (stack_.empty()) return "a backtrack with no such guess in place";
        const Change last = stack_.back();
        undo_last();
        if (last.kind != StepKind::Elimination) ++undone;
        if (last.kind == StepKind::Guess && last.cell == step.cell && last.value == step.value) {
          break;
        }
      }
      if (undone != step.undone)
        return "a backtrack whose count of values undone is not the replay's";
      return std::nullopt;
    }
    case StepKind::Contradiction:
      return std::nullopt;
  }
  return "a step of no known kind";
}

ReplayBoard::ReplayBoard(const Grid& puzzle, const std::vector<Change>& in_place)
    : ReplayBoard(puzzle) {
  for (const Change& change : in_place) redo(change);
}

void ReplayBoard::redo(const Change& change) {
  if (change.kind == StepKind::Elimination) {
    for (const auto& [cell, values] : change.struck)
      struck_[static_cast<std::size_t>(cell)] |= values;
  } else {
    grid_.set(change.cell, change.value);
  }
  stack_.push_back(change);
}

void ReplayBoard::undo_last() {
  const Change& last = stack_.back();
  if (last.kind == StepKind::Elimination) {
    for (const auto& [cell, values] : last.struck)
      struck_[static_cast<std::size_t>(cell)] -= values;
  } else {
    grid_.set(last.cell, 0);
  }
  stack_.pop_back();
}

}  // namespace sudoku::replay
