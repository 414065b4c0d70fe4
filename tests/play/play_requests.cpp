// The play tests' shared checks.

#include "play_requests.hpp"

#include <gtest/gtest.h>

#include <sstream>

#include "catalog.hpp"
#include "stage3/stage3.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/symbols.hpp"
#include "sudoku/writer.hpp"
#include "text_files.hpp"

namespace sudoku::testing {

std::optional<Grid> only_solution_by_stage3(const Grid& puzzle) {
  const SolveResult solved = stage3::solve(puzzle, {.max_solutions = 2});
  if (solved.outcome != Outcome::Solved || solved.solutions != 1) return std::nullopt;
  const Verdict verdict = check_solution(puzzle, solved.first_solution);
  EXPECT_TRUE(verdict.solves) << verdict.reason;
  return solved.first_solution;
}

std::string with_wrong_value(const Grid& puzzle) {
  const std::optional<Grid> solution = only_solution_by_stage3(puzzle);
  Grid wrong = puzzle;
  for (int cell = 0; solution && cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] != 0) continue;
    for (const int value : open_values(puzzle, cell)) {
      if (value == (*solution)[cell]) continue;
      wrong.set(cell, value);
      return to_line(wrong);
    }
  }
  ADD_FAILURE() << "no wrong value fits " << to_line(puzzle);
  return to_line(wrong);
}

ValueSet marks_of(const nlohmann::json& symbols) {
  ValueSet marks;
  for (const char c : symbols.get<std::string>()) marks |= ValueSet::only(read_symbol(c).value);
  return marks;
}

std::vector<int> changed_cells(const nlohmann::json& step) {
  if (step["kind"] == "elimination") return step["cells"].get<std::vector<int>>();
  return {step["cell"].get<int>()};
}

ValueSet changed_values(const nlohmann::json& step) {
  if (step["kind"] != "elimination") return ValueSet::only(step["value"].get<int>());
  ValueSet values;
  for (const int value : step["values"]) values |= ValueSet::only(value);
  return values;
}

void expect_true_to(const nlohmann::json& step, const Grid& solution) {
  const std::string kind = step["kind"];
  EXPECT_TRUE(kind == "placement" || kind == "guess" || kind == "elimination") << step.dump();
  const ValueSet values = changed_values(step);
  for (const int cell : changed_cells(step)) {
    const int needed = solution[cell];
    if (kind == "elimination") {
      EXPECT_FALSE(values.contains(needed)) << "strikes the solution's value: " << step.dump();
    } else {
      EXPECT_EQ(symbols_of(values), symbols_of(ValueSet::only(needed))) << step.dump();
    }
  }
  EXPECT_FALSE(changed_cells(step).empty()) << step.dump();
  EXPECT_FALSE(step["text"].get<std::string>().empty());
}

std::vector<Refused> refused_requests() {
  using nlohmann::json;
  std::string clash(kClassic);
  clash[2] = clash[0];  // r1c3 = 5 beside r1c1's 5
  struct Written {
    std::string path;
    json body;  // sent as JSON, or, a string, as those very bytes
    int status;
    std::string says;
  };
  const std::vector<Written> table{
      {"/api/hint", "{", 400, "the body is not JSON: parse error at line 1, column 2"},
      {"/api/hint", json::array(), 400, "the body must be a JSON object"},
      // A number beyond a double, which the fuzz target found gave a 500.
      {"/api/read", "{\"text\": 1E400}", 400,
       "the body is not JSON this API reads: number overflow"},
      {"/api/hint", {{"puzzle", kClassic}, {"valeus", kClassic}}, 400, "unknown field \"valeus\""},
      {"/api/hint", {{"values", kClassic}}, 400, "the field \"puzzle\" is missing"},
      {"/api/hint", {{"puzzle", 81}}, 400, "\"puzzle\" must be a string"},
      {"/api/hint", {{"puzzle", "1234"}}, 400, "puzzle:1:1: this line has 4 cells"},
      {"/api/hint",
       {{"puzzle", kClassic}, {"values", "1..............."}},
       400,
       "\"values\" is a 4x4 grid"},
      {"/api/hint",
       {{"puzzle", kClassic}, {"marks", json::array({"1"})}},
       400,
       "\"marks\" must be a list of 81"},
      {"/api/hint",
       {{"puzzle", kClassic}, {"marks", json(81, "1Z")}},
       400,
       "\"marks\"[0]: 'Z' is not a symbol"},
      {"/api/hint",
       {{"puzzle", kClassic}, {"values", "6" + std::string(kClassic).substr(1)}},
       422,
       "r1c1 is a given of the puzzle, 5, not 6"},
      {"/api/hint", {{"puzzle", clash}}, 422, "\"puzzle\" has two 5s in row 1"},
      {"/api/hint",
       {{"puzzle", kClassic}, {"values", clash}},
       422,
       "\"values\" has two 5s in row 1"},
      {"/api/mistakes", {{"puzzle", std::string(81, '.')}}, 422, "more than one solution"},
      {"/api/hint",
       {{"puzzle", std::string(36 * 36, '.')}},
       422,
       "a 36x36 grid is larger than the page shows"},
      {"/api/read", {{"text", "12x4\n"}}, 422, "pasted:1:3: "},
      {"/api/generate", {{"level", "fiendish"}}, 400, "\"level\" on the stage5 scale is one of"},
      {"/api/generate",
       {{"level", "easy"}, {"scale", "hodoku"}},
       400,
       "\"scale\" is \"stage5\" or \"se\""},
      {"/api/generate", {{"level", "easy"}, {"size", 25}}, 400, "\"size\" must be from 4 to 16"},
      {"/api/generate", {{"level", "easy"}, {"size", 5}}, 400, "\"size\" is 4, 9 or 16"},
      {"/api/generate", {{"level", "easy"}, {"seed", -1}}, 400, "\"seed\" must be from 0"},
      {"/api/generate",
       {{"level", "expert"}, {"size", 4}, {"seed", 1}},
       422,
       "no 4x4 puzzle of the level expert"},
      {"/api/replay", {{"puzzle", kClassic}, {"stage", "stage9"}}, 400, "\"stage\" is one of"},
      {"/api/nothing", json::object(), 404, "no route /api/nothing"},
  };
  std::vector<Refused> refused;
  for (const Written& each : table) {
    const std::string body =
        each.body.is_string() ? each.body.get<std::string>() : each.body.dump();
    refused.push_back({.path = each.path, .body = body, .status = each.status, .says = each.says});
  }
  return refused;
}

std::vector<ApiExample> appendix_examples() {
  const std::string text = read_file(grids_dir().parent_path() / "docs" / "appendix_f_play.md");
  std::vector<ApiExample> examples;
  const std::vector<std::string> lines = lines_of(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i] != "```http") continue;
    ApiExample example{.line = static_cast<int>(i) + 2};
    std::istringstream(lines.at(++i)) >> example.method >> example.path;
    while (!lines.at(++i).empty()) example.body += lines[i] + '\n';
    example.status = std::stoi(lines.at(++i));
    while (lines.at(++i) != "```") example.answer += lines[i] + '\n';
    examples.push_back(example);
  }
  return examples;
}

}  // namespace sudoku::testing
