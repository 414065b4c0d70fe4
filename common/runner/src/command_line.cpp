// The command line of a solver stage: its table of options, the settings read from it, --help.

#include "settings.hpp"

#include <algorithm>
#include <iterator>

#include "sudoku/progress.hpp"
#include "sudoku/workers.hpp"

namespace sudoku {

std::vector<OptionSection> solver_options(const StageProgram& program) {
  const std::string default_limit = program.default_node_limit == 0
                                        ? "none"
                                        : std::to_string(program.default_node_limit) +
                                              " on 9x9, scaled by 81 / cells on larger grids";
  std::vector<OptionSection> table{
      {"Input and output",
       {{.name = "--from",
         .help = "auto (default), line, block, sku or marks (pencil marks, as --candidates "
                 "prints them)",
         .type = OptionType::Choice,
         .values = {"auto", "line", "block", "sku", "marks"},
         .placeholder = "FORMAT"},
        {.name = "--to",
         .help = "line, sku or pretty (default: line for line input, pretty otherwise)",
         .type = OptionType::Choice,
         .values = {"line", "sku", "pretty"},
         .placeholder = "FORMAT"},
        {.name = "--candidates", .help = "print each puzzle's pencil marks before its answer"}}},
      {"Solving",
       {{.name = "--count",
         .help = "print the number of solutions (N+ when --limit stopped the count)"},
        {.name = "--all", .help = "print every solution, then a '# N solutions' line"},
        {.name = "--limit",
         .help = "with --count or --all: stop after N solutions",
         .type = OptionType::Number,
         .placeholder = "N",
         .least = 1},
        {.name = "--node-limit",
         .help = "stop a puzzle after N nodes (values tried); 0: none; default: " + default_limit,
         .type = OptionType::Number,
         .placeholder = "N"},
        {.name = "--jobs",
         .help = "solve N puzzles at a time, on N threads; the answers keep the input's order "
                 "and are the same as with one (default 1; --all takes one puzzle at a time)",
         .type = OptionType::Number,
         .placeholder = "N",
         .least = 1,
         .most = kMostJobs},
        {.name = "--check",
         .help = "run every solution through the checker before printing it; a wrong one is "
                 "an error (exit status 2)"},
        {.name = "--stats",
         .help = "nodes, guesses, deductions and time per puzzle, and a summary, on standard "
                 "error; a time is the processor time of the thread that solved (what other "
                 "programs do not slow), and the summary gives the wall-clock time beside it"}}}};
  std::ranges::copy(progress_options(), std::back_inserter(table.back().options));
  if (!program.options.empty()) table.push_back({"This stage", program.options});
  table.push_back(help_and_version());
  return table;
}

Settings read_settings(const CommandLine& given) {
  Settings settings;
  settings.given = given;
  if (given.has("--from"))
    settings.from = parse_format(given.text("--from")).value_or(Format::Auto);
  if (given.has("--to")) settings.to = parse_output_format(given.text("--to"));
  if (given.has("--count") && given.has("--all")) {
    throw UsageError("--count and --all cannot go together");
  }
  if (given.has("--count")) settings.mode = AnswerMode::Count;
  if (given.has("--all")) settings.mode = AnswerMode::All;
  if (given.has("--limit")) {
    if (settings.mode == AnswerMode::Solve) {
      throw UsageError("--limit goes with --count or --all");
    }
    settings.limit = given.number("--limit");
  }
  if (given.has("--node-limit")) settings.node_limit = given.number("--node-limit");
  settings.stats = given.has("--stats");
  settings.candidates = given.has("--candidates");
  settings.check = given.has("--check");
  settings.progress = progress_asked(given);
  settings.jobs = jobs_given(given);
  settings.files = given.operands();
  return settings;
}

std::string help_text(const StageProgram& program) {
  return "Usage: " + program.name + " [OPTIONS] [FILE...]\n" + program.summary +
         "\n\n"
         "Solves the puzzles of each FILE (none, or '-': standard input) in order.\n"
         "\n" +
         options_help(solver_options(program)) +
         "\n"
         "In line output each puzzle gives one line: its solution, or a line starting with '#'\n"
         "that says why not. Exit status: 0 every puzzle solved; 1 some puzzle has no solution\n"
         "or hit a limit; 2 a usage error, a malformed puzzle (the others are still solved), an\n"
         "unreadable file, a wrong solution under --check, or output that cannot be written.\n"
         "Ctrl-C writes the answers made so far (and the --stats summary), then exits with 130.\n";
}

}  // namespace sudoku
