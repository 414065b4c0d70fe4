// The routes that bring a puzzle: read from a text, made by stage 5 at a level, and rated, on
// stage 5's scale and on Sudoku Explainer's (appendix E), as stage5_generator does.

#include <random>

#include "board_9x9/board_9x9.hpp"
#include "deadline.hpp"
#include "learning_search/learning_search.hpp"
#include "position.hpp"
#include "routes.hpp"
#include "se_rating/scale.hpp"
#include "se_rating/se_rating.hpp"
#include "stage5/rating.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/names.hpp"
#include "sudoku/options.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/symbols.hpp"
#include "sudoku/writer.hpp"

namespace sudoku::play {

namespace {

// The nodes a rating's solve may spend on a 9x9 grid (as many per cell above), as replay's.
constexpr std::uint64_t kRatingNodes = 10'000'000;

// The largest grid a puzzle is made for, or rated on Sudoku Explainer's scale: the largest played.
constexpr int kLargestPlayedSide = 16;

// One puzzle of a text, as the page loads it: the grid, and the marks of a marks grid.
nlohmann::json puzzle_json(const Entry& entry) {
  nlohmann::json puzzle = {
      {"puzzle", to_line(entry.puzzle)}, {"side", entry.puzzle.side()}, {"line", entry.where.line}};
  if (!entry.marks.empty()) {
    nlohmann::json marks = nlohmann::json::array();
    for (const ValueSet kept : entry.marks) {
      if (kept == ValueSet::all(entry.puzzle.side())) {
        marks.push_back(nullptr);
      } else {
        marks.push_back(symbols_of(kept));
      }
    }
    puzzle["marks"] = marks;
  }
  return puzzle;
}

// An input error as the page lists it.
nlohmann::json error_json(const InputError& error) {
  return {{"line", error.where.line},
          {"column", error.where.column},
          {"message", error.message},
          {"text", error.text()}};
}

// A rating of either scale: its level (none without one solution), its score, and its line.
nlohmann::json rating_json(const std::optional<std::string_view>& level, const std::string& score,
                           const std::string& text) {
  return {{"level", level ? nlohmann::json(std::string(*level)) : nlohmann::json(nullptr)},
          {"score", score},
          {"text", text}};
}

// The ratings of `puzzle`: stage 5's always, Sudoku Explainer's up to kLargestPlayedSide.
nlohmann::json ratings(const Grid& puzzle, const std::atomic<bool>& stopping) {
  const Deadline deadline(kMostTime, stopping);
  const SolveResult count = stage5::rating_solve(
      puzzle,
      {.node_limit = node_limit_for_size(kRatingNodes, puzzle.side()), .stop = deadline.stop()},
      board_9x9::solve);
  const stage5::Rating own = stage5::rating_of(count);
  nlohmann::json rated = {
      {"solutions",
       count.outcome == Outcome::LimitReached ? nullptr : nlohmann::json(count.solutions)},
      {"stage5",
       rating_json(own.level ? std::optional(stage5::level_name(*own.level)) : std::nullopt,
                   std::to_string(own.score), stage5::describe(own))}};
  if (puzzle.side() <= kLargestPlayedSide) {
    const se_rating::Rating se = se_rating::rating_of(puzzle, count, deadline.stop());
    std::string score = std::to_string(se.tenths / 10) + '.' + std::to_string(se.tenths % 10);
    rated["se"] =
        rating_json(se.level ? std::optional(se_rating::level_name(*se.level)) : std::nullopt,
                    score, se_rating::describe(se));
  }
  return rated;
}

// The levels of the scale `name`: "stage5" or "se".
std::vector<std::string> levels_of(const std::string& scale) {
  if (scale == "stage5") return names_in(stage5::kLevelNames);
  if (scale == "se") return names_in(se_rating::kLevelNames);
  throw ApiError{400, "\"scale\" is \"stage5\" or \"se\", not \"" + scale + "\""};
}

}  // namespace

Answer read_route(std::string_view body, const std::atomic<bool>&) {
  const Request request(body, {"text", "name"});
  nlohmann::json puzzles = nlohmann::json::array();
  nlohmann::json errors = nlohmann::json::array();
  for (const Entry& entry :
       read_entries(request.text("text"), request.optional_text("name").value_or("pasted"))) {
    if (entry.error) {
      errors.push_back(error_json(*entry.error));
    } else if (entry.puzzle.side() > kLargestSide) {
      errors.push_back(error_json({.where = entry.where,
                                   .message = "a " + size_name(entry.puzzle.side()) +
                                              " grid is larger than the page shows (" +
                                              size_name(kLargestSide) + " at most)"}));
    } else {
      puzzles.push_back(puzzle_json(entry));
    }
  }
  if (puzzles.empty()) {
    // Nothing to play: the first error is the answer's, and the page lists the others.
    return {.status = 422,
            .body = nlohmann::json{{"error", errors.front()["text"]}, {"errors", errors}}.dump()};
  }
  return json_answer({{"puzzles", puzzles}, {"errors", errors}});
}

Answer rate_route(std::string_view body, const std::atomic<bool>& stopping) {
  const Request request(body, {"puzzle"});
  return json_answer(ratings(read_grid(request, "puzzle"), stopping));
}

Answer generate_route(std::string_view body, const std::atomic<bool>& stopping) {
  const Request request(body, {"size", "scale", "level", "seed"});
  const std::string scale = request.optional_text("scale").value_or("stage5");
  const std::vector<std::string> levels = levels_of(scale);
  const std::string level = request.text("level");
  const auto found = std::ranges::find(levels, level);
  if (found == levels.end()) {
    throw ApiError{400, "\"level\" on the " + scale + " scale is one of " +
                            as_alternatives(levels) + ", not \"" + level + "\""};
  }
  const auto side =
      static_cast<int>(request.optional_number("size", 4, kLargestPlayedSide).value_or(9));
  if (side != 4 && side != 9 && side != 16) throw ApiError{400, "\"size\" is 4, 9 or 16"};
  // A seed a page's JavaScript holds exactly: below 2^53.
  constexpr std::int64_t kLargestSeed = (std::int64_t{1} << 53) - 1;
  const auto seed = static_cast<std::uint64_t>(
      request.optional_number("seed", 0, kLargestSeed)
          .value_or(static_cast<std::int64_t>(std::random_device{}() & 0xFFFF'FFFFU)));
  const int box = box_for_side(side);
  const auto index = static_cast<std::size_t>(found - levels.begin());
  const Deadline deadline(kMostTime, stopping);
  stage5::LevelSearch search{.last_checks = learning_search::has_other_solution,
                             .on_try =
                                 [&deadline, &stopping](int) {
                                   if (stopping) throw ApiError{503, "the server is stopping"};
                                   if (deadline.passed()) {
                                     throw ApiError{503,
                                                    "no puzzle of that level was made within " +
                                                        std::to_string(kMostTime.count()) +
                                                        " s: try again, or another level"};
                                   }
                                 },
                             .search = board_9x9::solve};
  // As stage5_generator --seed SEED makes its first puzzle: from the first seed SEED draws.
  Random random(Random(seed).next());
  std::optional<stage5::Made> made;
  if (scale == "stage5") {
    const stage5::Level wanted = stage5::kLevelNames.at(index).value;
    search.most_tries = stage5::level_tries(box);
    made = stage5::make_puzzle_at(wanted, box, stage5::Symmetry::None, random, search);
  } else {
    const stage5::Scale se = se_rating::scale();
    search.most_tries = se.tries(index, box);
    made = se.make(index, box, stage5::Symmetry::None, random, search);
  }
  if (!made) {
    throw ApiError{422, "no " + size_name(side) + " puzzle of the level " + level +
                            " was made in " + std::to_string(search.most_tries) +
                            " tries: try another level"};
  }
  return json_answer({{"puzzle", to_line(made->puzzle)},
                      {"seed", seed},
                      {"scale", scale},
                      {"level", level},
                      {"rating", ratings(made->puzzle, stopping)}});
}

}  // namespace sudoku::play
