// The displays a student follows a solve with: history lines, candidates per value, one unit.

#include <algorithm>

#include "stage2/display.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku::stage2 {

namespace {

// What a tile shows in the view of one value.
char mark(const Tile& tile, int value) {
  if (tile.value == value) return symbol_of(value);
  if (tile.value != 0) return '.';
  return tile.possible.contains(value) ? '+' : '-';
}

// One row of the grid in the view of one value, boxes set apart by a space.
std::string view_row(const Board& board, int row, int value) {
  std::string text;
  for (int col = 0; col < board.side(); ++col) {
    if (col > 0 && col % board.box() == 0) text += ' ';
    text += mark(board[row * board.side() + col], value);
  }
  return text;
}

}  // namespace

std::string history_line(const Board& board, std::size_t number, const Assignment& assignment) {
  return std::to_string(number) + (assignment.guessed ? " guess " : " deduction ") +
         board.geometry().cell_name(assignment.cell) + " = " + symbol_of(assignment.value);
}

std::string step_line(const Board& board, std::size_t number, const Step& step) {
  const Geometry& geometry = board.geometry();
  const std::string where = step.unit >= 0 ? " in " + geometry.unit_name(step.unit) : "";
  switch (step.kind) {
    case StepKind::Placement:
      return history_line(board, number, {step.cell, step.value, false, {}}) + " (" +
             std::string(step.rule) + where + ")";
    case StepKind::Guess:
      return history_line(board, number, {step.cell, step.value, true, step.tried}) +
             " (candidates " + symbols_of(step.values) + ", tried " + symbols_of(step.tried) + ")";
    case StepKind::Contradiction:
      if (step.cell >= 0) {
        return "contradiction: " + geometry.cell_name(step.cell) + " has no candidate left";
      }
      return "contradiction: " + std::string(1, symbol_of(step.value)) + " has no place" + where;
    case StepKind::Backtrack: {
      const std::size_t last = number + static_cast<std::size_t>(step.undone) - 1;
      return "back_play: undo assignments " + std::to_string(last) + " to " +
             std::to_string(number) + ", back to " +
             history_line(board, number, {step.cell, step.value, true, {}});
    }
    case StepKind::Elimination: {
      std::string cells;
      for (const int cell : step.cells) cells += " " + geometry.cell_name(cell);
      return std::string(step.rule) + where + ": " + symbols_of(step.values) + " struck from" +
             cells;
    }
  }
  return {};
}

std::string possible_view(const Board& board) {
  // As many views side by side as a box has columns: three rows of three for a 9x9 grid.
  const int width = board.side() + board.box() - 1;
  const std::string gap = "   ";
  std::string text;
  for (int first = 1; first <= board.side(); first += board.box()) {
    const int last = std::min(first + board.box() - 1, board.side());
    std::string line;
    for (int value = first; value <= last; ++value) {
      std::string title = "value " + std::string(1, symbol_of(value));
      title.resize(static_cast<std::size_t>(std::max(width, static_cast<int>(title.size()))), ' ');
      line += (value == first ? "" : gap) + title;
    }
    while (line.ends_with(' ')) line.pop_back();
    text += line + '\n';
    for (int row = 0; row < board.side(); ++row) {
      line.clear();
      for (int value = first; value <= last; ++value) {
        std::string cells = view_row(board, row, value);
        cells.resize(static_cast<std::size_t>(std::max(width, 7)), ' ');
        line += (value == first ? "" : gap) + cells;
      }
      while (line.ends_with(' ')) line.pop_back();
      text += line + '\n';
    }
  }
  return text;
}

std::string unit_view(const Board& board, int unit) {
  std::string text = board.geometry().unit_name(unit) + ":";
  for (const int cell : board.geometry().cells(unit)) {
    const Tile& tile = board[cell];
    text += ' ';
    text += tile.value != 0 ? std::string(1, symbol_of(tile.value))
                            : "{" + symbols_of(tile.possible) + "}";
  }
  return text;
}

}  // namespace sudoku::stage2
