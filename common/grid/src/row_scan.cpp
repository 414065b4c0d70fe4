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
  // The loop keeps its facts in locals and writes them at the end: a cell holds a char, and a
  // store through a char may alias any member, which would send each of them to memory per byte.
  cells.resize(text.size());  // room for a cell per byte; trimmed to the cells found below
  std::size_t count = 0;
  int end = 1, cut = 0;
  char cut_by = 0;
  bool gaps = false, rules = false, only_blanks = true, blank_since_cell = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const int column = static_cast<int>(i) + 1;
    const ByteKind kind = kKinds[static_cast<unsigned char>(c)];
    if (kind == ByteKind::Blank) {
      blank_since_cell = true;
      continue;
    }
    only_blanks = false;
    if (kind == ByteKind::Cut) {
      cut = column;
      cut_by = c;
      break;
    }
    if (kind == ByteKind::Cell) {
      const Symbol symbol = read_symbol(c);
      const int value = symbol.kind == Symbol::Kind::Unknown ? -1 : symbol.value;
      gaps = gaps || (blank_since_cell && count > 0);
      blank_since_cell = false;
      cells[count++] = {c, value, column};
      end = column + 1;
    } else {
      rules = rules || kind == ByteKind::Bar;
    }
  }
  cells.resize(count);
  end_column = end;
  cut_column = cut;
  cut_char = cut_by;
  has_gaps = gaps;
  has_rules = rules;
  blank = only_blanks;
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
