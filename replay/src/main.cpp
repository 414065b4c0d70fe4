// replay: a web page that replays the solve of one puzzle by one stage, or by several side by
// side, from the steps each stage reports (docs/replay.md).
//
//   build/dev/bin/replay [--stages LIST] [--puzzle N] [--out FILE] [--json FILE] [FILE]

#include <algorithm>
#include <atomic>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "registry.hpp"
#include "replay/page.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/figures.hpp"
#include "sudoku/files.hpp"
#include "sudoku/options.hpp"
#include "sudoku/progress.hpp"
#include "sudoku/reader.hpp"

namespace {

using namespace sudoku;
using namespace sudoku::replay;

// What the command line asks for.
struct Request {
  std::vector<const StageVariant*> variants;
  std::string file = "-";
  std::uint64_t puzzle = 1;  // counted from 1 among the file's well-formed puzzles
  std::string out = "replay.html";
  std::string json;  // empty: no JSON file
  TraceBound bound;
  std::uint64_t node_limit = 10'000'000;  // for 9x9, as compare_stages gives
  std::optional<bool> progress;           // --progress or --no-progress, if given
  std::optional<std::uint64_t> dig;       // --dig SEED: stage 5's dig instead of solves
  int box = 3;                            // the dig's grid: --size 4, 9, 16 or 25
  int holes_percent = 40;                 // the share of cells it empties, as stage 5's --holes
};

// The options, for the parser and for --help.
std::vector<OptionSection> table(std::span<const StageVariant> variants) {
  const Request defaults;
  const auto number = [](std::string name, std::string help, std::uint64_t least) {
    return Option{.name = std::move(name),
                  .help = std::move(help),
                  .type = OptionType::Number,
                  .placeholder = "N",
                  .least = least};
  };
  return {
      {"Replaying",
       {{.name = "--stages",
         .help = "the stages shown side by side, separated by commas: a stage (its program's "
                 "default form), a variant by name (stage2_as_source: stage 2 with the source's "
                 "back-play), or 'all'; by default each stage",
         .type = OptionType::List,
         .values = variant_words(variants),
         .placeholder = "LIST"},
        number("--puzzle", "which puzzle of the file, counted from 1; by default the first", 1),
        {.name = "--out",
         .help = "the page to write; by default " + defaults.out,
         .type = OptionType::Text,
         .placeholder = "FILE"},
        {.name = "--json",
         .help = "also write the traces as JSON in FILE",
         .type = OptionType::Text,
         .placeholder = "FILE"},
        number("--first",
               "the steps kept from the start of each solve; by default " +
                   std::to_string(defaults.bound.first),
               0),
        number("--last",
               "the steps kept from its end; by default " + std::to_string(defaults.bound.last), 0),
        number("--node-limit",
               "the nodes each stage may spend on a 9x9 puzzle (as many per cell on larger "
               "grids); by default " +
                   std::to_string(defaults.node_limit),
               1)}},
      {"Stage 5's dig",
       {number("--dig",
               "instead of solving, replay the dig of the puzzle 'stage5_generator --seed N' "
               "makes: each cell emptied, checked, and kept empty or put back",
               0),
        {.name = "--size",
         .help = "with --dig, the grid's side: 4, 9 (by default) 16 or 25",
         .type = OptionType::Choice,
         .values = {"4", "9", "16", "25"},
         .placeholder = "N"},
        number("--holes", "with --dig, the share of the cells to empty, in percent; by default 40",
               0)}},
      {"Progress", progress_options()},
      help_and_version()};
}

// What the options given ask for.
Request read_request(const CommandLine& given, std::span<const StageVariant> variants) {
  Request request;
  request.variants = listed_variants(given.words("--stages"), variants);
  if (given.operands().size() > 1) throw UsageError("one puzzle file at a time");
  if (!given.operands().empty()) request.file = given.operands().front();
  request.puzzle = given.number("--puzzle", request.puzzle);
  if (given.has("--out")) request.out = given.text("--out");
  request.json = given.text("--json");
  request.bound.first = given.number("--first", request.bound.first);
  request.bound.last = given.number("--last", request.bound.last);
  request.node_limit = given.number("--node-limit", request.node_limit);
  request.progress = progress_asked(given);
  if (given.has("--dig")) {
    if (!given.operands().empty()) throw UsageError("--dig makes its puzzle: no FILE with it");
    request.dig = given.number("--dig");
    if (given.has("--size")) request.box = box_for_side(std::stoi(given.text("--size")));
    const std::uint64_t percent = given.number("--holes", 40);
    if (percent > 100) throw UsageError("--holes is a percentage, from 0 to 100");
    request.holes_percent = static_cast<int>(percent);
  } else if (given.has("--size") || given.has("--holes")) {
    throw UsageError("--size and --holes go with --dig");
  }
  return request;
}

// The puzzle the request names, with its name ("hard 6"); the file's errors go to `err`, and
// `bad_input` is set when there were some.
std::optional<std::pair<std::string, Grid>> chosen_puzzle(const Request& request, std::istream& in,
                                                          std::ostream& err, bool& bad_input) {
  std::ifstream file;
  if (request.file != "-") {
    if (const std::optional<std::string> error = open_input(request.file, file)) {
      err << *error << '\n';
      bad_input = true;
      return std::nullopt;
    }
  }
  const std::string stem =
      request.file == "-" ? "puzzle" : std::filesystem::path(request.file).stem().string();
  PuzzleReader reader(request.file == "-" ? in : file, request.file);
  std::uint64_t good = 0;
  std::optional<std::pair<std::string, Grid>> found;
  while (const std::optional<Entry> entry = reader.next()) {
    if (entry->error) {
      err << entry->error->text() << '\n';
      bad_input = true;
    } else if (++good == request.puzzle) {
      found = {stem + " " + std::to_string(good), entry->puzzle};
    }
  }
  if (!found)
    err << "replay: " << request.file << " has " << good << " puzzles, not " << request.puzzle
        << '\n';
  return found;
}

// Writes `text` to `path`; false, with the system's reason on `err`, when it cannot.
bool write_file(const std::string& path, const std::string& text, std::ostream& err) {
  const std::optional<std::string> error = write_whole_file(path, text);
  if (error) err << "replay: " << *error << '\n';
  return !error;
}

// One line per trace: how the solve ended and how many of its steps the page holds.
void summarise(const Trace& trace, std::ostream& out) {
  const auto figure = [](std::uint64_t count) { return grouped(static_cast<double>(count)); };
  out << trace.variant << ": " << outcome_name(trace.result.outcome) << ", "
      << figure(trace.result.stats.nodes) << " nodes, " << figure(total_steps(trace.counts))
      << " steps";
  if (trace.gap) {
    out << " (the first " << figure(trace.head.size()) << " and the last "
        << figure(trace.tail.size()) << " kept)";
  }
  out << '\n';
}

// Records the solve of `puzzle` by each variant the request names, with a line saying how far
// each has got (every second on a terminal), since stage 1 can search for seconds; `wrong` is set
// when a trace's steps do not play back.
std::vector<Trace> record_traces(const Request& request, const Grid& puzzle, const Console& console,
                                 bool& wrong) {
  std::atomic<std::uint64_t> nodes{0};
  std::atomic<std::size_t> solving{0};
  const std::uint64_t limit = node_limit_for_size(request.node_limit, puzzle.side());
  // After what its thread reads, so that it stops before they go.
  std::optional<ProgressLine> progress;
  if (request.progress.value_or(console.err_is_terminal)) progress.emplace(console);
  std::ostream& out = progress ? progress->out() : console.out;
  std::ostream& err = progress ? progress->err() : console.err;
  if (progress) {
    progress->start([&]() -> std::string {
      if (request.variants.empty()) return "";
      return "replay: " + request.variants[solving]->name + ": " +
             grouped(static_cast<double>(nodes.load())) + " of at most " +
             grouped(static_cast<double>(limit)) + " nodes";
    });
  }
  std::vector<Trace> traces;
  for (std::size_t i = 0; i < request.variants.size(); ++i) {
    const StageVariant& variant = *request.variants[i];
    nodes = 0;
    solving = i;
    try {
      traces.push_back(record_solve(variant, puzzle, {.node_limit = limit, .nodes_spent = &nodes},
                                    request.bound));
    } catch (const std::exception& error) {
      // A stage of a starter kit not written yet: the page shows the others.
      err << "replay: " << variant.name << ": " << error.what() << '\n';
      continue;
    }
    summarise(traces.back(), out);
    if (const auto played = play_back(traces.back()); std::holds_alternative<std::string>(played)) {
      err << "replay: " << variant.name
          << "'s steps do not replay: " << std::get<std::string>(played) << '\n';
      wrong = true;
    }
  }
  out.flush();
  return traces;
}

// Writes the page (and the JSON) of `replay`; the status to end with, kBadInput on a failed write.
int write_replay(const Request& request, const Replay& replay, const Console& console) {
  if (!request.json.empty()) {
    std::ostringstream json;
    write_json(json, replay);
    if (!write_file(request.json, json.str(), console.err)) return kBadInput;
  }
  const std::string page = replay_page(replay);
  if (!write_file(request.out, page, console.err)) return kBadInput;
  console.out << "wrote " << request.out << " (" << page.size() << " bytes)\n";
  return kAllSolved;
}

// The page of stage 5's dig that --dig asks for.
int write_dig_page(const Request& request, const Console& console) {
  const stage5::Recipe recipe = stage5::unique_recipe(
      request.box, stage5::holes_for_percent(request.box, request.holes_percent));
  const Replay replay{.name = "stage 5, seed " + std::to_string(*request.dig),
                      .bound = request.bound,
                      .dig = record_dig(*request.dig, recipe)};
  const DigTrace& dig = *replay.dig;
  const auto kept = std::ranges::count_if(dig.checks, &DigRecord::final);
  console.out << "stage5 dig: " << dig.puzzle.filled_count() << " clues left of "
              << dig.puzzle.cell_count() << " after " << dig.checks.size() << " checks, " << kept
              << (kept == 1 ? " of which keeps a clue" : " of which keep clues") << '\n';
  return write_replay(request, replay, console);
}

// The whole program: read, solve, check, write.
int run(std::span<const std::string> args, const Console& console) {
  // Every stage's variants, and after them the source's flaws, which are shown only when named.
  std::vector<StageVariant> variants(stage_variants().begin(), stage_variants().end());
  std::ranges::copy(source_variants(), std::back_inserter(variants));
  Request request;
  const ProgramIntro intro = program_intro(
      "replay",
      "usage: replay [OPTION]... [FILE]\n"
      "Writes a web page that replays the solve of one puzzle of FILE (standard input without\n"
      "FILE, or with '-') by each stage side by side, from the steps the stages report.\n\n",
      table(variants));
  if (const std::optional<int> status = start_program(
          intro, args, console,
          [&](const CommandLine& given) { request = read_request(given, variants); })) {
    return *status;
  }
  if (request.dig) return write_dig_page(request, console);
  bool bad_input = false;
  const auto puzzle = chosen_puzzle(request, console.in, console.err, bad_input);
  if (!puzzle) return kBadInput;
  bool wrong = false;
  const Replay replay{.name = puzzle->first,
                      .bound = request.bound,
                      .traces = record_traces(request, puzzle->second, console, wrong)};
  if (const int status = write_replay(request, replay, console); status != kAllSolved) {
    return status;
  }
  if (bad_input) return kBadInput;
  return wrong ? kSomeUnsolved : kAllSolved;
}

}  // namespace

int main(int argc, char** argv) {
  return sudoku::program_main(run, argc, argv);
}
