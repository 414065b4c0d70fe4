// The generator's command line: the options read, then the puzzles made in rounds and written one
// after another.

#include "stage5/program.hpp"

#include <algorithm>
#include <optional>
#include <ostream>
#include <random>
#include <vector>

#include "command.hpp"
#include "sudoku/files.hpp"
#include "sudoku/progress.hpp"
#include "sudoku/workers.hpp"
#include "sudoku/writer.hpp"

namespace sudoku::stage5 {

namespace {

// How many puzzles each thread gets per round under --jobs: enough that a round's start and end
// cost little, few enough that large puzzles still come out at a steady pace.
constexpr std::size_t kPuzzlesPerJob = 8;

// What a command line asks the generator to make, and how.
struct Request {
  CommandLine given;
  Recipe recipe;
  LevelOrder level = {};              // with --difficulty
  std::size_t jobs = 1;               // --jobs
  std::optional<bool> progress = {};  // --progress or --no-progress, if either
};

// What the options `given` ask for, with the build's `extensions`; throws UsageError for what
// cannot be made.
Request read_request(const CommandLine& given, const Extensions& extensions) {
  if (!given.operands().empty()) {
    throw UsageError("no file to read: the generator makes its puzzles (got '" +
                     given.operands().front() + "')");
  }
  Request request{.given = given, .recipe = recipe_of(given)};
  request.recipe.search = extensions.search;
  if (given.has("--difficulty")) {
    request.level = level_asked(given, extensions.scale, request.recipe.box);
  } else if (given.has("--scale")) {
    throw UsageError("--scale chooses the levels of --difficulty (or of --rate)");
  }
  request.jobs = jobs_given(given);
  request.progress = progress_asked(given);
  return request;
}

// The run's seed: --seed, or one drawn and told on standard error.
std::uint64_t seed_of(const CommandLine& given, const Console& console) {
  if (given.has("--seed")) return given.number("--seed");
  const std::uint64_t seed = (std::uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  console.err << kName << ": seed " << seed << " (--seed " << seed
              << " makes these puzzles again)\n";
  return seed;
}

// The text of one puzzle, and of its solution when asked: a line, or a block ending in a newline.
std::string written(const Made& made, OutputFormat format, bool with_solution) {
  std::string text = write_grid(made.puzzle, format);
  if (format == OutputFormat::Line) text += '\n';
  if (with_solution) text += "# solution: " + to_line(made.solution) + '\n';
  return text;
}

// Tells `err` when puzzle `number` kept more clues than --clues asked: no other could go.
void warn_of_clues(const CommandLine& given, const Grid& puzzle, std::uint64_t number,
                   std::ostream& err) {
  if (!given.has("--clues")) return;
  const std::uint64_t asked = given.number("--clues", 0);
  const auto clues =
      static_cast<std::uint64_t>(puzzle.cell_count() - std::ranges::count(puzzle.values(), 0));
  if (clues > asked) {
    err << kName << ": puzzle " << number << " has " << clues << " clues, not the " << asked
        << " asked: no other clue could go while the puzzle stayed unique\n";
  }
}

// Makes the puzzles `order` says, `count` of them, and writes them to `out` in order: each puzzle
// has a seed of its own, drawn from the run's `seed`, so that puzzle k is the same whether it is
// made alone or after others, on one thread or several. 0 when all are written; 1 when no puzzle
// of the level was found (after those before it); the output stops at a failed write.
int make_puzzles(const Order& order, const Request& request, std::uint64_t seed, Making& making,
                 WatchedOutput& out, std::ostream& err) {
  const OutputFormat format = request.given.has("--to")
                                  ? *parse_output_format(request.given.text("--to"))
                                  : OutputFormat::Line;
  Rounds<std::uint64_t, std::optional<Made>> rounds(
      request.jobs,
      [&order](const std::uint64_t& puzzle_seed, std::size_t) { return order.make(puzzle_seed); });
  if (const std::string fewer = fewer_threads(kName, request.jobs, rounds.workers());
      !fewer.empty()) {
    err << fewer << '\n';
  }
  Random seeds(seed);
  std::vector<std::uint64_t> round;
  for (std::uint64_t k = 0; k < making.count && !out.failed();) {
    round.resize(std::min<std::uint64_t>(making.count - k, request.jobs * kPuzzlesPerJob));
    for (std::uint64_t& each : round) each = seeds.next();
    for (const std::optional<Made>& made : rounds.make(round)) {
      if (!made) return 1;
      ++making.made;
      if (k++ > 0 && format != OutputFormat::Line) out.write("\n");
      out.write(written(*made, format, request.given.has("--solution")));
      warn_of_clues(request.given, made->puzzle, k, err);
    }
  }
  return 0;
}

// Makes and writes the puzzles `request` asks for, with the build's `extensions`.
int generate(const Request& request, const Console& console, const Extensions& extensions) {
  const std::uint64_t seed = seed_of(request.given, console);
  Making making{.count = request.given.number("--count", 1)};
  const bool show_progress = request.progress.value_or(console.err_is_terminal);
  const Order order{.recipe = request.recipe,
                    .minimal = request.given.has("--minimal"),
                    .level = request.level.name,
                    .at_level = request.level.make,
                    .last_checks = extensions.last_checks,
                    .checks_9x9 = extensions.checks_9x9,
                    .most_tries = static_cast<int>(request.given.number(
                        "--tries", static_cast<std::uint64_t>(request.level.tries))),
                    .making = show_progress && request.jobs == 1 ? &making : nullptr};
  // After what its thread reads, so that it stops before they go.
  std::optional<ProgressLine> progress;
  if (show_progress) progress.emplace(console);
  std::ostream& err = progress ? progress->err() : console.err;
  if (progress) progress->start([&] { return making.line(order.what()); });
  WatchedOutput out(progress ? progress->out() : console.out);
  const int status = make_puzzles(order, request, seed, making, out, err);
  const bool all_written = out.flush();
  if (progress) progress->stop();
  if (status != 0) {
    err << kName << ": no " << size_name(order.recipe.box * order.recipe.box) << " puzzle of level "
        << order.level << " in " << order.most_tries << " tries (--tries N allows more)\n";
    return status;
  }
  if (!all_written) {
    err << out.failure(kName, "the puzzles") << '\n';
    return 2;
  }
  return 0;
}

// Runs the command line `args` with the build's `extensions`.
int run_program(std::span<const std::string> args, const Console& console,
                const Extensions& extensions) {
  if (std::ranges::find(args, "--rate") != args.end()) {
    return run_stage_program(rater(extensions.scale, extensions.search), args, console);
  }
  Request request;
  const auto read = [&](const CommandLine& given) { request = read_request(given, extensions); };
  if (const std::optional<int> status =
          start_program(intro(extensions.scale), args, console, read)) {
    return *status;
  }
  return generate(request, console, extensions);
}

}  // namespace

ProgramRun program(const Extensions& extensions) {
  return [extensions](std::span<const std::string> args, const Console& console) {
    return run_program(args, console, extensions);
  };
}

}  // namespace sudoku::stage5
