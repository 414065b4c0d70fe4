#pragma once
/// @file
/// @brief The trace of one solve: the steps a stage reported, bounded (the first ones and the last
/// ones, with the counts of all), and the solve's result; what the replay page draws.

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "explain/explain.hpp"
#include "replay/replay_board.hpp"
#include "sudoku/solve.hpp"
#include "sudoku/stage_variant.hpp"

namespace sudoku::replay {

/// @brief How many steps a trace keeps: the first ones and the last ones of a solve.
struct TraceBound {
  std::size_t first = 1500;  ///< the steps kept from the start
  std::size_t last = 500;    ///< the steps kept from the end
};

/// @brief How many steps of each kind, in the order of StepKind.
using StepCounts = std::array<std::uint64_t, 5>;

/// @brief All the steps that `counts` counts, whatever their kind.
/// @param counts the steps of each kind
/// @return their sum
std::uint64_t total_steps(const StepCounts& counts);

/// @brief The part of a solve a trace leaves out, and the state the steps after it start from.
struct Gap {
  std::uint64_t start = 0;         ///< how many steps came before the first one kept after the gap
  StepCounts before = {};          ///< the steps of each kind before it, gap included
  std::vector<Change> stack = {};  ///< what was in place there, oldest first
};

/// @brief One solve by one variant of a stage, as the replay page shows it.
struct Trace {
  std::string variant;     ///< "stage1_recursive"
  std::string stage;       ///< "stage1": the stage, or the one an extension extends
  Grid puzzle;             ///< the puzzle solved
  SolveResult result;      ///< the outcome, the first solution and the counts (--stats)
  StepCounts counts = {};  ///< the steps of each kind the solve reported, all of them
  std::vector<explain::Record> head = {};  ///< the first steps
  /// @brief The steps left out, when there were more than the bound keeps; the tail then follows.
  std::optional<Gap> gap = {};
  std::vector<explain::Record> tail = {};  ///< the last steps, after the gap (none without one)
};

/// @brief Keeps the steps of one solve within a bound (give add() to SolveOptions::on_step).
class TraceRecorder {
 public:
  /// @brief A recorder for one solve.
  /// @param puzzle the puzzle solved
  /// @param bound how many steps to keep
  TraceRecorder(const Grid& puzzle, TraceBound bound);

  /// @brief Takes one step: kept when it is among the first or, so far, among the last.
  /// @param step the step, as the solver reported it
  void add(const Step& step);

  /// @brief The trace of the solve that ended with `result`.
  /// @param variant the variant that solved
  /// @param result what the solve returned
  /// @return the trace; its steps replay on the puzzle (ReplayBoard) without an error when the
  ///         stage's steps were right
  Trace finish(const StageVariant& variant, SolveResult result) &&;

 private:
  Grid puzzle_;
  TraceBound bound_;
  StepCounts counts_ = {};
  std::vector<explain::Record> head_;
  std::deque<explain::Record> last_;  // up to bound_.last of the steps after the head
  ReplayBoard behind_last_;           // the puzzle with every step before last_ applied
};

/// @brief Solves `puzzle` with a variant, recording its steps within `bound`.
/// @param variant the variant, whose solve function is called
/// @param puzzle the puzzle
/// @param options the solve's options (its on_step is replaced)
/// @param bound how many steps to keep
/// @return the trace
Trace record_solve(const StageVariant& variant, const Grid& puzzle, SolveOptions options,
                   TraceBound bound);

/// @brief Plays a trace back on its puzzle, the gap's stack standing for the steps left out.
/// @param trace the trace
/// @return the board after the last step kept, or the first error with the step's number
std::variant<ReplayBoard, std::string> play_back(const Trace& trace);

}  // namespace sudoku::replay
