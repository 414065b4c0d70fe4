// The play tests' shared checks.

#include "play_requests.hpp"

#include <gtest/gtest.h>

#include "stage3/stage3.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/symbols.hpp"
#include "sudoku/writer.hpp"

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

void expect_true_to(const nlohmann::json& step, const Grid& solution) {
  const std::string kind = step["kind"];
  const ValueSet values = marks_of(step["values"]);
  for (const int cell : step["cells"]) {
    const int needed = solution[cell];
    if (kind == "placement") {
      EXPECT_EQ(values, ValueSet::only(needed)) << step.dump();
    } else if (kind == "elimination") {
      EXPECT_FALSE(values.contains(needed)) << "strikes the solution's value: " << step.dump();
    } else {
      EXPECT_EQ(kind, "guess") << step.dump();
    }
  }
  EXPECT_FALSE(step["cells"].empty()) << step.dump();
  EXPECT_FALSE(step["text"].get<std::string>().empty());
}

}  // namespace sudoku::testing
