// The command line of compare_stages, written as a table of options (sudoku/options.hpp).

#include "compare.hpp"
#include "sudoku/options.hpp"

namespace sudoku::compare {

namespace {

// The options, for the parser and for --help.
std::vector<OptionSection> table(std::span<const StageVariant> variants) {
  return {{"Comparing",
           {{.name = "--stages",
             .help = "what to compare, separated by commas: a stage (its program's default "
                     "form), a variant by name, or 'all' (every variant); by default each stage",
             .type = OptionType::List,
             .values = variant_words(variants),
             .placeholder = "LIST"},
            {.name = "--grids",
             .help = "a puzzle file, followed by more if you like (as are the FILE operands); "
                     "by default the class set in grids/",
             .type = OptionType::Text,
             .placeholder = "FILE"},
            {.name = "--node-limit",
             .help = "the nodes each solve may spend on a 9x9 puzzle, the same for every stage "
                     "(as many per cell on larger grids); by default " +
                     std::to_string(Budget{}.node_limit),
             .type = OptionType::Number,
             .placeholder = "N",
             .least = 1},
            {.name = "--repeat",
             .help = "solves per puzzle and stage, of which the median time is kept; by default " +
                     std::to_string(Budget{}.repeat),
             .type = OptionType::Number,
             .placeholder = "N",
             .least = 1,
             .most = kMostRepeats},
            {.name = "--out",
             .help = "a folder to write results.csv and results.svg in (made if needed)",
             .type = OptionType::Text,
             .placeholder = "DIR"}}},
          help_and_version()};
}

}  // namespace

std::vector<std::string> class_set(const std::string& grids_dir) {
  std::vector<std::string> files;
  for (const char* name : {"sources", "sizes", "easy", "medium", "hard", "naive_worst"}) {
    files.push_back(grids_dir + "/" + name + ".txt");
  }
  return files;
}

Request read_request(const CommandLine& given, std::span<const StageVariant> variants,
                     const std::string& grids_dir) {
  Request request;
  request.variants = listed_variants(given.words("--stages"), variants);
  if (given.has("--grids")) request.files.push_back(given.text("--grids"));
  for (const std::string& file : given.operands()) request.files.push_back(file);
  if (request.files.empty()) request.files = class_set(grids_dir);
  request.budget.node_limit = given.number("--node-limit", request.budget.node_limit);
  request.budget.repeat = repeat_given(given);
  request.out = given.text("--out");
  return request;
}

int repeat_given(const CommandLine& given) {
  return static_cast<int>(given.number("--repeat", static_cast<std::uint64_t>(Budget{}.repeat)));
}

ProgramIntro intro(std::span<const StageVariant> variants) {
  return program_intro("compare_stages",
                       "usage: compare_stages [OPTION]... [FILE]...\n"
                       "Solves the same puzzles with every stage, with the same node budget, and "
                       "prints a Markdown\ntable of the median times, nodes and outcomes, then a "
                       "summary per stage.\n\n",
                       table(variants));
}

}  // namespace sudoku::compare
