#pragma once
/// @file
/// @brief Stage 4 as a program, and as the variants the test suites and the class comparison run.

#include <functional>
#include <iosfwd>
#include <optional>
#include <span>
#include <vector>

#include "stage4/stage4.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/stage_variant.hpp"

namespace sudoku::stage4 {

/// @brief Options an extension adds to stage 4's program, and what they make of its solver.
struct ProgramExtension {
  std::vector<Option> options;  ///< listed in --help after --techniques, in this order
  /// @brief The solver the command line `given` asks for, made of `solver` (stage 4's, with
  /// `techniques`: those of --techniques, or for a lesson every one, or none for the default of
  /// the puzzle's side); '#' lines written to `trace` come before each answer.
  std::function<SolveFunction(const CommandLine& given, SolveFunction solver,
                              std::optional<Techniques> techniques, std::ostream& trace)>
      around;
  /// @brief See StageProgram::shown.
  std::function<Shown(const CommandLine& given)> shown = {};
  /// @brief True when the command line `given` asks for a lesson (--explain, --hint): without
  /// --techniques, every technique is then used, the steps a person takes, where plain solving
  /// keeps the fast default.
  std::function<bool(const CommandLine& given)> teaches = {};
};

/// @brief The extensions stage 4's program is built with (main.cpp gives them; a build that
/// grades a student's stage 4 gives none).
struct Extensions {
  /// @brief The search used instead of stage4::solve (the board made for 9x9), with the option
  /// --general-board, which declines it.
  Search faster = nullptr;
  /// @brief A solver for the 9x9 grids of a plain solve or count, where nothing asks for stage
  /// 4's steps or counts (no --stats, --node-limit, --all, --techniques, --general-board or an
  /// extension's option): its answer stands where it finds one solution or none; where it finds
  /// several or stops, stage 4's search decides which solution comes first and where it stops.
  SolveFunction plain = nullptr;
  /// @brief A narration of each solve (--explain and --hint).
  std::optional<ProgramExtension> narration = {};
  /// @brief Techniques beyond the eight, which --techniques may name, tried after them (a
  /// constant table: see Techniques::with_extras).
  std::span<const ExtraTechnique> techniques = {};
};

/// @brief The stage-4 program: its name, its option --techniques and the extensions', its
/// default node limit.
StageProgram program(const Extensions& extensions = {});

/// @brief The default techniques, every technique, pure branching (no technique), and every
/// technique but one, for each technique in turn, with their node budgets.
std::vector<StageVariant> variants();

}  // namespace sudoku::stage4
