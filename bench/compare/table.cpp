// The Markdown table: a row per puzzle, a column per variant, then a summary row per variant.

#include <algorithm>
#include <cstdio>
#include <ostream>

#include "compare.hpp"
#include "sudoku/figures.hpp"

namespace sudoku::compare {

namespace {

// A time as the table gives it: the processor time, and the wall-clock time where it differs.
std::string time_text(const Elapsed& time) {
  std::string text = duration(time.cpu);
  if (wall_differs(time)) text += " (wall " + duration(time.wall) + ")";
  return text;
}

// The most variants a table of puzzles has: more go on to the next table.
constexpr std::size_t kMostColumns = 6;

// One cell: the median time and the nodes, after the outcome when it is not a solve.
std::string cell(const Measure& measure) {
  std::string text =
      time_text(measure.time) + ", " + grouped(static_cast<double>(measure.nodes)) + " nodes";
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
    theirs += base.time.cpu;
    ours += mine.time.cpu;
  }
  if (ours <= 0) return "–";
  char text[32];
  std::snprintf(text, sizeof text, theirs / ours >= 10 ? "%.0fx" : "%.1fx", theirs / ours);
  return text;
}

// The variants of each table of puzzles: all of them in order, at most kMostColumns a table, the
// variants of a stage kept together where they fit, so that a page can show every table.
std::vector<std::vector<std::size_t>> tables_of(const Comparison& comparison) {
  std::vector<std::vector<std::size_t>> tables(1);
  const std::vector<std::string>& stages = comparison.stages;
  for (std::size_t first = 0, end = 0; first < stages.size(); first = end) {
    end = first;  // past the variants of the stage of `first`
    while (end < stages.size() && stages[end] == stages[first]) ++end;
    if (end - first > kMostColumns - tables.back().size() && end - first <= kMostColumns) {
      tables.emplace_back();
    }
    for (std::size_t v = first; v < end; ++v) {
      if (tables.back().size() == kMostColumns) tables.emplace_back();
      tables.back().push_back(v);
    }
  }
  return tables;
}

// The variants left out because their solve threw, each with what it threw.
void write_not_run(const Comparison& comparison, std::ostream& out) {
  if (comparison.not_run.empty()) return;
  out << "Not compared, as their solve stopped with an error:\n\n";
  for (const std::string& line : comparison.not_run) out << "- " << line << '\n';
  out << '\n';
}

}  // namespace

void write_table(const Comparison& comparison, std::ostream& out) {
  if (comparison.variants.empty()) {
    write_not_run(comparison, out);
    out << "No stage was compared.\n";
    return;
  }
  for (const std::vector<std::size_t>& columns : tables_of(comparison)) {
    out << "| puzzle | size |";
    for (const std::size_t v : columns) out << ' ' << comparison.variants[v] << " |";
    out << "\n|---|---|";
    for (std::size_t column = 0; column < columns.size(); ++column) out << "---:|";
    out << '\n';
    for (std::size_t p = 0; p < comparison.puzzles.size(); ++p) {
      const Puzzle& puzzle = comparison.puzzles[p];
      out << "| " << puzzle.name << " | " << size_name(puzzle.grid.side()) << " |";
      for (const std::size_t v : columns) out << ' ' << cell(comparison.measures[v][p]) << " |";
      out << '\n';
    }
    out << '\n';
  }
  const std::size_t ref = reference(comparison);
  out << "| stage | total processor time | solved within budget | speed-up against "
      << comparison.variants[ref] << " |\n"
      << "|---|---:|---:|---:|\n";
  for (std::size_t v = 0; v < comparison.variants.size(); ++v) {
    const std::vector<Measure>& row = comparison.measures[v];
    Elapsed total;
    for (const Measure& measure : row) total += measure.time;
    out << "| " << comparison.variants[v] << " | " << time_text(total) << " | "
        << std::ranges::count_if(row, solved) << " of " << row.size() << " | "
        << speed_up(comparison, v, ref) << " |\n";
  }
  out << '\n';
  write_not_run(comparison, out);
  out << "Each solve looks for two solutions (a unique puzzle is proven unique) within "
      << grouped(static_cast<double>(comparison.budget.node_limit))
      << " nodes on 9x9 (as many per cell on larger grids); a time is the processor time of the "
         "solving thread, the median of "
      << comparison.budget.repeat
      << " solves, with the wall-clock time beside it where that is over a quarter more (the "
         "machine was busy). Speed-ups compare total processor times over the puzzles both "
         "solved.\n";
}

}  // namespace sudoku::compare
