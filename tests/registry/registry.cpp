#include "registry.hpp"

#include <algorithm>

#include "stage1/naive.hpp"
#include "stage2/deduction.hpp"
#include "stage3/mrv.hpp"

namespace sudoku {

namespace {

// A stage-3 order as a registry entry; the reading and static orders may give up on the groups
// built against plain backtracking, as stage 1 does.
StageVariant stage3_variant(stage3::Order order, std::set<std::string, std::less<>> gives_up_on) {
  std::string name(stage3::order_name(order));
  std::ranges::replace(name, '-', '_');
  return {"stage3_" + name,
          "stage3",
          "stage3_mrv_tables",
          {"--order", std::string(stage3::order_name(order))},
          [order](const Grid& puzzle, const SolveOptions& options) {
            return stage3::solve(puzzle, options, {order, std::nullopt});
          },
          5'000'000,
          std::move(gives_up_on),
          200'000};
}

}  // namespace

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
      stage3_variant(stage3::Order::Tables, {"naive_worst", "hardest", "17clue", "large"}),
      // Sorted once from the givens alone, the static order is worse than reading order on
      // some puzzles: 32.6 million nodes to prove the first source's puzzle unique (reading
      // order: 2.1 million), over 100 million on one 'hard' puzzle. Its chapter shows why.
      stage3_variant(stage3::Order::Static,
                     {"hardest", "17clue", "large", "hard", "sources", "formats"}),
      stage3_variant(stage3::Order::Dynamic, {}),
      stage3_variant(stage3::Order::DynamicCopy, {}),
  };
  return variants;
}

}  // namespace sudoku
