// The command line of compare_stages, written as a table of options (sudoku/options.hpp).

#include <algorithm>
#include <set>

#include "compare.hpp"
#include "sudoku/options.hpp"

namespace sudoku::compare {

namespace {

// The words --stages takes: "all", each stage's label, each variant's name.
std::vector<std::string> stage_words(std::span<const StageVariant> variants) {
  std::vector<std::string> words{"all"};
  for (const StageVariant& variant : variants) {
    if (std::ranges::find(words, variant.stage) == words.end()) words.push_back(variant.stage);
  }
  for (const StageVariant& variant : variants) words.push_back(variant.name);
  return words;
}

// The options, for the parser and for --help.
std::vector<OptionSection> table(std::span<const StageVariant> variants) {
  return {{"Comparing",
           {{.name = "--stages",
             .help = "what to compare, separated by commas: a stage (its program's default "
                     "form), a variant by name, or 'all' (every variant); by default each stage",
             .type = OptionType::List,
             .values = stage_words(variants),
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

// The variant a stage's name stands for: its program's default form, the one without flags (the
// stage's first variant, should each have some).
const StageVariant* default_form(const std::string& stage, std::span<const StageVariant> variants) {
  const StageVariant* first = nullptr;
  for (const StageVariant& variant : variants) {
    if (variant.stage != stage) continue;
    if (variant.flags.empty()) return &variant;
    if (first == nullptr) first = &variant;
  }
  return first;
}

// The variants the words of a --stages list name, in the registry's order, each once.
std::vector<const StageVariant*> chosen(const std::set<std::string, std::less<>>& words,
                                        std::span<const StageVariant> variants) {
  std::vector<const StageVariant*> picked;
  for (const StageVariant& variant : variants) {
    if (words.contains("all") || words.contains(variant.name) ||
        (words.contains(variant.stage) && &variant == default_form(variant.stage, variants))) {
      picked.push_back(&variant);
    }
  }
  return picked;
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
  // Without --stages, every stage (each in its default form), but not the extensions.
  std::set<std::string, std::less<>> words;
  for (const StageVariant& variant : variants) {
    if (variant.extends.empty()) words.insert(variant.stage);
  }
  if (given.has("--stages")) {
    const std::vector<std::string> listed = given.words("--stages");
    words = {listed.begin(), listed.end()};
  }
  request.variants = chosen(words, variants);
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
