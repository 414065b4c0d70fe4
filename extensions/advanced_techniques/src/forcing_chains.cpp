// Forcing chains: a choice of two (a cell's two candidates, or a value's two places in a unit),
// each side followed by singles alone; what both sides force is true, and a side that ends in a
// contradiction is false.

#include <optional>
#include <vector>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

// The values one pass may place while following its sides: enough for every choice of a 25x25
// position, a bound on the larger ones, where a pass would otherwise keep its user waiting.
constexpr std::uint64_t kTrialNodes = 200'000;

// The largest grid a pass looks at.
constexpr int kLargestChainSide = 25;

// One side of a choice, followed: the board it ends on, or why it has none.
struct Side {
  enum class End { Board, Contradiction, OutOfNodes };
  End end = End::Board;
  std::optional<Board> board = std::nullopt;
};

// One pass: the choices of two, in reading order of their cells, then unit by unit.
class ForcingChains {
 public:
  ForcingChains(Board& board, Journal& journal, const ExtraTechnique& technique)
      : board_(board),
        journal_(journal),
        technique_(technique),
        trials_(board.grid(), {.node_limit = kTrialNodes}),
        silent_(trials_) {}

  Progress run() {
    const Geometry& geometry = board_.geometry();
    for (int cell = 0; cell < geometry.cell_count(); ++cell) {
      const ValueSet left = board_.candidates(cell);
      if (board_.value(cell) != 0 || left.count() != 2) continue;
      const std::vector<int> cells{cell, cell};
      const std::vector<int> values{left.lowest(), (left - ValueSet::only(left.lowest())).lowest()};
      const Progress found = choose(cells, values, {.unit = -1, .values = left});
      if (found != Progress::NoChange) return found;
    }
    for (int unit = 0; unit < geometry.unit_count(); ++unit) {
      for (int value = 1; value <= board_.side(); ++value) {
        const std::vector<int> two = places(board_, unit, value);
        if (two.size() != 2) continue;
        const Progress found =
            choose(two, {value, value}, {.unit = unit, .values = ValueSet::only(value)});
        if (found != Progress::NoChange) return found;
      }
    }
    return Progress::NoChange;
  }

 private:
  // The choice "cells[0] = values[0] or cells[1] = values[1]", whose source `why` the log names
  // (a cell and its candidates, or a unit and a value): its conclusion, if any, applied.
  Progress choose(const std::vector<int>& cells, const std::vector<int>& values,
                  stage4::Pattern why) {
    std::vector<Side> sides;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      sides.push_back(follow(cells[i], values[i]));
      if (sides.back().end == Side::End::OutOfNodes) return Progress::NoChange;
    }
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (sides[i].end != Side::End::Contradiction) continue;
      // This side is false: its cell loses its value.
      const std::vector<int> source{cells[i]};
      const ValueSet value = ValueSet::only(values[i]);
      std::vector<int> touched;
      return stage4::strike(board_, journal_, technique_,
                            {.unit = -1, .cells = source, .values = value}, source, value, touched);
    }
    source_ = why.unit < 0 ? std::vector<int>{cells[0]} : cells;
    why.cells = source_;
    return conclude(sides, why);
  }

  // What every side forces: a value placed in the same cell on each, else a value struck from
  // cells on each; the first found is applied.
  Progress conclude(const std::vector<Side>& sides, const stage4::Pattern& why) {
    const Geometry& geometry = board_.geometry();
    for (int cell = 0; cell < geometry.cell_count(); ++cell) {
      if (board_.value(cell) != 0) continue;
      const int value = sides[0].board->value(cell);
      bool everywhere = value != 0;
      for (const Side& side : sides) everywhere = everywhere && side.board->value(cell) == value;
      if (!everywhere) continue;
      if (!journal_.placing(technique_, cell, value, why)) return Progress::OutOfNodes;
      if (board_.place(cell, value)) return Progress::Changed;
      journal_.contradiction(technique_, board_.dead_cell());
      return Progress::Contradiction;
    }
    for (int value = 1; value <= board_.side(); ++value) {
      std::vector<int> struck;
      for (int cell = 0; cell < geometry.cell_count(); ++cell) {
        if (!board_.candidates(cell).contains(value)) continue;
        bool everywhere = true;  // the value cannot go there on any side
        for (const Side& side : sides) {
          everywhere = everywhere && !side.board->candidates(cell).contains(value) &&
                       side.board->value(cell) != value;
        }
        if (everywhere) struck.push_back(cell);
      }
      if (struck.empty()) continue;
      std::vector<int> touched;
      return stage4::strike(board_, journal_, technique_, why, struck, ValueSet::only(value),
                            touched);
    }
    return Progress::NoChange;
  }

  // The board after `cell = value` and every single that follows.
  Side follow(int cell, int value) {
    Board trial = board_;
    if (!trial.place(cell, value)) return {.end = Side::End::Contradiction};
    for (;;) {
      Progress pass = stage4::naked_singles(trial, silent_);
      if (pass == Progress::NoChange) pass = stage4::hidden_singles(trial, silent_);
      if (pass == Progress::Contradiction) return {.end = Side::End::Contradiction};
      if (pass == Progress::OutOfNodes) return {.end = Side::End::OutOfNodes};
      if (pass == Progress::NoChange) return {.end = Side::End::Board, .board = trial};
    }
  }

  Board& board_;
  Journal& journal_;
  const ExtraTechnique& technique_;
  Tally trials_;             // the nodes the sides spend, apart from the solve's
  Journal silent_;           // where the sides' singles go: no one observes them
  std::vector<int> source_;  // the cells the conclusion's log line names
};

}  // namespace

Progress forcing_chains(Board& board, Journal& journal, const ExtraTechnique& technique) {
  // Above 25x25 a pass, which follows both sides of thousands of choices over thousands of cells,
  // costs far more than the guesses it saves (appendix D measures it): there it finds nothing.
  if (board.side() > kLargestChainSide) return Progress::NoChange;
  return ForcingChains(board, journal, technique).run();
}

}  // namespace sudoku::advanced
