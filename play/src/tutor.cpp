// The tutor's routes: where the player went wrong, and the next step, both from the player's own
// position and pencil marks, by appendix C's code (extensions/explain).

#include "advanced/techniques.hpp"
#include "explain/hint.hpp"
#include "explain/mistakes.hpp"
#include "position.hpp"
#include "replay/trace_json.hpp"
#include "routes.hpp"
#include "stage4/stage4.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku::play {

namespace {

// The nodes the solve of a puzzle may spend to find its solution, on a 9x9 grid (as many per cell
// above): far more than a puzzle a person plays needs.
constexpr std::uint64_t kSolutionNodes = 1'000'000;

// A cell as the page marks it: its number, its name, and a value's symbol.
nlohmann::json cell_value(const Geometry& geometry, int cell, int value) {
  return {{"cell", cell},
          {"name", geometry.cell_name(cell)},
          {"value", std::string(1, symbol_of(value))}};
}

// What the player got wrong in `position`, against the puzzle's `solution`: the values, or else
// the candidates struck, with the sentence appendix C's --hint writes.
nlohmann::json mistakes_json(const Position& position, const Grid& solution) {
  const explain::Original played{.puzzle = position.puzzle, .solution = solution};
  const explain::Mistakes found =
      explain::find_mistakes(position.values, position.marks, {&played, 1}, Outcome::Solved);
  const Geometry& geometry = Geometry::of(position.values.box());
  nlohmann::json wrong = nlohmann::json::array();
  nlohmann::json struck = nlohmann::json::array();
  for (const std::vector<int>& cells : found.blamed) {
    for (const int cell : cells) wrong.push_back(cell_value(geometry, cell, position.values[cell]));
  }
  for (const auto& [cell, value] : found.struck)
    struck.push_back(cell_value(geometry, cell, value));
  return {{"wrong", wrong},
          {"struck", struck},
          {"text", found.none() ? "nothing is wrong so far"
                                : explain::found_sentence(position.values, found)}};
}

// Where no technique finds a step, the hint's guess made the solution's value rather than the
// lowest candidate: a hint the player follows must never lead into a mistake.
explain::Record checked_guess(explain::Record guess, const Grid& solution) {
  guess.value = solution[guess.cell];
  guess.tried = ValueSet::only(guess.value);
  return guess;
}

// The step in words; a guess says the tutor checked it.
std::string hint_text(const explain::Record& step, int side) {
  const std::string text = explain::describe(step, side);
  if (step.kind != StepKind::Guess) return text;
  return text +
         " (no technique finds a step here; the tutor checked this value against the "
         "solution)";
}

// A hint: its step in the replay's form, and what the page shows of it besides, in its three
// degrees: the technique named, the unit and its cells, and the step in words.
nlohmann::json hint_json(const explain::Record& step, const Grid& position) {
  const Geometry& geometry = Geometry::of(position.box());
  nlohmann::json unit_cells = nlohmann::json::array();
  if (step.unit >= 0) {
    for (const int cell : geometry.cells(step.unit)) unit_cells.push_back(cell);
  }
  // A guess and a contradiction name no technique: their kind stands for it.
  const std::string kind(step_kind_name(step.kind));
  return {{"step", nlohmann::json::parse(replay::step_json(step, position.side()))},
          {"named", step.technique.empty() ? "a " + kind : explain::named(step.technique)},
          {"unit", step.unit >= 0 ? geometry.unit_name(step.unit) : ""},
          {"unit_cells", unit_cells},
          {"wrong", false},
          {"text", hint_text(step, position.side())}};
}

}  // namespace

Grid solution_of(const Grid& puzzle) {
  const SolveResult solve = stage4::solve(
      puzzle,
      {.max_solutions = 2, .node_limit = node_limit_for_size(kSolutionNodes, puzzle.side())});
  if (solve.outcome == Outcome::LimitReached) {
    throw ApiError{422, "the puzzle's solve ran out of nodes: it is too hard to tutor"};
  }
  if (solve.outcome == Outcome::NoSolution) throw ApiError{422, "the puzzle has no solution"};
  if (solve.solutions > 1) {
    throw ApiError{422, "the puzzle has more than one solution: there is no one answer to go by"};
  }
  return solve.first_solution;
}

Answer mistakes_route(std::string_view body, const std::atomic<bool>&) {
  const Request request(body, {"puzzle", "values", "marks"});
  const Position position = read_position(request);
  return json_answer(mistakes_json(position, solution_of(position.puzzle)));
}

Answer hint_route(std::string_view body, const std::atomic<bool>&) {
  const Request request(body, {"puzzle", "values", "marks"});
  const Position position = read_position(request);
  refuse_conflicts(position.values, "values");
  const Grid solution = solution_of(position.puzzle);
  const nlohmann::json mistakes = mistakes_json(position, solution);
  // A step from a wrong position would lead further astray: the page asks where it went wrong.
  if (!mistakes["wrong"].empty() || !mistakes["struck"].empty()) {
    return json_answer(
        {{"step", nullptr},
         {"wrong", true},
         {"text", "something placed or struck is wrong already: ask where you went wrong"}});
  }
  std::optional<explain::Record> step = explain::hint(
      position.values, stage4::every_technique(advanced::kTechniques), position.marks);
  if (!step)
    return json_answer({{"step", nullptr}, {"wrong", false}, {"text", "the grid is full"}});
  if (step->kind == StepKind::Guess) step = checked_guess(*step, solution);
  return json_answer(hint_json(*step, position.values));
}

}  // namespace sudoku::play
