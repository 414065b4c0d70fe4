#pragma once
/// @file
/// @brief A question the judge asks a program: the arguments and input of one run, and how its
/// answer is judged. The solver stages' questions (solver_questions.hpp) and stage 5's
/// (generator_questions.hpp) are asked the same way (main.cpp): the reference first, then the
/// program judged, under a limit set by the reference's time.

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "confined_run.hpp"

namespace sudoku::grading {

/// @brief A program's answers to the questions asked of it so far: its output, by question name.
using Answers = std::map<std::string, std::string>;

/// @brief What is wrong with an answer, or "" when it is right.
/// @param answer the run judged
/// @param reference the reference program's run on the same question
/// @param earlier the same program's answers to the questions asked before
using FaultFinder =
    std::function<std::string(const Run& answer, const Run& reference, const Answers& earlier)>;

/// @brief One question: one run of a program, and its verdict.
struct Question {
  std::string name;               ///< "heldout.VARIANT.PUZZLE.QUESTION": what a grade's line says
  std::vector<std::string> args;  ///< the program's arguments
  std::string input;              ///< its standard input
  FaultFinder fault;              ///< what is wrong with its answer
};

/// @brief At most 60 characters of a program's answer, on one line and quoted, for a message.
std::string quoted(std::string text);

/// @brief What is wrong with how a run ended (out of time, too much output, a crash), or "".
std::string run_fault(const Run& run);

}  // namespace sudoku::grading
