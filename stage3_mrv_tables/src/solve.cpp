// The entry point: checks the givens, then runs the search of the order asked for.

#include "searches.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/names.hpp"

namespace sudoku::stage3 {

std::string_view order_name(Order order) {
  return name_in(kOrderNames, order);
}

std::optional<Order> parse_order(std::string_view name) {
  return value_named(kOrderNames, name);
}

SolveResult solve(const Grid& puzzle, const SolveOptions& options, const Setup& setup) {
  Tally tally(puzzle, options);
  // The tables record the givens as they are; clashing ones would go unseen by every search.
  if (find_conflict(puzzle)) return tally.finish();
  const ValueOrder values(puzzle.side(), setup.shuffle_seed);
  switch (setup.order) {
    case Order::Tables:
      return search_in_fixed_order(puzzle, values, tally, false);
    case Order::Static:
      return search_in_fixed_order(puzzle, values, tally, true);
    case Order::Dynamic:
      return search_most_constrained(puzzle, values, tally);
    case Order::DynamicCopy:
      return search_most_constrained_copying(puzzle, values, tally);
  }
  return tally.finish();
}

}  // namespace sudoku::stage3
