#include "sudoku/reader.hpp"

#include <algorithm>
#include <array>
#include <sstream>
#include <stdexcept>

#include "line_source.hpp"
#include "row_scan.hpp"
#include "sudoku/names.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku {

namespace {

constexpr std::string_view kEmptyMarkers = ", and _ . or 0 for empty";

// The side of a puzzle written on one line with this many cells, or 0.
int side_of_line(std::size_t cells) {
  for (int box = 1; box <= kMaxBox; ++box) {
    if (static_cast<std::size_t>(box * box * box * box) == cells) return box * box;
  }
  return 0;
}

// Why a scanned cell is not a value of a grid of this side (side 0: not known yet).
std::string symbol_message(const ScannedCell& cell, int side) {
  const std::string what = describe_char(cell.text);
  if (side == 0) {
    return what + " is not a Sudoku symbol (use " + symbol_range(64) + std::string(kEmptyMarkers) +
           ")";
  }
  std::string message = what + " is not a symbol of a " + size_name(side) + " grid";
  if (cell.value > side) {
    message += ": it stands for " + std::to_string(cell.value) + " in larger grids";
  }
  return message + " (use " + symbol_range(side) + std::string(kEmptyMarkers) + ")";
}

// The hint added when a '#' or ':' cut a row short: the usual cause of a short row.
std::string cut_hint(const RowScan& scan) {
  if (scan.cut_column == 0) return "";
  const std::string at = " at column " + std::to_string(scan.cut_column);
  if (scan.cut_char == '#') return " (the '#'" + at + " starts a comment)";
  return " (the ':'" + at + " ends the puzzle part of the line)";
}

std::string too_long_message() {
  return "this line is longer than " + std::to_string(kMaxLineLength) +
         " bytes; no puzzle needs that many";
}

// The side a line gives when it holds only a side written as a number ("9", "16"), or 0.
int side_written_alone(const RowScan& scan) {
  if (scan.cells.empty() || scan.cells.size() > 2 || scan.has_gaps || scan.has_rules) return 0;
  int number = 0;
  for (const ScannedCell& cell : scan.cells) {
    if (cell.text < '0' || cell.text > '9') return 0;
    number = number * 10 + (cell.text - '0');
  }
  return number > 1 && is_valid_side(number) ? number : 0;
}

// Why a grid stopped short; `after_whole_grid` when no blank line parts it from a whole grid above.
std::string short_grid_message(int rows, int side, bool after_whole_grid) {
  std::string message =
      "the grid ends after " + std::to_string(rows) + " of its " + std::to_string(side) + " rows";
  if (!after_whole_grid) return message;
  const std::string count = rows == 1 ? "this row belongs" : "these rows belong";
  return message + "; if " + count + " to the grid above, that grid has " + std::to_string(rows) +
         (rows == 1 ? " row" : " rows") + " too many";
}

// True when a line reads as a row of pencil marks, or a whole grid of them: fields that number a
// side (or its square), not all of one length, so that a puzzle written in groups of equal length
// ("123 456 789") is never taken for marks.
bool looks_like_marks(const RowScan& scan) {
  const std::vector<CellRun> runs = scan.runs();
  if (runs.size() < 2) return false;
  if (!is_valid_side(static_cast<int>(runs.size())) && side_of_line(runs.size()) == 0) return false;
  return std::ranges::any_of(runs,
                             [&](const CellRun& run) { return run.count != runs.front().count; });
}

// True when a line of marks, or of cells, with 16 of them is the first row of a 16x16 rather than
// a whole 4x4: it has rules or gaps, or a value above 4.
bool row_of_sixteen(const RowScan& scan) {
  return scan.has_rules || scan.has_gaps || scan.largest_value() > 4;
}

// Auto-detection from the first significant line: a whole puzzle, or the first row of a block?
Format detect_format(const RowScan& scan) {
  if (looks_like_marks(scan)) return Format::Marks;
  const std::size_t cells = scan.cells.size();
  if (cells == 16) {  // a 4x4 on one line, or the first row of a 16x16
    return row_of_sixteen(scan) ? Format::Block : Format::Line;
  }
  if (side_of_line(cells) != 0) return Format::Line;
  if (is_valid_side(static_cast<int>(cells))) return Format::Block;
  return cells > static_cast<std::size_t>(kMaxBox * kMaxBox) ? Format::Line : Format::Block;
}

}  // namespace

// The input formats' names.
constexpr std::array<Named<Format>, 5> kFormatNames{{{Format::Auto, "auto"},
                                                     {Format::Line, "line"},
                                                     {Format::Block, "block"},
                                                     {Format::Sku, "sku"},
                                                     {Format::Marks, "marks"}}};

std::optional<Format> parse_format(std::string_view name) {
  return value_named(kFormatNames, name);
}

std::string_view format_name(Format format) {
  return name_in(kFormatNames, format);
}

std::string to_string(const Location& where) {
  std::string text = where.file + ":" + std::to_string(where.line);
  if (where.column > 0) text += ":" + std::to_string(where.column);
  return text;
}

struct PuzzleReader::State {
  State(std::istream& in, std::string file_name, Format wanted)
      : lines(in), name(std::move(file_name)), format(wanted) {
    if (format == Format::Auto && name.ends_with(".sku")) format = Format::Sku;
  }

  // Reads up to the next line with cells, scanned into `scan`, or read whole into `plain` when it
  // is a plain 9x9 line; false at the end of the input.
  bool next_significant() {
    if (held) {
      held = false;
      return true;
    }
    while (lines.next(line)) {
      if (format == Format::Line && (plain = plain_9x9_line())) return true;
      scan.scan(line.text);
      if (!scan.cells.empty() || line.too_long) return true;
      if (scan.blank) last_blank_line = line.number;
    }
    return false;
  }

  // Reads the next row of a block grid into `scan`; false at the end of the input or at a blank
  // line, which ends a grid so that a short grid cannot take the rows of the next one. The course
  // format (.sku) allows blank lines anywhere: there a grid ends after its last row.
  bool next_row() {
    if (format == Format::Sku) return next_significant();
    while (lines.next(line)) {
      scan.scan(line.text);
      if (!scan.cells.empty() || line.too_long) return true;
      if (scan.blank) {
        last_blank_line = line.number;
        return false;
      }
    }
    return false;
  }

  Location at(int column) const { return {name, line.number, column}; }
  int first_column() const { return scan.cells.empty() ? 1 : scan.cells.front().column; }

  // Keeps the first error of a puzzle: it is the one a person should fix first.
  static void note(Entry& entry, Location where, std::string message) {
    if (!entry.error) entry.error = InputError{std::move(where), std::move(message)};
  }

  // The grid of the current line when it is 81 digits and empty markers and nothing else, as
  // nearly every line of a large file in the line format is, read without a scan: any other byte
  // is no symbol of a 9x9 grid, so the scan would find the same 81 cells. nullopt otherwise.
  std::optional<Grid> plain_9x9_line() const {
    if (line.text.size() != 81) return std::nullopt;
    Grid grid(3);
    for (std::size_t i = 0; i < 81; ++i) {
      const Symbol symbol = read_symbol(line.text[i]);
      if (symbol.kind == Symbol::Kind::Unknown || symbol.value > 9) return std::nullopt;
      grid.set(static_cast<int>(i), symbol.value);
    }
    return grid;
  }

  // The grid of the scanned line when every cell of it is a symbol of a grid of `side`, made in
  // one pass over the cells. nullopt otherwise.
  std::optional<Grid> line_grid(int side) const {
    if (side == 0 || line.too_long) return std::nullopt;
    Grid grid(box_for_side(side));
    for (std::size_t i = 0; i < scan.cells.size(); ++i) {
      const int value = scan.cells[i].value;
      if (value < 0 || value > side) return std::nullopt;
      grid.set(static_cast<int>(i), value);
    }
    return grid;
  }

  // The puzzle on the current line (line format), or the first thing wrong with it.
  Entry read_line_puzzle() {
    const int side = side_of_line(scan.cells.size());
    if (std::optional<Grid> grid = line_grid(side)) {
      return Entry{at(first_column()), Format::Line, std::move(*grid), std::nullopt};
    }
    Entry entry{at(first_column()), Format::Line, Grid(1), std::nullopt};
    if (line.too_long) {
      note(entry, at(static_cast<int>(kMaxLineLength) + 1), too_long_message());
    } else if (const ScannedCell* bad = scan.first_unknown()) {
      note(entry, at(bad->column), symbol_message(*bad, side));
    } else if (side == 0) {
      note(entry, at(first_column()),
           "this line has " + std::to_string(scan.cells.size()) +
               " cells, but a puzzle on one line has 1, 16, 81, 256, 625, 1296, 2401 or 4096" +
               cut_hint(scan));
    } else if (const ScannedCell* large = scan.first_too_large(side)) {
      note(entry, at(large->column), symbol_message(*large, side));
    }
    return entry;
  }

  // Checks the current line as row `row` of a block grid and copies it in.
  void read_row(Entry& entry, int row) {
    Grid& grid = entry.puzzle;
    const int side = grid.side();
    const auto cells = static_cast<int>(scan.cells.size());
    const std::string needs =
        "; a " + size_name(side) + " grid needs " + std::to_string(side) + " on each row";
    if (line.too_long) {
      note(entry, at(static_cast<int>(kMaxLineLength) + 1), too_long_message());
    } else if (const ScannedCell* bad = scan.first_unknown()) {
      note(entry, at(bad->column), symbol_message(*bad, side));
    } else if (cells < side) {
      note(entry, at(scan.end_column),
           "row " + std::to_string(row + 1) + " has " + std::to_string(cells) + " cells" + needs +
               cut_hint(scan));
    } else if (cells > side) {
      note(entry, at(scan.cells[static_cast<std::size_t>(side)].column),
           "row " + std::to_string(row + 1) + " has " + std::to_string(cells) + " cells" + needs);
    } else if (const ScannedCell* large = scan.first_too_large(side)) {
      note(entry, at(large->column), symbol_message(*large, side));
    }
    if (entry.error) return;
    for (int col = 0; col < side; ++col) {
      grid.set(row, col, scan.cells[static_cast<std::size_t>(col)].value);
    }
  }

  // The grid whose first row is the current line (block and sku formats).
  Entry read_block() {
    Entry entry{at(first_column()), format, Grid(1), std::nullopt};
    const auto cells = static_cast<int>(scan.cells.size());
    if (line.too_long) {
      note(entry, at(static_cast<int>(kMaxLineLength) + 1), too_long_message());
      return entry;
    }
    if (!is_valid_side(cells)) {
      const ScannedCell* bad = scan.first_unknown();
      if (bad) {
        note(entry, at(bad->column), symbol_message(*bad, 0));
      } else {
        note(entry, at(first_column()),
             "the first row has " + std::to_string(cells) +
                 " cells, but a grid's side must be 1, 4, 9, 16, 25, 36, 49 or 64" +
                 cut_hint(scan));
      }
      skip_rows_like(scan.cells.size());
      return entry;
    }
    const bool after_whole_grid = last_grid_end > last_blank_line;
    entry.puzzle = Grid(box_for_side(cells));
    read_row(entry, 0);
    Location end = at(scan.end_column);
    for (int row = 1; row < cells; ++row) {
      if (!next_row()) {
        note(entry, after_whole_grid ? entry.where : end,
             short_grid_message(row, cells, after_whole_grid));
        return entry;
      }
      read_row(entry, row);
      end = at(scan.end_column);
    }
    last_grid_end = line.number;
    return entry;
  }

  // One field of a marks grid, the run `run` of the current line, as cell `cell` of the entry.
  void read_field(Entry& entry, int cell, const CellRun& run) {
    const int side = entry.puzzle.side();
    const ScannedCell& first = scan.cells[run.first];
    if (run.count == 1 && first.text == '!') {  // as --candidates writes a cell without any
      entry.marks[static_cast<std::size_t>(cell)] = {};
      return;
    }
    if (run.count == 1 && first.value >= 0 && first.value <= side) {
      entry.puzzle.set(cell, first.value);  // a filled cell, or an empty one without marks
      if (first.value != 0)
        entry.marks[static_cast<std::size_t>(cell)] = ValueSet::only(first.value);
      return;
    }
    ValueSet marks;
    for (std::size_t i = run.first; i < run.first + run.count; ++i) {
      const ScannedCell& mark = scan.cells[i];
      if (mark.value == 0) {
        note(entry, at(mark.column),
             "an empty marker among a cell's marks (write its candidates, or '.' alone for a cell "
             "without marks)");
        return;
      }
      if (mark.value < 0 || mark.value > side) {
        note(entry, at(mark.column), symbol_message(mark, side));
        return;
      }
      marks.add(mark.value);
    }
    entry.marks[static_cast<std::size_t>(cell)] = marks;
  }

  // Checks the current line as row `row` of a marks grid and copies its fields in.
  void read_marks_row(Entry& entry, int row) {
    const int side = entry.puzzle.side();
    const std::vector<CellRun> runs = scan.runs();
    const auto fields = static_cast<int>(runs.size());
    const std::string needs =
        "; a " + size_name(side) + " grid needs " + std::to_string(side) + " on each row";
    if (line.too_long) {
      note(entry, at(static_cast<int>(kMaxLineLength) + 1), too_long_message());
    } else if (fields < side) {
      note(entry, at(scan.end_column),
           "row " + std::to_string(row + 1) + " has " + std::to_string(fields) + " cells" + needs +
               cut_hint(scan));
    } else if (fields > side) {
      note(entry, at(scan.cells[runs[static_cast<std::size_t>(side)].first].column),
           "row " + std::to_string(row + 1) + " has " + std::to_string(fields) + " cells" + needs);
    }
    if (entry.error) return;
    for (int col = 0; col < side && !entry.error; ++col) {
      read_field(entry, row * side + col, runs[static_cast<std::size_t>(col)]);
    }
  }

  // The marks grid whose first row is the current line, or that the current line holds whole.
  Entry read_marks() {
    Entry entry{at(first_column()), Format::Marks, Grid(1), std::nullopt};
    const std::vector<CellRun> runs = scan.runs();
    const auto fields = static_cast<int>(runs.size());
    const bool whole =
        side_of_line(runs.size()) != 0 && fields > 1 && (fields != 16 || !row_of_sixteen(scan));
    const int side = whole ? side_of_line(runs.size()) : fields;
    if (line.too_long || !is_valid_side(side)) {
      note(entry, line.too_long ? at(static_cast<int>(kMaxLineLength) + 1) : at(first_column()),
           line.too_long ? too_long_message()
                         : "the first row has " + std::to_string(fields) +
                               " cells, but a grid's side must be 1, 4, 9, 16, 25, 36, 49 or 64" +
                               cut_hint(scan));
      return entry;
    }
    entry.puzzle = Grid(box_for_side(side));
    entry.marks.assign(static_cast<std::size_t>(side * side), ValueSet::all(side));
    if (whole) {
      for (int cell = 0; cell < side * side && !entry.error; ++cell) {
        read_field(entry, cell, runs[static_cast<std::size_t>(cell)]);
      }
      return entry;
    }
    read_marks_row(entry, 0);
    for (int row = 1; row < side; ++row) {
      const Location end = at(scan.end_column);
      if (!next_row()) {
        note(entry, end, short_grid_message(row, side, false));
        return entry;
      }
      read_marks_row(entry, row);
    }
    return entry;
  }

  // Skips the rows of a grid whose first row gave no side: the lines after it with as many cells.
  void skip_rows_like(std::size_t cells) {
    while (next_row()) {
      if (scan.cells.size() != cells) {
        held = true;  // the first line of what comes next
        return;
      }
    }
  }

  // The entry for a line holding only a side: a block grid's first row gives its side.
  Entry side_line(int side) const {
    Entry entry{at(first_column()), format == Format::Auto ? Format::Block : format, Grid(1), {}};
    note(entry, entry.where,
         "this line holds only a side, " + std::to_string(side) +
             ", but no line gives a block grid's side: its first row, of " + std::to_string(side) +
             " cells, does (delete this line)");
    return entry;
  }

  std::optional<Entry> next() {
    if (finished) return std::nullopt;
    if (!next_significant()) {
      finished = true;
      if (any_entry) return std::nullopt;
      return no_puzzle();
    }
    any_entry = true;
    if (plain) return Entry{at(1), Format::Line, std::move(*plain), std::nullopt};
    if (const int side = side_written_alone(scan); side != 0 && format != Format::Line) {
      return side_line(side);
    }
    if (format == Format::Auto) format = detect_format(scan);
    if (format == Format::Line) return read_line_puzzle();
    if (format == Format::Marks) return read_marks();
    return read_block();
  }

  // The entry for an input without any puzzle.
  Entry no_puzzle() const {
    const std::string what = format == Format::Sku ? "no grid in this file" : "no puzzle here";
    const std::string why =
        lines.line_number() == 0 ? "the input is empty" : "it holds only comments and blank lines";
    Entry entry{{name, 1, 1}, format == Format::Auto ? Format::Line : format, Grid(1), {}};
    note(entry, entry.where, what + ": " + why);
    return entry;
  }

  LineSource lines;
  std::string name;
  Format format;
  Line line;
  RowScan scan;
  std::optional<Grid> plain;  // the current line's grid when it is a plain 9x9 line (no scan)
  bool finished = false;
  bool any_entry = false;
  bool held = false;        // the line in `scan` is read but not used yet
  int last_blank_line = 0;  // the number of the last blank line read
  int last_grid_end = 0;    // the number of the last row of the last block grid read whole
};

PuzzleReader::PuzzleReader(std::istream& in, std::string name, Format format)
    : state_(std::make_unique<State>(in, std::move(name), format)) {}
PuzzleReader::~PuzzleReader() = default;
PuzzleReader::PuzzleReader(PuzzleReader&&) noexcept = default;
PuzzleReader& PuzzleReader::operator=(PuzzleReader&&) noexcept = default;

std::optional<Entry> PuzzleReader::next() {
  return state_->next();
}

Format PuzzleReader::format() const {
  return state_->format;
}

std::uint64_t PuzzleReader::bytes_used() const {
  return state_->lines.bytes_used();
}

std::vector<Entry> read_entries(std::string_view text, std::string name, Format format) {
  std::istringstream in{std::string(text)};
  PuzzleReader reader(in, std::move(name), format);
  std::vector<Entry> entries;
  while (auto entry = reader.next()) entries.push_back(std::move(*entry));
  return entries;
}

Grid parse_grid(std::string_view text, Format format) {
  std::vector<Entry> entries = read_entries(text, "<text>", format);
  if (entries.size() != 1) {
    throw std::invalid_argument("expected one puzzle, found " + std::to_string(entries.size()));
  }
  if (entries.front().error) throw std::invalid_argument(entries.front().error->text());
  return entries.front().puzzle;
}

}  // namespace sudoku
