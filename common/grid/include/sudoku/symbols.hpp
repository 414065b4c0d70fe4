#pragma once
/// @file
/// @brief How values are written: the course's table of 64 symbols and the empty markers.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "sudoku/values.hpp"

namespace sudoku {

/// @brief The symbols of values 1..64 in order; a grid of side s uses the first s of them.
inline constexpr std::string_view kSymbols =
    "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ@abcdefghijklmnopqrstuvwxyz&*";

/// @brief What one character of input means.
struct Symbol {
  /// @brief What the character stands for.
  enum class Kind {
    Value,   ///< one of the 64 symbols
    Empty,   ///< an empty marker: `_`, `.` or `0`
    Unknown  ///< anything else
  };
  Kind kind;  ///< a value, an empty marker, or neither
  int value;  ///< 1..64 for a value, 0 otherwise
};

/// @brief What each of the 256 characters means, read_symbol's table. It is worked out as the
/// program is compiled, and kept in the header: a reader looks at every character of its input,
/// and a look-up it can inline is cheaper than a search of the symbols or a call.
inline constexpr std::array<Symbol, 256> kSymbolMeanings = [] {
  std::array<Symbol, 256> meanings{};
  meanings.fill({Symbol::Kind::Unknown, 0});
  for (const char empty : {'_', '.', '0'}) {
    meanings[static_cast<unsigned char>(empty)] = {Symbol::Kind::Empty, 0};
  }
  for (std::size_t at = 0; at < kSymbols.size(); ++at) {
    meanings[static_cast<unsigned char>(kSymbols[at])] = {Symbol::Kind::Value,
                                                          static_cast<int>(at) + 1};
  }
  return meanings;
}();

/// @brief Reads one character: a value symbol, an empty marker (`_`, `.` or `0`), or unknown.
inline Symbol read_symbol(char c) {
  return kSymbolMeanings[static_cast<unsigned char>(c)];
}

/// @brief The symbol of a value 1..64; `empty` for 0.
/// @param value the value to write
/// @param empty the marker written for an empty cell (`.` in line output, `_` in .sku output)
char symbol_of(int value, char empty = '.');

/// @brief A set of values as their symbols run together, smallest first: "358", "1A*".
std::string symbols_of(ValueSet values);

/// @brief The symbols a grid of this side accepts, for messages: "1-9", "1-9 and A-G".
std::string symbol_range(int side);

/// @brief A character as a message shows it: 'x' when printable, "byte 0x00" otherwise.
std::string describe_char(char c);

}  // namespace sudoku
