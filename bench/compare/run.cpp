// Reading the puzzles and running the variants on them: the measuring part of the comparison.

#include <algorithm>
#include <exception>
#include <filesystem>
#include <fstream>
#include <ostream>

#include "compare.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/files.hpp"
#include "sudoku/reader.hpp"

namespace sudoku::compare {

std::vector<Puzzle> read_puzzles(const std::string& file, std::ostream& errors, bool& bad_input) {
  std::ifstream in;
  if (const std::optional<std::string> error = open_input(file, in)) {
    errors << *error << '\n';
    bad_input = true;
    return {};
  }
  const std::string stem = std::filesystem::path(file).stem().string();
  std::vector<Puzzle> puzzles;
  PuzzleReader reader(in, file);
  while (const std::optional<Entry> entry = reader.next()) {
    if (entry->error) {
      errors << entry->error->text() << '\n';
      bad_input = true;
      continue;
    }
    puzzles.push_back({stem + " " + std::to_string(puzzles.size() + 1), entry->puzzle});
  }
  return puzzles;
}

namespace {

// One variant on one puzzle: `repeat` solves, the median times, the first solve's answer checked
// (the solves are deterministic; the check is outside the timed part).
Measure measure(const StageVariant& variant, const Grid& puzzle, const Budget& budget) {
  // Two solutions: the solve proves the puzzle unique, as the public benchmarks measure it.
  const SolveOptions options{.max_solutions = 2,
                             .node_limit = node_limit_for_size(budget.node_limit, puzzle.side())};
  std::vector<double> cpu, wall;
  SolveResult first;
  for (int run = 0; run < budget.repeat; ++run) {
    const Stopwatch watch;
    SolveResult result = variant.solve(puzzle, options);
    const Elapsed time = watch.elapsed();
    cpu.push_back(time.cpu);
    wall.push_back(time.wall);
    if (run == 0) first = std::move(result);
  }
  std::ranges::sort(cpu);
  std::ranges::sort(wall);
  Measure measured{.outcome = first.outcome,
                   .nodes = first.stats.nodes,
                   .guesses = first.stats.guesses,
                   .time = {.cpu = cpu[cpu.size() / 2], .wall = wall[wall.size() / 2]}};
  if (first.solutions > 0) measured.wrong = !check_solution(puzzle, first.first_solution).solves;
  return measured;
}

}  // namespace

Comparison compare(std::span<const StageVariant* const> variants, std::vector<Puzzle> puzzles,
                   const Budget& budget, const Progress& progress) {
  Comparison comparison;
  comparison.puzzles = std::move(puzzles);
  comparison.budget = budget;
  const std::size_t total = variants.size() * comparison.puzzles.size();
  std::size_t done = 0;
  for (const StageVariant* variant : variants) {
    std::vector<Measure> row;
    try {
      for (const Puzzle& puzzle : comparison.puzzles) {
        if (progress) progress(done++, total, variant->name, puzzle.name);
        row.push_back(measure(*variant, puzzle.grid, budget));
      }
    } catch (const std::exception& error) {
      // A handout's stage before its student writes it: the other stages are still compared.
      comparison.not_run.push_back(variant->name + ": " + error.what());
      done = (comparison.not_run.size() + comparison.variants.size()) * comparison.puzzles.size();
      continue;
    }
    comparison.variants.push_back(variant->name);
    comparison.stages.push_back(variant->stage);
    comparison.measures.push_back(std::move(row));
  }
  return comparison;
}

bool any_wrong(const Comparison& comparison) {
  return std::ranges::any_of(comparison.measures, [](const std::vector<Measure>& row) {
    return std::ranges::any_of(row, &Measure::wrong);
  });
}

}  // namespace sudoku::compare
