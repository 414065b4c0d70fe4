// throughput: puzzles per second of registered stage variants on puzzle files, in the layout of
// public solver benchmarks. Each puzzle is solved up to two solutions (uniqueness proven, as
// the reference figures in ../shared/datasets/README.md were measured); every answer is checked
// after the timed runs, never inside them. `--counter NAME` adds a column with the mean of one of
// a stage's own counters (what --stats prints after the shared counts), such as stage 4's
// "unforced guesses", the guess count of the reference tables. The puzzles of each file are
// solved in an order shuffled with a fixed seed (`--seed S`, 1 by default; 0 keeps the file's
// order), the same on every machine, so that no run gains from the order a file happens to have.
// Rates and µs/puzzle are by the processor time of the solving thread, which other programs on a
// shared machine do not inflate; the wall-clock time per puzzle stands beside them.
//
//   build/release/bin/throughput [--variant NAME]... [--counter NAME]... [--solutions N]
//                                [--repeat R] [--seed S] FILE...
//
// Its options are a table of the shared kind (sudoku/options.hpp): --help lists them, a mistake
// is named with status 2, and a list may be given again or separated by commas.

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "compare.hpp"
#include "registry.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/figures.hpp"
#include "sudoku/files.hpp"
#include "sudoku/options.hpp"
#include "sudoku/random.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/stopwatch.hpp"

namespace {

using sudoku::grouped;
using sudoku::SolveResult;

struct Request {
  std::vector<const sudoku::StageVariant*> variants;  // in the registry's order
  std::vector<std::string> counters;                  // the variants' own counters, one column each
  std::uint64_t solutions = 2;
  int repeat = sudoku::compare::Budget{}.repeat;  // timed passes; the median is kept
  std::uint64_t seed = 1;  // the order the puzzles are solved in; 0: the file's
  std::vector<std::string> files;
};

// One timed pass over a file's puzzles: the results and the time they took.
struct Pass {
  std::vector<SolveResult> results;
  sudoku::Elapsed time;
};

// The options, for the parser and for --help: the shared table's types and messages.
std::vector<sudoku::OptionSection> table() {
  std::vector<std::string> names;
  for (const sudoku::StageVariant& variant : sudoku::stage_variants()) {
    names.push_back(variant.name);
  }
  return {{"Measuring",
           {{.name = "--variant",
             .help = "the registered variants to run, separated by commas or given again; by "
                     "default every one",
             .type = sudoku::OptionType::List,
             .values = std::move(names),
             .placeholder = "NAME"},
            {.name = "--counter",
             .help = "a stage's own counter to add as a column (its mean per puzzle), such as "
                     "stage 4's 'unforced guesses' (one of the variants measured must have it); "
                     "separated by commas or given again",
             .type = sudoku::OptionType::List,
             .placeholder = "NAME"},
            {.name = "--solutions",
             .help = "the solutions to look for in each puzzle; by default " +
                     std::to_string(Request{}.solutions) + " (uniqueness proven)",
             .type = sudoku::OptionType::Number,
             .placeholder = "N",
             .least = 1},
            {.name = "--repeat",
             .help = "timed passes per file and variant, of which the median is kept; by "
                     "default " +
                     std::to_string(Request{}.repeat),
             .type = sudoku::OptionType::Number,
             .placeholder = "R",
             .least = 1,
             .most = sudoku::compare::kMostRepeats},
            {.name = "--seed",
             .help = "the seed of the order the puzzles are solved in; 0 keeps the file's; by "
                     "default " +
                     std::to_string(Request{}.seed),
             .type = sudoku::OptionType::Number,
             .placeholder = "S"}}},
          sudoku::help_and_version()};
}

// throughput as it introduces itself: its name, --help and options.
sudoku::ProgramIntro intro() {
  return sudoku::program_intro("throughput",
                               "usage: throughput [OPTION]... FILE...\nPuzzles per second of the "
                               "stages' variants on puzzle files, every answer checked.\n\n",
                               table());
}

// The variants `names` chooses (the option table has checked them), every one when empty.
std::vector<const sudoku::StageVariant*> chosen(const std::vector<std::string>& names) {
  std::vector<const sudoku::StageVariant*> variants;
  for (const sudoku::StageVariant& variant : sudoku::stage_variants()) {
    if (names.empty() || std::ranges::count(names, variant.name) > 0) variants.push_back(&variant);
  }
  return variants;
}

// Throws UsageError for a --counter that none of `variants` has: its column would be empty.
void check_counters(const std::vector<std::string>& counters,
                    const std::vector<const sudoku::StageVariant*>& variants) {
  std::vector<std::string> known;  // every counter of the variants, once, in order
  for (const sudoku::StageVariant* variant : variants) {
    for (const std::string& counter : variant->counters) {
      if (std::ranges::count(known, counter) == 0) known.push_back(counter);
    }
  }
  for (const std::string& counter : counters) {
    if (std::ranges::count(known, counter) > 0) continue;
    std::string list;
    for (const std::string& name : known) list += (list.empty() ? "" : ", ") + name;
    throw sudoku::UsageError("--counter takes a counter of the variants measured: '" + counter +
                             "' is none of theirs (" +
                             (known.empty() ? "they have none" : "they have: " + list) + ")");
  }
}

// What the options given ask for; throws UsageError for a mistake.
Request read_request(const sudoku::CommandLine& given) {
  Request request;
  request.variants = chosen(given.words("--variant"));
  request.counters = given.words("--counter");
  check_counters(request.counters, request.variants);
  request.solutions = given.number("--solutions", request.solutions);
  request.repeat = sudoku::compare::repeat_given(given);
  request.seed = given.number("--seed", request.seed);
  request.files = given.operands();
  if (request.files.empty()) throw sudoku::UsageError("name at least one puzzle file");
  return request;
}

// Every puzzle of a file; a malformed one stops the benchmark, since its figures would lie.
std::vector<sudoku::Grid> load(const std::string& file) {
  std::ifstream in;
  if (const std::optional<std::string> error = sudoku::open_input(file, in)) {
    std::cerr << *error << '\n';
    std::exit(2);
  }
  std::vector<sudoku::Grid> puzzles;
  sudoku::PuzzleReader reader(in, file);
  while (const std::optional<sudoku::Entry> entry = reader.next()) {
    if (entry->error) {
      std::cerr << entry->error->text() << '\n';
      std::exit(2);
    }
    puzzles.push_back(entry->puzzle);
  }
  return puzzles;
}

// Solves every puzzle once, timing the whole pass.
Pass solve_all(const sudoku::StageVariant& variant, const std::vector<sudoku::Grid>& puzzles,
               std::uint64_t solutions) {
  Pass pass;
  pass.results.reserve(puzzles.size());
  const sudoku::SolveOptions options{solutions, variant.test_node_budget, {}};
  const sudoku::Stopwatch watch;
  for (const sudoku::Grid& puzzle : puzzles) pass.results.push_back(variant.solve(puzzle, options));
  pass.time = watch.elapsed();
  return pass;
}

// Checks every answer of a pass; returns how many puzzles were solved, and reports the others by
// their place in the file (`places`).
std::size_t check_all(const std::string& where, const std::vector<sudoku::Grid>& puzzles,
                      const std::vector<std::size_t>& places, const Pass& pass, bool& failed) {
  std::size_t solved = 0;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const SolveResult& result = pass.results[i];
    if (result.outcome != sudoku::Outcome::Solved) {
      std::cerr << where << ": puzzle " << places[i] + 1 << ": " << outcome_name(result.outcome)
                << '\n';
      continue;
    }
    const sudoku::Verdict verdict = check_solution(puzzles[i], result.first_solution);
    if (!verdict.solves) {
      std::cerr << where << ": puzzle " << places[i] + 1 << ": wrong answer: " << verdict.reason
                << '\n';
      failed = true;
      continue;
    }
    ++solved;
  }
  return solved;
}

// The sum over a pass of the stage's counter `name`, or nothing when no result has it (a stage
// adds a counter only once it is above 0, so nothing may also mean 0 everywhere).
std::optional<double> counter_total(const Pass& pass, const std::string& name) {
  std::optional<double> total;
  for (const SolveResult& result : pass.results) {
    for (const sudoku::Counter& counter : result.stats.counters) {
      if (counter.name == name) total = total.value_or(0) + static_cast<double>(counter.count);
    }
  }
  return total;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  Request request;
  const auto read = [&](const sudoku::CommandLine& given) { request = read_request(given); };
  if (const std::optional<int> status =
          sudoku::start_program(intro(), args, {std::cin, std::cout, std::cerr}, read)) {
    return *status;
  }

  sudoku::WatchedOutput out(std::cout);
  out.write(
      "| variant | file | puzzles | solved | puzzles/s | µs/puzzle | wall µs/puzzle | "
      "nodes/puzzle | guesses/puzzle | no guess |");
  for (const std::string& counter : request.counters) out.write(" " + counter + "/puzzle |");
  out.write("\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (std::size_t i = 0; i < request.counters.size(); ++i) out.write("---:|");
  out.write("\n");
  bool failed = false;
  for (const std::string& file : request.files) {
    const std::vector<sudoku::Grid> in_file = load(file);
    if (in_file.empty()) continue;
    // places[k]: where in the file the k-th puzzle solved comes from, for the messages.
    std::vector<std::size_t> places(in_file.size());
    std::iota(places.begin(), places.end(), 0);
    if (request.seed != 0) sudoku::Random(request.seed).shuffle(std::span(places));
    std::vector<sudoku::Grid> puzzles;
    for (const std::size_t place : places) puzzles.push_back(in_file[place]);
    for (const sudoku::StageVariant* variant : request.variants) {
      solve_all(*variant, puzzles, request.solutions);  // warm-up: caches, page faults, clocks
      std::vector<Pass> passes;
      for (int run = 0; run < request.repeat; ++run) {
        passes.push_back(solve_all(*variant, puzzles, request.solutions));
      }
      std::ranges::sort(passes, {}, [](const Pass& pass) { return pass.time.cpu; });
      const Pass& median = passes[passes.size() / 2];
      const std::string where = variant->name + " on " + file;
      const std::size_t solved = check_all(where, puzzles, places, median, failed);
      double nodes = 0, guesses = 0, without_guess = 0;
      for (const SolveResult& result : median.results) {
        nodes += static_cast<double>(result.stats.nodes);
        guesses += static_cast<double>(result.stats.guesses);
        without_guess += result.stats.guesses == 0 ? 1 : 0;
      }
      const double count = static_cast<double>(puzzles.size());
      char row[256];
      std::snprintf(row, sizeof row,
                    "| %s | %s | %zu | %zu | %s | %.1f | %.1f | %.1f | %.2f | %.1f%% |",
                    variant->name.c_str(), file.substr(file.find_last_of('/') + 1).c_str(),
                    puzzles.size(), solved, grouped(count / median.time.cpu).c_str(),
                    1e6 * median.time.cpu / count, 1e6 * median.time.wall / count, nodes / count,
                    guesses / count, 100 * without_guess / count);
      out.write(row);
      for (const std::string& counter : request.counters) {
        const std::optional<double> total = counter_total(median, counter);
        std::snprintf(row, sizeof row, total ? " %.2f |" : " – |", total.value_or(0) / count);
        out.write(row);
      }
      out.write("\n");
      // Each row as soon as it is measured; the rows after a failed write would be lost.
      if (!out.flush()) break;
    }
    if (out.failed()) break;
  }
  if (!out.flush()) {
    std::cerr << out.failure("throughput", "the table") << '\n';
    return 2;
  }
  return failed ? 1 : 0;
}
