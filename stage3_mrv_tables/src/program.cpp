// Stage 3 as a program and as registry variants.

#include "stage3/program.hpp"

#include <string>
#include <vector>

#include "stage3/stage3.hpp"
#include "sudoku/names.hpp"

namespace sudoku::stage3 {

namespace {

// One order as a registry entry; the reading and static orders may give up on the groups
// built against plain backtracking, as stage 1 does. The default order takes no flag: it is the
// program's default form, the one a comparison of stages runs.
StageVariant variant_of(Order order, std::set<std::string, std::less<>> gives_up_on) {
  std::vector<std::string> flags;
  if (order != Setup{}.order) flags = {"--order", std::string(order_name(order))};
  return {.name = "stage3_" + name_part(order_name(order)),
          .stage = "stage3",
          .executable = "stage3_mrv_tables",
          .flags = std::move(flags),
          .solve =
              [order](const Grid& puzzle, const SolveOptions& options) {
                return solve(puzzle, options, {order, std::nullopt});
              },
          .test_node_budget = 5'000'000,
          .may_give_up_on = std::move(gives_up_on),
          .give_up_budget = 200'000};
}

}  // namespace

StageProgram program() {
  return {
      .name = "stage3_mrv_tables",
      .summary = "Stage 3: backtracking with lookup tables, most constrained cell first.",
      .options = {{.name = "--order",
                   .help =
                       "the order of the cells: 'tables' (reading order), 'static' (sorted once by "
                       "candidates), 'dynamic' (fewest candidates at every step; the default), "
                       "'dynamic-copy' (the same, copying the state per branch)",
                   .type = OptionType::Choice,
                   .values = names_in(kOrderNames)},
                  {.name = "--shuffle",
                   .help = "try values in a random order drawn from SEED (a whole number)",
                   .type = OptionType::Number,
                   .placeholder = "SEED"}},
      .default_node_limit = kDefaultNodeLimit,
      .choose_solver = [](const CommandLine& given, std::ostream&) -> SolveFunction {
        Setup setup;
        if (given.has("--order")) {
          setup.order = parse_order(given.text("--order")).value_or(setup.order);
        }
        if (given.has("--shuffle")) setup.shuffle_seed = given.number("--shuffle");
        return [setup](const Grid& puzzle, const SolveOptions& options) {
          return solve(puzzle, options, setup);
        };
      }};
}

std::vector<StageVariant> variants() {
  // No order of cells alone solves the 36x36 to 64x64 puzzles, made to need stage 4's
  // techniques, within 5 million nodes; the fixed orders do not count the solutions of most masked
  // grids either.
  return {
      variant_of(Order::Tables, {"naive_worst", "hardest", "17clue", "large", "huge", "masked"}),
      // Sorted once from the givens alone, the static order is far worse than reading order
      // on some puzzles, the first source's and one 'hard' one among them: its chapter
      // measures how much, and shows why.
      variant_of(Order::Static,
                 {"hardest", "17clue", "large", "huge", "masked", "hard", "sources", "formats"}),
      variant_of(Order::Dynamic, {"huge"}), variant_of(Order::DynamicCopy, {"huge"})};
}

}  // namespace sudoku::stage3
