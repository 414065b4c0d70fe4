// The Markdown table: a row per puzzle, a column per variant, then a summary row per variant.

#include <algorithm>
#include <cstdio>
#include <ostream>

#include "compare.hpp"
#include "sudoku/figures.hpp"

namespace sudoku::compare {

namespace {

// One cell: the median time and the nodes, after the outcome when it is not a solve.
std::string cell(const Measure& measure) {
  std::string text =
      duration(measure.seconds) + ", " + grouped(static_cast<double>(measure.nodes)) + " nodes";
  if (measure.wrong) return "**wrong answer**: " + text;
  if (measure.outcome == Outcome::LimitReached) return "stopped: " + text;
  if (measure.outcome == Outcome::NoSolution) return "no solution: " + text;
  return text;
}

// The variant the speed-ups are measured against: the first of stage 1, else the first.
std::size_t reference(const Comparison& comparison) {
  for (std::size_t v = 0; v < comparison.variants.size(); ++v) {
    if (comparison.variants[v].starts_with("stage1")) return v;
  }
  return 0;
}

// How many times faster variant `v` is than variant `ref` over the puzzles both solved: the
// ratio of their total times there, or "–" when they solved none in common.
std::string speed_up(const Comparison& comparison, std::size_t v, std::size_t ref) {
  double theirs = 0, ours = 0;
  for (std::size_t p = 0; p < comparison.puzzles.size(); ++p) {
    const Measure &mine = comparison.measures[v][p], &base = comparison.measures[ref][p];
    if (!solved(mine) || !solved(base)) continue;
    theirs += base.seconds;
    ours += mine.seconds;
  }
  if (ours <= 0) return "–";
  char text[32];
  std::snprintf(text, sizeof text, theirs / ours >= 10 ? "%.0fx" : "%.1fx", theirs / ours);
  return text;
}

}  // namespace

void write_table(const Comparison& comparison, std::ostream& out) {
  out << "| puzzle | size |";
  for (const std::string& variant : comparison.variants) out << ' ' << variant << " |";
  out << "\n|---|---|";
  for (std::size_t v = 0; v < comparison.variants.size(); ++v) out << "---:|";
  out << '\n';
  for (std::size_t p = 0; p < comparison.puzzles.size(); ++p) {
    const Puzzle& puzzle = comparison.puzzles[p];
    out << "| " << puzzle.name << " | " << size_name(puzzle.grid.side()) << " |";
    for (const std::vector<Measure>& row : comparison.measures) out << ' ' << cell(row[p]) << " |";
    out << '\n';
  }
  const std::size_t ref = reference(comparison);
  out << "\n| stage | total time | solved within budget | speed-up against "
      << (comparison.variants.empty() ? "" : comparison.variants[ref]) << " |\n"
      << "|---|---:|---:|---:|\n";
  for (std::size_t v = 0; v < comparison.variants.size(); ++v) {
    const std::vector<Measure>& row = comparison.measures[v];
    double total = 0;
    for (const Measure& measure : row) total += measure.seconds;
    out << "| " << comparison.variants[v] << " | " << duration(total) << " | "
        << std::ranges::count_if(row, solved) << " of " << row.size() << " | "
        << speed_up(comparison, v, ref) << " |\n";
  }
  out << "\nEach solve looks for two solutions (a unique puzzle is proven unique) within "
      << grouped(static_cast<double>(comparison.budget.node_limit))
      << " nodes on 9x9 (as many per cell on larger grids); times are the median of "
      << comparison.budget.repeat
      << " solves. Speed-ups compare total times over the puzzles "
         "both solved.\n";
}

}  // namespace sudoku::compare
