#pragma once
/// @file
/// @brief The questions asked of a solver stage's program: each held-out puzzle solved, its
/// solutions counted, and solved within a node limit, as a user would ask them.

#include <cstdint>
#include <vector>

#include "questions.hpp"
#include "sudoku/stage_variant.hpp"

namespace sudoku::grading {

/// @brief The node limit of the limit question: fewer than most puzzles need, in every stage.
inline constexpr std::uint64_t kLimitNodes = 20;

/// @brief The three questions on each held-out puzzle of `seed` (held_out.hpp), asked of the
/// program of `variant` with its flags: `--to line` (solve), `--count --limit 100` (count) and
/// `--to line --node-limit 20` (limit). Where the reference stops at that limit, the program must
/// stop at the same node and say so alike; elsewhere the limit question is judged as a solve.
/// @param variant the variant whose flags the program runs with
/// @param seed the held-out set's seed
/// @return the questions, three per puzzle, smallest grids first
std::vector<Question> solver_questions(const StageVariant& variant, std::uint64_t seed);

}  // namespace sudoku::grading
