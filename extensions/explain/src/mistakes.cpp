// The values to blame: those that differ from the solution of the puzzle played, when it is
// given; else, in a position without a solution, each filled cell emptied alone, then in pairs,
// and the position solved again, to two solutions.

#include "explain/mistakes.hpp"

#include <algorithm>
#include <fstream>
#include <ostream>
#include <string>

#include "stage4/stage4.hpp"
#include "sudoku/files.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/options.hpp"
#include "sudoku/reader.hpp"
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

// True when every given of `puzzle` stands in its cell of `position`.
bool keeps_givens(const Grid& position, const Grid& puzzle) {
  if (position.side() != puzzle.side()) return false;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] != 0 && position[cell] != puzzle[cell]) return false;
  }
  return true;
}

}  // namespace

std::vector<Original> read_originals(const std::string& file) {
  std::ifstream in;
  if (const std::optional<std::string> error = open_input(file, in)) {
    throw UsageError("--puzzle: " + *error);
  }
  std::vector<Original> originals;
  PuzzleReader reader(in, file);
  while (const std::optional<Entry> entry = reader.next()) {
    if (entry->error) throw UsageError("--puzzle: " + entry->error->text());
    const SolveResult solved =
        stage4::solve(entry->puzzle, {.max_solutions = 2, .node_limit = kNodesPerSolve});
    std::optional<Grid> solution;
    if (solved.outcome == Outcome::Solved && solved.solutions == 1) {
      solution = solved.first_solution;
    }
    originals.push_back({.puzzle = entry->puzzle, .solution = solution});
  }
  return originals;
}

std::optional<std::vector<int>> wrong_entries(const Grid& position,
                                              std::span<const Original> originals) {
  const auto played = std::ranges::find_if(
      originals, [&](const Original& original) { return keeps_givens(position, original.puzzle); });
  if (played == originals.end() || !played->solution) return std::nullopt;
  std::vector<int> wrong;
  for (int cell = 0; cell < position.cell_count(); ++cell) {
    if (position[cell] != 0 && position[cell] != (*played->solution)[cell]) wrong.push_back(cell);
  }
  return wrong;
}

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
  if (blamed.size() == 1) {  // "a is wrong", "a and b are wrong", "a, b and c are wrong"
    const std::vector<int>& cells = blamed[0];
    for (std::size_t i = 0; i < cells.size(); ++i) {
      out << (i == 0 ? "" : i + 1 == cells.size() ? " and " : ", ") << placed(position, cells[i]);
    }
    out << (cells.size() == 1 ? " is wrong\n" : " are wrong\n");
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
