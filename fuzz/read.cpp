// A libFuzzer target for one reader (FUZZ_FORMAT: Line, Block, Sku or Auto): any bytes must give
// puzzles or errors with a place, never a crash, a hang or a leak. The sanitizers and libFuzzer
// watch for those; this file checks what they cannot: every error points inside the input, and
// every puzzle read is a grid of a size the workbook knows.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>

#include "sudoku/reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::istringstream in(text);
  sudoku::PuzzleReader reader(in, "fuzz.sku", sudoku::Format::FUZZ_FORMAT);
  while (const std::optional<sudoku::Entry> entry = reader.next()) {
    if (entry->error) {
      if (entry->error->where.line < 1 || entry->error->where.column < 1) std::abort();
    } else if (entry->puzzle.side() != entry->puzzle.box() * entry->puzzle.box()) {
      std::abort();
    }
  }
  return 0;
}
