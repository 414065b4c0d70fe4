#pragma once
/// @file
/// @brief Stage 3, after the backtracking tutorial (seed 002) and the ENSTA assignment (seed 003):
/// backtracking with O(1) lookup tables, and the order of the cells chosen well:
/// sorted once before the search, or the most constrained cell at every step.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "sudoku/grid.hpp"
#include "sudoku/names.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::stage3 {

/// @brief The node limit of the stage-3 executable on a 9x9 grid when none is given: enough for
/// the slowest order, reading order, on every 9x9 puzzle of the catalog. Larger grids get as many
/// nodes per cell (see sudoku::default_node_limit).
inline constexpr std::uint64_t kDefaultNodeLimit = 500'000'000;

/// @brief The order in which the search visits the empty cells.
enum class Order {
  Tables,      ///< reading order, as stage 1, with the lookup tables
  Static,      ///< sorted once by number of candidates, fewest first, before the search
  Dynamic,     ///< at every step the cell with the fewest candidates, undone in place
  DynamicCopy  ///< the same choice, with a copy of the whole state per branch (the third source)
};

/// @brief Every order and its name, as --order lists them (read with sudoku/names.hpp).
inline constexpr std::array<Named<Order>, 4> kOrderNames{{{Order::Tables, "tables"},
                                                          {Order::Static, "static"},
                                                          {Order::Dynamic, "dynamic"},
                                                          {Order::DynamicCopy, "dynamic-copy"}}};

/// @brief "tables", "static", "dynamic", "dynamic-copy": the names --order takes.
std::string_view order_name(Order order);

/// @brief The order named `name` ("tables", "static", "dynamic", "dynamic-copy"), if any.
std::optional<Order> parse_order(std::string_view name);

/// @brief How stage 3 runs, beyond the options every stage shares.
struct Setup {
  Order order = Order::Dynamic;               ///< how the cells are visited
  std::optional<std::uint64_t> shuffle_seed;  ///< values in a seeded random order when set
};

/// @brief Solves by backtracking over the lookup tables, in the order chosen.
/// @param puzzle the puzzle, any size from 1x1 to 64x64
/// @param options how many solutions to look for and the node limit
/// @param setup the order of the cells and of the values
/// @return the outcome, the solutions found and the work done: every value placed is a node; the
///         dynamic orders count a value forced by the cell or the unit rule as a deduction and
///         a value tried at a branch as a guess; the fixed orders count every node as a guess
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {}, const Setup& setup = {});

}  // namespace sudoku::stage3
