// Reading a position: each grid through the workbook's reader (its errors name the field, and the
// column), then what the routes rely on: one size, the givens kept, marks of that size.

#include "position.hpp"

#include <string>

#include "sudoku/checker.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku::play {

namespace {

// The marks of one cell: null for none kept (every value), else the symbols of those kept.
ValueSet read_cell_marks(const nlohmann::json& cell, int side, std::size_t index) {
  if (cell.is_null()) return ValueSet::all(side);
  const std::string where = "\"marks\"[" + std::to_string(index) + "]";
  if (!cell.is_string()) throw ApiError{400, where + " must be a string of symbols, or null"};
  ValueSet kept;
  for (const char c : cell.get<std::string>()) {
    const Symbol symbol = read_symbol(c);
    if (symbol.kind != Symbol::Kind::Value || symbol.value > side) {
      throw ApiError{400, where + ": " + describe_char(c) + " is not a symbol of a " +
                              size_name(side) + " grid (" + symbol_range(side) + ")"};
    }
    kept = kept | ValueSet::only(symbol.value);
  }
  return kept;
}

// The marks of the field "marks", one per cell of `values`; none when the field is not there.
std::vector<ValueSet> read_marks(const Request& request, const Grid& values) {
  const nlohmann::json* marks = request.find("marks");
  if (marks == nullptr) return {};
  const auto cells = static_cast<std::size_t>(values.cell_count());
  if (!marks->is_array() || marks->size() != cells) {
    throw ApiError{400, "\"marks\" must be a list of " + std::to_string(cells) +
                            " cells' marks, one per cell of the grid"};
  }
  std::vector<ValueSet> kept;
  for (std::size_t cell = 0; cell < cells; ++cell) {
    kept.push_back(read_cell_marks((*marks)[cell], values.side(), cell));
    if (values[static_cast<int>(cell)] != 0)
      kept.back() = ValueSet::only(values[static_cast<int>(cell)]);
  }
  return kept;
}

// 422 when `values` changes a given of `puzzle`.
void refuse_changed_givens(const Grid& puzzle, const Grid& values) {
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] != 0 && values[cell] != puzzle[cell]) {
      throw ApiError{422, cell_name(puzzle, cell) + " is a given of the puzzle, " +
                              std::string(1, symbol_of(puzzle[cell])) + ", not " +
                              std::string(1, symbol_of(values[cell]))};
    }
  }
}

// The grid of `text`, read as one line puzzle named after its field.
Grid parse_line(const std::string& text, std::string_view name) {
  const std::vector<Entry> entries = read_entries(text, std::string(name), Format::Line);
  if (entries.size() != 1) {
    throw ApiError{400, "\"" + std::string(name) + "\" must hold one grid, not " +
                            std::to_string(entries.size())};
  }
  if (entries.front().error) throw ApiError{400, entries.front().error->text()};
  return entries.front().puzzle;
}

}  // namespace

void refuse_conflicts(const Grid& grid, std::string_view name) {
  if (const std::optional<Conflict> conflict = find_conflict(grid)) {
    throw ApiError{422, "\"" + std::string(name) + "\" has " + describe(grid, *conflict)};
  }
}

Grid read_grid(const Request& request, std::string_view name) {
  const Grid grid = parse_line(request.text(name), name);
  if (grid.side() > kLargestSide) {
    throw ApiError{422, "a " + size_name(grid.side()) + " grid is larger than the page shows (" +
                            size_name(kLargestSide) + " at most)"};
  }
  refuse_conflicts(grid, name);
  return grid;
}

Position read_position(const Request& request) {
  const Grid puzzle = read_grid(request, "puzzle");
  const Grid values =
      request.find("values") ? parse_line(request.text("values"), "values") : puzzle;
  if (values.side() != puzzle.side()) {
    throw ApiError{400, "\"values\" is a " + size_name(values.side()) + " grid, and \"puzzle\" a " +
                            size_name(puzzle.side()) + " one"};
  }
  refuse_changed_givens(puzzle, values);
  return {.puzzle = puzzle, .values = values, .marks = read_marks(request, values)};
}

}  // namespace sudoku::play
