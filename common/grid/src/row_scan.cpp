#include "row_scan.hpp"

#include "sudoku/symbols.hpp"

namespace sudoku {

namespace {

// Blanks separate cells and are ignored, wherever the file was written.
bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}
// The lines of a pretty print-out, ignored so that it reads back.
bool is_rule(char c) {
  return c == '|' || c == '-' || c == '+';
}

}  // namespace

void RowScan::scan(std::string_view text) {
  cells.clear();
  end_column = 1;
  cut_column = 0;
  cut_char = 0;
  has_gaps = false;
  has_rules = false;
  blank = true;
  bool blank_since_cell = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const int column = static_cast<int>(i) + 1;
    blank = blank && is_blank(c);
    if (c == '#' || c == ':') {
      cut_column = column;
      cut_char = c;
      break;
    }
    if (is_blank(c)) {
      blank_since_cell = true;
    } else if (is_rule(c)) {
      has_rules = has_rules || c == '|';
    } else {
      const Symbol symbol = read_symbol(c);
      const int value = symbol.kind == Symbol::Kind::Unknown ? -1 : symbol.value;
      has_gaps = has_gaps || (blank_since_cell && !cells.empty());
      blank_since_cell = false;
      cells.push_back({c, value, column});
      end_column = column + 1;
    }
  }
}

const ScannedCell* RowScan::first_unknown() const {
  for (const ScannedCell& cell : cells) {
    if (cell.value < 0) return &cell;
  }
  return nullptr;
}

const ScannedCell* RowScan::first_too_large(int side) const {
  for (const ScannedCell& cell : cells) {
    if (cell.value > side) return &cell;
  }
  return nullptr;
}

int RowScan::largest_value() const {
  int largest = 0;
  for (const ScannedCell& cell : cells) largest = cell.value > largest ? cell.value : largest;
  return largest;
}

std::vector<CellRun> RowScan::runs() const {
  std::vector<CellRun> runs;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0 && cells[i].column == cells[i - 1].column + 1) {
      ++runs.back().count;
    } else {
      runs.push_back({.first = i, .count = 1});
    }
  }
  return runs;
}

}  // namespace sudoku
