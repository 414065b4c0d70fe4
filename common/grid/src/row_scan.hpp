#pragma once
// The one reading of a line that every format shares: which bytes are cells.

#include <cstddef>
#include <string_view>
#include <vector>

namespace sudoku {

// A byte of the line that stands for a cell.
struct ScannedCell {
  char text;   // the byte as written
  int value;   // 1..64, 0 for an empty marker, -1 for a byte that is no symbol at all
  int column;  // 1-based
};

// Cells written together, without a blank or a rule between them: one field of a marks grid.
struct CellRun {
  std::size_t first;  // the index of its first cell in RowScan::cells
  std::size_t count;  // how many cells it holds
};

// The cells of one line, and the facts format detection and messages need.
struct RowScan {
  std::vector<ScannedCell> cells;
  int end_column = 1;      // the column just after the last cell
  int cut_column = 0;      // column of a '#' or ':' that ended the cells early, 0 if none
  char cut_char = 0;       // that '#' or ':'
  bool has_gaps = false;   // blanks stand between cells ("8 0 0 ...")
  bool has_rules = false;  // '|' separators of a pretty print-out
  bool blank = true;       // the line holds nothing but blanks

  // Scans a line into *this, reusing its storage.
  void scan(std::string_view text);

  // The first cell that is not a symbol, or nullptr.
  const ScannedCell* first_unknown() const;

  // The first cell whose value is above side, or nullptr.
  const ScannedCell* first_too_large(int side) const;

  // The largest value among the cells (0 when none).
  int largest_value() const;

  // The runs of cells written together, in order.
  std::vector<CellRun> runs() const;
};

}  // namespace sudoku
