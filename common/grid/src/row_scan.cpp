#include "row_scan.hpp"

#include <array>

#include "sudoku/symbols.hpp"

namespace sudoku {

namespace {

// What a byte is to the scan of a row.
enum class ByteKind : unsigned char {
  Cell,   // stands for a cell (a symbol, an empty marker, or a byte that is neither)
  Blank,  // separates cells and is ignored, wherever the file was written
  Bar,    // '|', a rule of a pretty print-out, ignored so that it reads back
  Rule,   // '-' or '+', the other rules
  Cut     // '#' or ':', which ends the cells
};

// The kind of each of the 256 bytes, worked out as the program is compiled: a reader looks at
// every byte of its input, and one look-up is cheaper than a series of comparisons.
constexpr std::array<ByteKind, 256> kKinds = [] {
  std::array<ByteKind, 256> kinds{};
  kinds.fill(ByteKind::Cell);
  for (const char c : {' ', '\t', '\r', '\v', '\f'})
    kinds[static_cast<unsigned char>(c)] = ByteKind::Blank;
  kinds[static_cast<unsigned char>('|')] = ByteKind::Bar;
  for (const char c : {'-', '+'}) kinds[static_cast<unsigned char>(c)] = ByteKind::Rule;
  for (const char c : {'#', ':'}) kinds[static_cast<unsigned char>(c)] = ByteKind::Cut;
  return kinds;
}();

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
    const ByteKind kind = kKinds[static_cast<unsigned char>(c)];
    if (kind == ByteKind::Blank) {
      blank_since_cell = true;
      continue;
    }
    blank = false;
    if (kind == ByteKind::Cut) {
      cut_column = column;
      cut_char = c;
      break;
    }
    if (kind == ByteKind::Cell) {
      const Symbol symbol = read_symbol(c);
      const int value = symbol.kind == Symbol::Kind::Unknown ? -1 : symbol.value;
      has_gaps = has_gaps || (blank_since_cell && !cells.empty());
      blank_since_cell = false;
      cells.push_back({c, value, column});
      end_column = column + 1;
    } else {
      has_rules = has_rules || kind == ByteKind::Bar;
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
