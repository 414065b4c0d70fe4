#pragma once
// Reporting one puzzle: why it is not solved, and its answer in each output mode.

#include <cstdint>
#include <string>

#include "console_output.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {

// What a solver program prints for each puzzle.
enum class AnswerMode {
  Solve,  // the solution
  Count,  // the number of solutions
  All     // every solution, then their number
};

// Why a puzzle is not solved, in words ("no solution: the givens break a rule, two 1s in row 1
// (r1c1 and r1c2)", "node limit reached after 5 nodes"); "" when it is.
std::string why_not_solved(const Grid& puzzle, const SolveResult& result, AnswerMode mode);

// AnswerMode::Solve: the solution, or a '#' line saying why not.
void answer_solution(Answers& answers, const SolveResult& result, const std::string& why_not,
                     OutputFormat format);

// AnswerMode::Count: the number of solutions ("5+" when max_solutions stopped the count), or,
// when the node limit stopped it, a '#' line saying so.
void answer_count(Answers& answers, const SolveResult& result, std::uint64_t max_solutions,
                  const std::string& why_not);

// AnswerMode::All, after the solutions themselves: "# 3 solutions", or a '#' line saying why not.
void answer_all(Answers& answers, const SolveResult& result, std::uint64_t max_solutions,
                const std::string& why_not);

}  // namespace sudoku
