#pragma once
// The class comparison: chosen stage variants on the same puzzles with the same node budget, each
// solve repeated and its median time kept, every solution checked; then what was measured as a
// Markdown table, a CSV file and an SVG chart.

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <span>
#include <string>
#include <vector>

#include "sudoku/cli.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/options.hpp"
#include "sudoku/solve.hpp"
#include "sudoku/stage_variant.hpp"
#include "sudoku/stopwatch.hpp"

namespace sudoku::compare {

// A puzzle and the name of its row: its file's name and its place there ("easy 3").
struct Puzzle {
  std::string name;
  Grid grid;
};

// How every variant is run.
struct Budget {
  std::uint64_t node_limit = 10'000'000;  // per puzzle, for 9x9 (scaled: node_limit_for_size)
  int repeat = 3;                         // solves per puzzle and variant; the median is kept
};

// One variant on one puzzle.
struct Measure {
  Outcome outcome = Outcome::NoSolution;
  std::uint64_t nodes = 0;
  std::uint64_t guesses = 0;
  Elapsed time;        // the medians of the repeated solves: processor time, wall-clock time
  bool wrong = false;  // the checker refused the solution it gave
};

// True when the variant solved the puzzle within its budget and the checker took the answer.
inline bool solved(const Measure& measure) {
  return measure.outcome == Outcome::Solved && !measure.wrong;
}

// What a comparison measured: measures[v][p] is variants[v] on puzzles[p].
struct Comparison {
  std::vector<std::string> variants;
  std::vector<std::string> stages;  // stages[v]: the stage variants[v] runs ("stage1"), the chart's
                                    // colour family
  std::vector<Puzzle> puzzles;
  std::vector<std::vector<Measure>> measures;
  Budget budget;
  std::vector<std::string> not_run;  // "stage1_recursive: why": variants whose solve threw (a
                                     // starter kit's "not written yet"), left out of the rest
};

// Told before each solve what is being solved, and how far the run is: for a progress line.
using Progress = std::function<void(std::size_t done, std::size_t total, const std::string& variant,
                                    const std::string& puzzle)>;

// What a command line asks for.
struct Request {
  std::vector<const StageVariant*> variants;  // in the registry's order
  std::vector<std::string> files;             // the puzzle files, in order
  Budget budget;
  std::string out;  // the folder for results.csv and results.svg; "" writes neither
};

// The puzzle files of the class set, in grids/: from the source documents' puzzles through easy,
// medium and hard ones to the grid built against naive backtracking, 4x4 to 25x25.
std::vector<std::string> class_set(const std::string& grids_dir);

// compare_stages as it introduces itself (its name, --help and options), choosing from
// `variants`.
ProgramIntro intro(std::span<const StageVariant> variants);

// What the options given ask for; `variants` are those they may choose from, `grids_dir` holds the
// class set. Throws UsageError for a mistake.
Request read_request(const CommandLine& given, std::span<const StageVariant> variants,
                     const std::string& grids_dir);

// The most timed solves per puzzle --repeat takes, in compare_stages and throughput.
inline constexpr std::uint64_t kMostRepeats = 1'000;

// The timed solves per puzzle that --repeat asks for, Budget's when it is not given; compare_stages
// and throughput share it (their option tables hold it to 1 to kMostRepeats).
int repeat_given(const CommandLine& given);

// Every puzzle of a file, named after the file; a malformed one is written to `errors` (file,
// line, column) and skipped, and `bad_input` set.
std::vector<Puzzle> read_puzzles(const std::string& file, std::ostream& errors, bool& bad_input);

// Runs every variant on every puzzle, `budget.repeat` times each, and checks every solution. A
// variant whose solve throws (a function of a starter kit not written yet) is left out and named,
// with what it threw, in Comparison::not_run.
Comparison compare(std::span<const StageVariant* const> variants, std::vector<Puzzle> puzzles,
                   const Budget& budget, const Progress& progress = {});

// True when some variant gave a solution the checker refused.
bool any_wrong(const Comparison& comparison);

// The Markdown table (a row per puzzle, a column per variant) and the summary per variant.
void write_table(const Comparison& comparison, std::ostream& out);

// One line per puzzle and variant, with a header line.
void write_csv(const Comparison& comparison, std::ostream& out);

// A bar chart, time on a log scale, a group of bars per puzzle, a colour family per stage, rows of
// groups no wider than a screen: an SVG file a browser opens.
void write_svg(const Comparison& comparison, std::ostream& out);

}  // namespace sudoku::compare
