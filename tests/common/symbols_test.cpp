// The course's symbol table: 64 values, three empty markers, and how they are described.

#include "sudoku/symbols.hpp"

#include <gtest/gtest.h>

namespace sudoku {
namespace {

TEST(Symbols, TheTableHoldsSixtyFourDistinctSymbols) {
  EXPECT_EQ(kSymbols.size(), 64U);
  for (int value = 1; value <= 64; ++value) {
    const Symbol symbol = read_symbol(symbol_of(value));
    EXPECT_EQ(symbol.kind, Symbol::Kind::Value);
    EXPECT_EQ(symbol.value, value);
  }
}

TEST(Symbols, ThreeMarkersMeanEmpty) {
  for (const char c : {'_', '.', '0'}) {
    EXPECT_EQ(read_symbol(c).kind, Symbol::Kind::Empty) << c;
    EXPECT_EQ(read_symbol(c).value, 0);
  }
  EXPECT_EQ(symbol_of(0), '.');
  EXPECT_EQ(symbol_of(0, '_'), '_');
}

TEST(Symbols, LettersFollowTheDigits) {
  EXPECT_EQ(read_symbol('A').value, 10);
  EXPECT_EQ(read_symbol('G').value, 16);
  EXPECT_EQ(read_symbol('@').value, 36);
  EXPECT_EQ(read_symbol('a').value, 37);
  EXPECT_EQ(read_symbol('*').value, 64);
  EXPECT_EQ(read_symbol('?').kind, Symbol::Kind::Unknown);
  EXPECT_EQ(read_symbol(' ').kind, Symbol::Kind::Unknown);
}

TEST(Symbols, RangesNameTheSymbolsOfEachSize) {
  EXPECT_EQ(symbol_range(1), "1");
  EXPECT_EQ(symbol_range(4), "1-4");
  EXPECT_EQ(symbol_range(9), "1-9");
  EXPECT_EQ(symbol_range(16), "1-9 and A-G");
  EXPECT_EQ(symbol_range(36), "1-9, A-Z and @");
  EXPECT_EQ(symbol_range(49), "1-9, A-Z, @ and a-m");
  EXPECT_EQ(symbol_range(64), "1-9, A-Z, @, a-z, & and *");
}

TEST(Symbols, AValueSetIsItsSymbolsRunTogether) {
  ValueSet values = ValueSet::only(10);
  values.add(1);
  values.add(64);
  EXPECT_EQ(symbols_of(values), "1A*");
  EXPECT_EQ(symbols_of(ValueSet{}), "");
}

TEST(Symbols, UnprintableBytesAreShownInHex) {
  EXPECT_EQ(describe_char('x'), "'x'");
  EXPECT_EQ(describe_char('\0'), "byte 0x00");
  EXPECT_EQ(describe_char('\xC3'), "byte 0xC3");
  EXPECT_EQ(describe_char(' '), "byte 0x20");
}

}  // namespace
}  // namespace sudoku
