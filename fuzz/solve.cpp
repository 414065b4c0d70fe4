// A libFuzzer target for one stage's solve (FUZZ_STAGE: "stage1" to "stage4"): the bytes are read
// as puzzles, and every variant of the stage solves the first four up to 9x9 within a small node
// budget. A crash, a hang or a leak is the sanitizers' and libFuzzer's to find; a solution the
// checker refuses, or an outcome that contradicts what was found, is this file's.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>

#include "registry.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::istringstream in(text);
  sudoku::PuzzleReader reader(in, "fuzz");
  // A few puzzles per input keep each run short, so that many inputs are tried.
  int solved = 0;
  for (std::optional<sudoku::Entry> entry = reader.next(); entry && solved < 4;
       entry = reader.next()) {
    if (entry->error || entry->puzzle.side() > 9) continue;
    ++solved;
    for (const sudoku::StageVariant& variant : sudoku::stage_variants()) {
      if (variant.stage != FUZZ_STAGE) continue;
      const sudoku::SolveResult result = variant.solve(entry->puzzle, {2, 5'000, {}});
      if (result.solutions > 0 && !check_solution(entry->puzzle, result.first_solution).solves) {
        std::abort();
      }
      if (result.outcome == sudoku::Outcome::NoSolution && result.solutions > 0) std::abort();
    }
  }
  return 0;
}
