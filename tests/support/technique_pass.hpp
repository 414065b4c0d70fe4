#pragma once
// A technique pass as the technique tests run it, on stage 4's board: crafted positions, the steps
// a pass reports, and a check that the board changed exactly as they say. For the suites that link
// stage 4 (its own, and its extensions').

#include <gtest/gtest.h>

#include <functional>
#include <initializer_list>
#include <ostream>
#include <vector>

#include "bounded.hpp"
#include "stage4/techniques.hpp"

namespace sudoku::testing {

// A step as a test keeps it: the record's cells copied out of the call.
struct Seen {
  StepKind kind;
  int cell, value, unit;
  std::vector<int> cells;
  ValueSet values;
  std::vector<int> pattern = {};      // an elimination's: the cells that make the rule apply
  ValueSet pattern_values = {};       // and the values it is about
  std::vector<ChainNode> chain = {};  // a chain's nodes, their cells one after another in pattern
  friend bool operator==(const Seen&, const Seen&) = default;
};

// A failing test shows a step in words: "elimination of { 1 2 } in unit 18 from cells 9 10 11".
inline void PrintTo(const Seen& step, std::ostream* out) {
  *out << step_kind_name(step.kind);
  if (step.cell >= 0) *out << " at cell " << step.cell;
  if (step.value > 0) *out << " of " << step.value;
  if (!step.values.empty()) {
    *out << " of {";
    for (const int value : step.values) *out << ' ' << value;
    *out << " }";
  }
  if (step.unit >= 0) *out << " in unit " << step.unit;
  if (!step.cells.empty()) {
    *out << " from cells";
    for (const int cell : step.cells) *out << ' ' << cell;
  }
  if (!step.pattern.empty()) {
    *out << " for a pattern of {";
    for (const int value : step.pattern_values) *out << ' ' << value;
    *out << " } in cells";
    for (const int cell : step.pattern) *out << ' ' << cell;
  }
  if (!step.chain.empty()) {
    *out << " along a chain of values";
    for (const ChainNode& node : step.chain) *out << ' ' << node.value << " (" << node.size << ')';
  }
}

// A board of an empty 9x9 grid whose candidates `shape` trims, as a crafted position.
inline stage4::Board crafted(const std::function<void(stage4::Board&)>& shape) {
  stage4::Board board(Grid(3));
  shape(board);
  return board;
}

// Strikes `values` from each cell of `cells`.
inline void strike(stage4::Board& board, std::initializer_list<int> cells, ValueSet values) {
  for (const int cell : cells) board.eliminate(cell, values);
}

// Runs one technique pass on `board`; returns what it said and the steps it reported, and checks
// that the board changed exactly as those steps say.
struct Pass {
  Progress progress;
  std::vector<Seen> steps;
};
inline Pass run(stage4::Board& board,
                const std::function<Progress(stage4::Board&, stage4::Journal&)>& technique) {
  std::vector<Seen> steps;
  SolveOptions options = kBounded;
  options.on_step = [&](const Step& step) {
    steps.push_back({step.kind, step.cell, step.value, step.unit,
                     std::vector<int>(step.cells.begin(), step.cells.end()), step.values,
                     std::vector<int>(step.pattern.begin(), step.pattern.end()),
                     step.pattern_values,
                     std::vector<ChainNode>(step.chain.begin(), step.chain.end())});
  };
  Tally tally(board.grid(), options);
  stage4::Journal journal(tally);
  const stage4::Board before = board;
  const Progress progress = technique(board, journal);
  // The board changed exactly where the steps say: placed values, struck candidates.
  stage4::Board expected = before;
  for (const Seen& step : steps) {
    if (step.kind == StepKind::Placement) expected.place(step.cell, step.value);
    if (step.kind == StepKind::Elimination) {
      for (const int cell : step.cells) expected.eliminate(cell, step.values);
    }
  }
  for (int cell = 0; cell < board.grid().cell_count(); ++cell) {
    EXPECT_EQ(board.value(cell), expected.value(cell)) << cell;
    EXPECT_EQ(board.candidates(cell), expected.candidates(cell)) << cell;
  }
  return {progress, steps};
}

// The set of the given values.
inline ValueSet of(std::initializer_list<int> values) {
  ValueSet set;
  for (const int value : values) set.add(value);
  return set;
}

}  // namespace sudoku::testing
