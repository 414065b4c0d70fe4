// Recording a solve's steps within a bound, and playing a trace back.

#include "replay/trace.hpp"

#include <numeric>
#include <utility>

namespace sudoku::replay {

namespace {

// The place of a kind in StepCounts.
std::size_t index_of(StepKind kind) {
  return static_cast<std::size_t>(kind);
}

}  // namespace

std::uint64_t total_steps(const StepCounts& counts) {
  return std::accumulate(counts.begin(), counts.end(), std::uint64_t{0});
}

TraceRecorder::TraceRecorder(const Grid& puzzle, TraceBound bound)
    : puzzle_(puzzle), bound_(bound), behind_last_(puzzle) {}

void TraceRecorder::add(const Step& step) {
  ++counts_[index_of(step.kind)];
  if (head_.size() < bound_.first) {
    head_.push_back(explain::record_of(step));
    behind_last_.apply(head_.back());
    return;
  }
  last_.push_back(explain::record_of(step));
  if (last_.size() <= bound_.last) return;
  // The oldest of the last steps falls into the gap: the board behind them moves past it. A
  // trace is only written from a right solve, so an error here is found again by play_back().
  const explain::Record& dropped = last_.front();
  behind_last_.apply(dropped);
  last_.pop_front();
}

Trace TraceRecorder::finish(const StageVariant& variant, SolveResult result) && {
  Trace trace{.variant = variant.name,
              .stage = std::string(stage_of(variant)),
              .puzzle = puzzle_,
              .result = std::move(result),
              .counts = counts_,
              .head = std::move(head_)};
  const std::uint64_t all = total_steps(counts_);
  if (trace.head.size() + last_.size() < all) {
    // Some steps fell between the head and the last ones: the tail starts after them.
    StepCounts before = counts_;
    for (const explain::Record& step : last_) --before[index_of(step.kind)];
    trace.gap = Gap{.start = all - last_.size(), .before = before, .stack = behind_last_.stack()};
    trace.tail.assign(std::make_move_iterator(last_.begin()), std::make_move_iterator(last_.end()));
  } else {
    // Nothing was left out: the last steps simply follow the head.
    for (explain::Record& step : last_) trace.head.push_back(std::move(step));
  }
  return trace;
}

Trace record_solve(const StageVariant& variant, const Grid& puzzle, SolveOptions options,
                   TraceBound bound) {
  TraceRecorder recorder(puzzle, bound);
  options.on_step = [&recorder](const Step& step) { recorder.add(step); };
  SolveResult result = variant.solve(puzzle, options);
  return std::move(recorder).finish(variant, std::move(result));
}

std::variant<ReplayBoard, std::string> play_back(const Trace& trace) {
  ReplayBoard board(trace.puzzle);
  const auto play = [&board](const std::vector<explain::Record>& steps,
                             std::uint64_t first) -> std::optional<std::string> {
    for (std::size_t i = 0; i < steps.size(); ++i) {
      if (auto error = board.apply(steps[i])) {
        return "step " + std::to_string(first + i + 1) + ": " + *error;
      }
    }
    return std::nullopt;
  };
  if (auto error = play(trace.head, 0)) return *error;
  if (trace.gap) {
    board = ReplayBoard(trace.puzzle, trace.gap->stack);
    if (auto error = play(trace.tail, trace.gap->start)) return *error;
  }
  return board;
}

}  // namespace sudoku::replay
