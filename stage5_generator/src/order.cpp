// What a run makes, one puzzle at a time: by a recipe, minimal, or of a level; and how far it has
// got, for the progress line.

#include <algorithm>
#include <string_view>

#include "command.hpp"
#include "sudoku/figures.hpp"
#include "sudoku/names.hpp"

namespace sudoku::stage5 {

namespace {

// The part of a puzzle of a level under way: one of the tries.
constexpr const char* kTry = "try";

}  // namespace

std::string Making::line(const std::string& what) const {
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::string text = std::string(kName) + ": " + grouped(static_cast<double>(made)) + " of " +
                     grouped(static_cast<double>(count)) + " puzzles, " + grouped(seconds) + " s";
  const char* now = part.load();
  if (now == kTry) {
    text += "; " + what + ": try " + grouped(done) + " of at most " + grouped(total);
  } else if (now != nullptr) {
    text += "; " + what + ": " + grouped(done) + " of " + grouped(total) + ' ' + now;
  }
  return text;
}

LevelOrder level_asked(const CommandLine& given, const std::optional<Scale>& scale, int box) {
  const std::string name = given.text("--difficulty");
  if (scaled(given, scale)) {
    const auto found = std::ranges::find(scale->levels, name);
    if (found == scale->levels.end()) {
      throw UsageError("--difficulty " + name + " is not a level of --scale " + scale->name + ": " +
                       as_alternatives(scale->levels));
    }
    const auto index = static_cast<std::size_t>(found - scale->levels.begin());
    return {
        .name = name,
        .make =
            [scale, index](int size, Symmetry symmetry, Random& random, const LevelSearch& search) {
              return scale->make(index, size, symmetry, random, search);
            },
        .tries = scale->tries(index, box)};
  }
  const std::optional<Level> level = parse_level(name);
  if (!level) {
    throw UsageError("--difficulty " + name + " is a level of --scale " +
                     (scale ? scale->name : "?") +
                     " (stage 5's: " + as_alternatives(names_in(kLevelNames)) + ")");
  }
  return {.name = name,
          .make =
              [level](int size, Symmetry symmetry, Random& random, const LevelSearch& search) {
                return make_puzzle_at(*level, size, symmetry, random, search);
              },
          .tries = level_tries(box)};
}

std::optional<Made> Order::make(std::uint64_t seed) const {
  Random random(seed);
  if (at_level) {
    LevelSearch search{.last_checks = last_checks,
                       .checks_9x9 = checks_9x9,
                       .most_tries = most_tries,
                       .search = recipe.search};
    if (making) {
      search.on_try = [this](int attempt) { report(kTry, attempt, most_tries); };
    }
    return at_level(recipe.box, recipe.symmetry, random, search);
  }
  if (!minimal) return make_puzzle(recipe, random);
  MinimalRecipe minimal_recipe{.box = recipe.box,
                               .symmetry = recipe.symmetry,
                               .last_checks = last_checks,
                               .checks_9x9 = checks_9x9,
                               .search = recipe.search};
  if (making) {
    minimal_recipe.on_progress = [this](std::string_view part, int done, int total) {
      report(part.data(), done, total);  // a literal (see MinimalRecipe::on_progress)
    };
  }
  return make_minimal_puzzle(minimal_recipe, random);
}

void Order::report(const char* part, int done, int total) const {
  making->done = done;
  making->total = total;
  making->part = part;
}

std::string Order::what() const {
  const std::string size = size_name(recipe.box * recipe.box);
  if (level.empty()) return (minimal ? "a minimal " : "a ") + size;
  return (std::string_view("aeiou").find(level.front()) != std::string_view::npos ? "an " : "a ") +
         level + ' ' + size;
}

}  // namespace sudoku::stage5
