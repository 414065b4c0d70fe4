#include "registry.hpp"

#include "stage1/naive.hpp"
#include "stage2/deduction.hpp"

namespace sudoku {

std::span<const StageVariant> stage_variants() {
  // Row-major backtracking is hopeless on the naive worst case, on the hardest and 17-clue
  // puzzles (its chapter measures why) and on half-empty 16x16 and 25x25 grids. Proving a
  // puzzle unique means exhausting its tree: 2.7 million nodes for the costliest 'hard' one.
  const std::set<std::string, std::less<>> naive_gives_up_on{"naive_worst", "hardest", "17clue",
                                                             "large"};
  static const std::vector<StageVariant> variants{
      {"stage1_recursive",
       "stage1",
       "stage1_naive",
       {},
       stage1::solve,
       5'000'000,
       naive_gives_up_on,
       200'000},
      {"stage1_iterative",
       "stage1",
       "stage1_naive",
       {"--iterative"},
       stage1::solve_iterative,
       5'000'000,
       naive_gives_up_on,
       200'000},
      // Deductions and the history solve and prove unique every puzzle of the catalog, the 25x25
      // one included, well within this budget.
      {"stage2_history",
       "stage2",
       "stage2_deduction_history",
       {},
       [](const Grid& puzzle, const SolveOptions& options) {
         return stage2::solve(puzzle, options);
       },
       5'000'000,
       {},
       0},
  };
  return variants;
}

}  // namespace sudoku
