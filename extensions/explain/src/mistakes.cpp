// What a player got wrong: the values that differ from the solution of the puzzle played, when
// it is given; else, in a position without a solution, each filled cell emptied alone, then in
// pairs, and the position solved again, to two solutions; then the pencil marks that leave out
// the solution's value.

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
  return only_solution(tried).has_value();
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

// The puzzle of `originals` that `position` is played from: the first whose givens it keeps.
const Original* played_from(const Grid& position, std::span<const Original> originals) {
  const auto played = std::ranges::find_if(
      originals, [&](const Original& original) { return keeps_givens(position, original.puzzle); });
  return played == originals.end() ? nullptr : &*played;
}

// "a is wrong", "a and b are wrong", "a, b and c are wrong": one `# hint:` line.
std::string wrong_sentence(const std::vector<std::string>& named) {
  std::string sentence;
  for (std::size_t i = 0; i < named.size(); ++i) {
    sentence += (i == 0 ? "" : i + 1 == named.size() ? " and " : ", ") + named[i];
  }
  return sentence + (named.size() == 1 ? " is wrong" : " are wrong");
}

}  // namespace

std::optional<Grid> only_solution(const Grid& position) {
  const SolveResult result =
      stage4::solve(position, {.max_solutions = 2, .node_limit = kNodesPerSolve});
  if (result.outcome != Outcome::Solved || result.solutions != 1) return std::nullopt;
  return result.first_solution;
}

std::vector<Original> read_originals(const std::string& file) {
  std::ifstream in;
  if (const std::optional<std::string> error = open_input(file, in)) {
    throw UsageError("--puzzle: " + *error);
  }
  std::vector<Original> originals;
  PuzzleReader reader(in, file);
  while (const std::optional<Entry> entry = reader.next()) {
    if (entry->error) throw UsageError("--puzzle: " + entry->error->text());
    originals.push_back({.puzzle = entry->puzzle, .solution = only_solution(entry->puzzle)});
  }
  return originals;
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

std::string mistakes_sentence(const Grid& position, const std::vector<std::vector<int>>& blamed) {
  if (blamed.size() == 1) {
    std::vector<std::string> named;
    for (const int cell : blamed[0]) named.push_back(placed(position, cell));
    return wrong_sentence(named);
  }
  if (blamed[0].size() == 1) {
    std::string sentence = "one of ";
    for (std::size_t i = 0; i < blamed.size(); ++i) {
      sentence += (i == 0 ? "" : ", ") + placed(position, blamed[i][0]);
    }
    return sentence + " is wrong";
  }
  return "two placed values are wrong, such as " + placed(position, blamed[0][0]) + " and " +
         placed(position, blamed[0][1]) + " (" + std::to_string(blamed.size()) + " pairs would do)";
}

Mistakes find_mistakes(const Grid& position, std::span<const ValueSet> marks,
                       std::span<const Original> originals, Outcome outcome) {
  std::optional<Grid> solution;
  if (const Original* played = played_from(position, originals); played && played->solution) {
    solution = played->solution;
    std::vector<int> wrong;
    for (int cell = 0; cell < position.cell_count(); ++cell) {
      if (position[cell] != 0 && position[cell] != (*solution)[cell]) wrong.push_back(cell);
    }
    if (!wrong.empty()) return {.blamed = {wrong}};
  } else if (outcome == Outcome::NoSolution) {
    return {.blamed = mistakes(position)};
  }
  if (marks.empty() || outcome != Outcome::Solved) return {};
  if (!solution) solution = only_solution(position);
  if (!solution) return {};
  Mistakes found;
  for (int cell = 0; cell < position.cell_count(); ++cell) {
    const int needed = (*solution)[cell];
    if (position[cell] == 0 && !marks[static_cast<std::size_t>(cell)].contains(needed)) {
      found.struck.emplace_back(cell, needed);
    }
  }
  return found;
}

std::string found_sentence(const Grid& position, const Mistakes& found) {
  if (!found.blamed.empty()) return mistakes_sentence(position, found.blamed);
  if (found.struck.empty()) return "";
  const Geometry& geometry = Geometry::of(box_for_side(position.side()));
  std::vector<std::string> named;
  for (const auto& [cell, value] : found.struck) {
    named.push_back(geometry.cell_name(cell) + " <> " + std::string(1, symbol_of(value)));
  }
  return wrong_sentence(named);
}

bool tell_mistakes(const Grid& position, std::span<const ValueSet> marks,
                   std::span<const Original> originals, Outcome outcome, std::ostream& out) {
  const Mistakes found = find_mistakes(position, marks, originals, outcome);
  if (found.none()) return false;
  out << "# hint: " << found_sentence(position, found) << '\n';
  return true;
}

}  // namespace sudoku::explain
