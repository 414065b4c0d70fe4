// The API's table of routes and its one entry point: a request is matched to its route by method
// and path, and whatever the route throws becomes a 4xx or 5xx answer with a sentence.

#include "play/api.hpp"

#include <algorithm>
#include <array>
#include <exception>
#include <vector>

#include "position.hpp"
#include "registry.hpp"
#include "replay/page.hpp"
#include "replay/trace.hpp"
#include "routes.hpp"
#include "se_rating/se_rating.hpp"
#include "stage5/rating.hpp"
#include "sudoku/names.hpp"
#include "sudoku/options.hpp"

namespace sudoku::play {

namespace {

// The nodes a stage's solve shown on the replay page may spend on a 9x9 grid, as replay's.
constexpr std::uint64_t kReplayNodes = 10'000'000;

// A route and the function that answers it.
struct Handled {
  Route route;
  Answer (*handle)(std::string_view body, const std::atomic<bool>& stopping);
};

// Every route, written by hand, in the order appendix F describes them.
constexpr std::array<Handled, 7> kRoutes{{
    {{"GET", "/api/info", "the stages, the scales and their levels, the sizes"}, info_route},
    {{"POST", "/api/read", "the puzzles of a text in any of the workbook's formats"}, read_route},
    {{"POST", "/api/generate", "a puzzle of a size and a level, made by stage 5"}, generate_route},
    {{"POST", "/api/rate", "a puzzle's level on stage 5's scale and Sudoku Explainer's"},
     rate_route},
    {{"POST", "/api/hint", "the next step from a position and its pencil marks"}, hint_route},
    {{"POST", "/api/mistakes", "the values placed and the candidates struck wrongly"},
     mistakes_route},
    {{"POST", "/api/replay", "the replay page of the stages solving from a position"},
     replay_route},
}};

// The stages a replay may show: each stage's label, and "all".
std::vector<std::string> stage_words() {
  std::vector<std::string> words;
  for (const StageVariant& variant : stage_variants()) {
    if (variant.extends.empty() && std::ranges::find(words, variant.stage) == words.end()) {
      words.push_back(variant.stage);
    }
  }
  return words;
}

// The levels the page offers at each size it plays, on each scale: those stage 5 made for every
// seed within kMostTime in appendix F's measurement (bench/play_levels.sh). The API makes the
// others too when asked, but they fail, or seldom come in time.
nlohmann::json offered_levels() {
  const std::vector<std::string> own = names_in(stage5::kLevelNames);
  const std::vector<std::string> se = names_in(se_rating::kLevelNames);
  const auto without = [](std::vector<std::string> levels, const std::string& left_out) {
    std::erase(levels, left_out);
    return levels;
  };
  return {{"4", {{"stage5", {"simple"}}, {"se", {"simple"}}}},
          {"9", {{"stage5", own}, {"se", without(se, "guess")}}},
          {"16", {{"stage5", own}, {"se", without(se, "fish-and-wings")}}}};
}

}  // namespace

std::span<const Route> routes() {
  static const std::vector<Route> table = [] {
    std::vector<Route> listed;
    for (const Handled& handled : kRoutes) listed.push_back(handled.route);
    return listed;
  }();
  return table;
}

Answer json_answer(const nlohmann::json& body) {
  return {.body = body.dump()};
}

Answer error_answer(int status, std::string_view message) {
  // A message that quotes bytes the client sent that are not UTF-8 still makes JSON.
  return {.status = status,
          .body = nlohmann::json{{"error", message}}.dump(
              -1, ' ', false, nlohmann::json::error_handler_t::replace)};
}

Answer info_route(std::string_view body, const std::atomic<bool>&) {
  const Request request(body, {});
  nlohmann::json listed = nlohmann::json::array();
  for (const Route& route : routes()) {
    listed.push_back({{"method", route.method}, {"path", route.path}, {"summary", route.summary}});
  }
  return json_answer(
      {{"stages", stage_words()},
       {"scales",
        {{"stage5", names_in(stage5::kLevelNames)}, {"se", names_in(se_rating::kLevelNames)}}},
       {"offered", offered_levels()},
       {"most_seconds", kMostTime.count()},
       {"sizes", {{"played", {4, 9, 16}}, {"shown", {kLargestSide}}}},
       {"routes", listed}});
}

Answer replay_route(std::string_view body, const std::atomic<bool>&) {
  const Request request(body, {"puzzle", "values", "marks", "stage"});
  const Position position = read_position(request);
  refuse_conflicts(position.values, "values");
  const std::string stage = request.optional_text("stage").value_or("all");
  const std::vector<std::string> words = stage_words();
  if (stage != "all" && std::ranges::find(words, stage) == words.end()) {
    throw ApiError{
        400, "\"stage\" is one of " + as_alternatives(words) + " or all, not \"" + stage + "\""};
  }
  replay::Replay shown{.name = "your position", .bound = {}, .givens = position.puzzle};
  const std::vector<std::string> listed =
      stage == "all" ? std::vector<std::string>{} : std::vector{stage};
  for (const StageVariant* variant : listed_variants(listed, stage_variants())) {
    const SolveOptions options{.node_limit =
                                   node_limit_for_size(kReplayNodes, position.values.side())};
    shown.traces.push_back(replay::record_solve(*variant, position.values, options, shown.bound));
  }
  return {.body = replay::replay_page(shown), .type = "text/html; charset=utf-8"};
}

Answer answer(std::string_view method, std::string_view path, std::string_view body) {
  const std::atomic<bool> never{false};
  return answer(method, path, body, never);
}

Answer answer(std::string_view method, std::string_view path, std::string_view body,
              const std::atomic<bool>& stopping) {
  const auto same_path = [path](const Handled& handled) { return handled.route.path == path; };
  const auto route = std::ranges::find_if(kRoutes, same_path);
  if (route == kRoutes.end()) {
    return error_answer(404, "no route " + std::string(path) + " (GET /api/info lists them)");
  }
  if (route->route.method != method) {
    return error_answer(405, std::string(path) + " takes " + std::string(route->route.method) +
                                 ", not " + std::string(method));
  }
  try {
    return route->handle(body, stopping);
  } catch (const ApiError& error) {
    return error_answer(error.status, error.message);
  } catch (const std::exception& error) {
    return error_answer(500, std::string("the server failed: ") + error.what());
  }
}

}  // namespace sudoku::play
