#pragma once
/// @file
/// @brief The questions asked of stage 5's program, a generator: puzzles made at several sizes,
/// with and without uniqueness, minimal, symmetric, with the clues asked, and the same seed asked
/// twice. Each answer is checked here, with the workbook's own solver: every puzzle valid, unique
/// when it should be (with the solution printed, when asked for), the holes, clues, symmetry and
/// minimality asked, and the puzzles of one answer all different.

#include <cstdint>
#include <vector>

#include "questions.hpp"

namespace sudoku::grading {

/// @brief Stage 5's questions for `seed`, each named "heldout.stage5.QUESTION".
/// @param seed the instructor's seed, which every run is given (and the next one, once)
/// @return the questions, in the order they are asked
std::vector<Question> generator_questions(std::uint64_t seed);

}  // namespace sudoku::grading
