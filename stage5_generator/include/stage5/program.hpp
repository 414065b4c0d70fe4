#pragma once
/// @file
/// @brief Stage 5 as a program: its options, and a run that writes the puzzles it makes.

#include <atomic>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "stage5/stage5.hpp"
#include "sudoku/cli.hpp"

namespace sudoku::stage5 {

/// @brief A rating of one puzzle in the two forms --rate writes.
struct RatingText {
  std::string line;  ///< after "# rating: ": "intermediate, score 109 (...)"
  std::string csv;   ///< the fields after the puzzle in a --csv line: "intermediate,109,pointing"
};

/// @brief A rating an extension brings to --rate, which --scale chooses by its name.
struct Scale {
  std::string name;        ///< as --scale takes it: "se"
  std::string help;        ///< what it is, for --help: "levels up to forcing chains and ..."
  std::string csv_header;  ///< the --csv header: "puzzle,level,se,hardest"
  /// @brief The rating of `puzzle`, whose solutions `count` has counted (rating_solve); `stop`
  /// is the run's stop request.
  std::function<RatingText(const Grid& puzzle, const SolveResult& count,
                           const std::atomic<bool>* stop)>
      rate;
  /// @brief Its levels, easiest first, as --rate names them and --difficulty takes them.
  std::vector<std::string> levels;
  /// @brief A puzzle of the level `levels[level]`, as make_puzzle_at() makes one of stage 5's.
  std::function<std::optional<Made>(std::size_t level, int box, Symmetry symmetry, Random& random,
                                    const LevelSearch& search)>
      make;
  /// @brief How many tries --difficulty makes at most by default, for the level `levels[level]`
  /// on a grid of side box * box: level_tries(), or more for a level few puzzles have.
  std::function<int(std::size_t level, int box)> tries;
};

/// @brief The extensions the generator is built with (main.cpp gives them).
struct Extensions {
  /// @brief The search every solve runs: stage 4's, or one with its contract (the board made for
  /// 9x9, appendix A).
  stage4::Search search = stage4::solve;
  /// @brief How minimal digs settle their last checks (MinimalRecipe::last_checks): null for
  /// stage 4's search, to the end.
  OtherSolutionSearch last_checks = nullptr;
  /// @brief How 9x9 minimal digs settle every check (MinimalRecipe::checks_9x9): null for the
  /// checks above.
  OtherSolutionSearch checks_9x9 = nullptr;
  /// @brief A rating --rate --scale may choose instead of stage 5's.
  std::optional<Scale> scale = std::nullopt;
};

/// @brief The generator's command line, as program_main() runs it: makes the puzzles asked for
/// and writes them (0), or rates puzzles with --rate; 2 for a usage error or a failed write.
/// @param extensions what the build adds to stage 5
ProgramRun program(const Extensions& extensions = {});

}  // namespace sudoku::stage5
