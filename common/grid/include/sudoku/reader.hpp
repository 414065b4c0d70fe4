#pragma once
/// @file
/// @brief Reading puzzles: the line, block and .sku formats, detected or forced, streamed.
///
/// Every format shares one reading of a line: `#` starts a comment and `:` ends the cells (the
/// rest of the line is notes, as in `puzzle:count:solution` catalog lines); blanks (spaces, tabs,
/// carriage returns) and the `|`, `-`, `+` of pretty print-outs are ignored; every other byte is
/// a cell, and must be a symbol of the grid or an empty marker (`_`, `.` or `0`). A line with no
/// cell is not significant and is skipped. A UTF-8 byte-order mark at the start is skipped.
/// The formats differ only in how significant lines make puzzles:
/// - line: each significant line is one whole puzzle (16, 81, 256, ... cells);
/// - block: a grid's first row gives its side (1, 4, 9, ... 64 cells), then exactly that many
///   rows of that many cells; grids follow each other; a blank line ends a grid, so a grid short
///   of a row is one error and the next grid is read as written;
/// - sku: the course format, blocks in which blank lines may stand anywhere: a grid ends after
///   its last row;
/// - marks: a player's pencil marks, as --candidates prints them: a cell is a field of symbols
///   written together, parted from the next by blanks or a rule (`7  46  5 | 89 ...`); a field of
///   one symbol is a filled cell, `.` (or `_`, `0`) an empty cell without marks, `!` an empty cell
///   without candidates, and several symbols an empty cell's candidates. A grid is a block of rows
///   of fields, or one line of side x side fields. Auto takes a first line for marks when its
///   fields number a side (or its square) and are not all of one length.
/// A line holding only a side ("9") is an error in block and .sku input: no line gives the side.

#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/values.hpp"

namespace sudoku {

/// @brief The input formats; Auto decides from the file name and the first significant line.
enum class Format { Auto, Line, Block, Sku, Marks };

/// @brief A format from its name ("auto", "line", "block", "sku", "marks").
std::optional<Format> parse_format(std::string_view name);

/// @brief The name of a format, as parse_format() reads it.
std::string_view format_name(Format format);

/// @brief A place in an input, numbered from 1 (column counts bytes).
struct Location {
  std::string file;  ///< the name given to the reader ("<stdin>" for standard input)
  int line = 0;      ///< 1-based line
  int column = 0;    ///< 1-based column, 0 when the message is about a whole line
};

/// @brief "file:line:column" (or "file:line" when column is 0).
std::string to_string(const Location& where);

/// @brief Why an input could not be read as a puzzle.
struct InputError {
  Location where;       ///< the first offending place
  std::string message;  ///< a sentence for a person, without the location
  /// @brief "file:line:column: message".
  std::string text() const { return to_string(where) + ": " + message; }
};

/// @brief One puzzle of an input, or the reason it is not one.
struct Entry {
  Location where;                   ///< where the puzzle starts
  Format format = Format::Line;     ///< the format it was read in (never Auto)
  Grid puzzle;                      ///< the puzzle, when no error
  std::optional<InputError> error;  ///< set when the text is not a valid puzzle
  /// @brief A marks grid's pencil marks, per cell: a filled cell's value, every value for a cell
  /// without marks, none for `!`; empty in the other formats.
  std::vector<ValueSet> marks = {};
};

/// @brief Reads puzzles one at a time from a stream, in constant memory.
///
/// A malformed puzzle is returned as an Entry with an error, and reading goes on with the next
/// one: a bad puzzle never hides the good ones after it. An input with no puzzle at all gives one
/// error entry.
class PuzzleReader {
 public:
  /// @brief Reads from a stream.
  /// @param in the stream, read to its end
  /// @param name the name used in messages; a name ending in ".sku" selects .sku under Auto
  /// @param format the format, or Auto to detect it
  PuzzleReader(std::istream& in, std::string name, Format format = Format::Auto);
  /// @brief Releases the reading state (the stream itself belongs to the caller).
  ~PuzzleReader();
  /// @brief Takes over another reader's place in its stream.
  PuzzleReader(PuzzleReader&&) noexcept;
  /// @brief Takes over another reader's place in its stream.
  PuzzleReader& operator=(PuzzleReader&&) noexcept;

  /// @brief The next puzzle or error, or nothing at the end of the input (or once moved from).
  std::optional<Entry> next();

  /// @brief The format in use: Auto until the first significant line decides it.
  Format format() const;

  /// @brief How many bytes of the stream the entries returned so far took (with one line more
  /// when the last grid ended at a line it could not use): how far through a file reading is.
  std::uint64_t bytes_used() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

/// @brief Every entry of a text (handy in tests and for small inputs).
std::vector<Entry> read_entries(std::string_view text, std::string name = "<text>",
                                Format format = Format::Auto);

/// @brief The one puzzle of a text; throws std::invalid_argument with the error text when the
/// text holds an error or not exactly one puzzle.
Grid parse_grid(std::string_view text, Format format = Format::Auto);

}  // namespace sudoku
