// The values to blame in a position without a solution: each filled cell emptied alone, then in
// pairs, and the position solved again, to two solutions.

#include "explain/mistakes.hpp"

#include <ostream>
#include <string>

#include "stage4/stage4.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku::explain {

namespace {

// The most solves the pairs may take: all the pairs of a 9x9 position (at most 3,240), not those
// of a larger one, where a hint would keep its student waiting.
constexpr std::size_t kMostPairSolves = 3'300;

// The nodes each solve may spend: a position's solve, not a search for a hard puzzle's.
constexpr std::uint64_t kNodesPerSolve = 1'000'000;

// True when `position` with `emptied` cells emptied has exactly one solution.
bool unique_without(const Grid& position, const std::vector<int>& emptied) {
  Grid tried = position;
  for (const int cell : emptied) tried.set(cell, 0);
  const SolveResult result =
      stage4::solve(tried, {.max_solutions = 2, .node_limit = kNodesPerSolve});
  return result.outcome == Outcome::Solved && result.solutions == 1;
}

// "r1c2 = 5": a filled cell as the hint names it.
std::string placed(const Grid& position, int cell) {
  const Geometry& geometry = Geometry::of(box_for_side(position.side()));
  return geometry.cell_name(cell) + " = " + std::string(1, symbol_of(position[cell]));
}

}  // namespace

std::vector<std::vector<int>> mistakes(const Grid& position) {
  std::vector<int> filled;
  for (int cell = 0; cell < position.cell_count(); ++cell) {
    if (position[cell] != 0) filled.push_back(cell);
  }
  std::vector<std::vector<int>> blamed;
  for (const int cell : filled) {
    if (unique_without(position, {cell})) blamed.push_back({cell});
  }
  if (!blamed.empty() || filled.size() * (filled.size() - 1) / 2 > kMostPairSolves) return blamed;
  for (std::size_t first = 0; first < filled.size(); ++first) {
    for (std::size_t second = first + 1; second < filled.size(); ++second) {
      const std::vector<int> pair{filled[first], filled[second]};
      if (unique_without(position, pair)) blamed.push_back(pair);
    }
  }
  return blamed;
}

void write_mistakes(const Grid& position, const std::vector<std::vector<int>>& blamed,
                    std::ostream& out) {
  out << "# hint: ";
  if (blamed.size() == 1 && blamed[0].size() == 1) {
    out << placed(position, blamed[0][0]) << " is wrong\n";
  } else if (blamed.size() == 1) {
    out << placed(position, blamed[0][0]) << " and " << placed(position, blamed[0][1])
        << " are wrong\n";
  } else if (blamed[0].size() == 1) {
    out << "one of ";
    for (std::size_t i = 0; i < blamed.size(); ++i) {
      out << (i == 0 ? "" : ", ") << placed(position, blamed[i][0]);
    }
    out << " is wrong\n";
  } else {
    out << "two placed values are wrong, such as " << placed(position, blamed[0][0]) << " and "
        << placed(position, blamed[0][1]) << " (" << blamed.size() << " pairs would do)\n";
  }
}

}  // namespace sudoku::explain
