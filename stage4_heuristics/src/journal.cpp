// The journal: nodes, per-technique counts and steps for everything a technique does, and the
// strike every elimination technique makes through it.

#include <array>
#include <string>
#include <type_traits>
#include <vector>

#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

namespace {

// The position of a technique in the counters.
std::size_t slot(Technique technique) {
  return static_cast<std::size_t>(technique);
}

// The name of the count of unforced guesses.
constexpr std::string_view kUnforcedGuesses = "unforced guesses";

// The names of a technique's two counters.
struct CounterNames {
  std::string placements;    // "naked-single placements"
  std::string eliminations;  // "naked-single eliminations"
};

// Every technique's counter names, made the first time a solve ends and kept for the whole run:
// the results of the solves keep views of them (see Counter).
const std::array<CounterNames, kTechniqueCount>& technique_counters() {
  static const std::array<CounterNames, kTechniqueCount> names = [] {
    std::array<CounterNames, kTechniqueCount> made;
    for (const Technique technique : kTechniques) {
      const std::string name(technique_name(technique));
      made[slot(technique)] = {name + " placements", name + " eliminations"};
    }
    return made;
  }();
  return names;
}

}  // namespace

bool Journal::placing(Technique technique, int cell, int value, int unit) {
  if (!tally_.spend_node()) return false;
  ++tally_.stats().deductions;
  ++placements_[slot(technique)];
  if (tally_.observed()) {
    tally_.report({.kind = StepKind::Placement,
                   .rule = technique_name(technique),
                   .cell = cell,
                   .value = value,
                   .unit = unit});
  }
  return true;
}

bool Journal::guessing(bool unforced) {
  if (!tally_.spend_node()) return false;
  ++tally_.stats().guesses;
  if (unforced) ++unforced_guesses_;
  return true;
}

void Journal::struck(Technique technique, const Pattern& why, std::span<const int> cells,
                     ValueSet values, int struck) {
  eliminations_[slot(technique)] += static_cast<std::uint64_t>(struck);
  if (tally_.observed()) {
    tally_.report({.kind = StepKind::Elimination,
                   .rule = technique_name(technique),
                   .unit = why.unit,
                   .values = values,
                   .cells = cells,
                   .pattern = why.cells,
                   .pattern_values = why.values});
  }
}

Journal::ExtraCounts& Journal::counts_of(const ExtraTechnique& technique) {
  for (ExtraCounts& counts : extras_) {
    if (counts.technique == &technique) return counts;
  }
  return extras_.emplace_back(ExtraCounts{.technique = &technique});
}

bool Journal::placing(const ExtraTechnique& technique, int cell, int value, const Pattern& why) {
  if (!tally_.spend_node()) return false;
  ++tally_.stats().deductions;
  ++counts_of(technique).placements;
  if (tally_.observed()) {
    tally_.report({.kind = StepKind::Placement,
                   .rule = technique.name,
                   .cell = cell,
                   .value = value,
                   .unit = why.unit,
                   .pattern = why.cells,
                   .pattern_values = why.values});
  }
  return true;
}

void Journal::struck(const ExtraTechnique& technique, const Pattern& why,
                     std::span<const int> cells, ValueSet values, int struck) {
  counts_of(technique).eliminations += static_cast<std::uint64_t>(struck);
  if (tally_.observed()) {
    tally_.report({.kind = StepKind::Elimination,
                   .rule = technique.name,
                   .unit = why.unit,
                   .values = values,
                   .cells = cells,
                   .pattern = why.cells,
                   .pattern_values = why.values,
                   .chain = why.chain});
  }
}

void Journal::contradiction(Technique technique, int cell, int value, int unit) {
  if (tally_.observed()) {
    tally_.report({.kind = StepKind::Contradiction,
                   .rule = technique_name(technique),
                   .cell = cell,
                   .value = value,
                   .unit = unit});
  }
}

void Journal::contradiction(const ExtraTechnique& technique, int cell) {
  if (tally_.observed()) {
    tally_.report({.kind = StepKind::Contradiction, .rule = technique.name, .cell = cell});
  }
}

namespace {

// strike(), for stage 4's techniques and an extension's alike.
template <typename AnyTechnique>
Progress strike_as(Board& board, Journal& journal, const AnyTechnique& technique,
                   const Pattern& why, std::span<const int> cells, ValueSet values,
                   std::vector<int>& touched) {
  touched.clear();
  int struck = 0;
  ValueSet gone;  // the values struck from at least one cell
  for (const int cell : cells) {
    gone |= board.candidates(cell) & values;
    const int count = board.eliminate(cell, values);
    if (count == 0) continue;
    struck += count;
    touched.push_back(cell);
  }
  if (struck == 0) return Progress::NoChange;
  journal.struck(technique, why, touched, gone, struck);
  if (board.broken()) {
    if constexpr (std::is_same_v<AnyTechnique, Technique>) {
      journal.contradiction(technique, board.dead_cell(), 0, -1);
    } else {
      journal.contradiction(technique, board.dead_cell());
    }
    return Progress::Contradiction;
  }
  return Progress::Changed;
}

}  // namespace

Progress strike(Board& board, Journal& journal, Technique technique, const Pattern& why,
                std::span<const int> cells, ValueSet values, std::vector<int>& touched) {
  return strike_as(board, journal, technique, why, cells, values, touched);
}

Progress strike(Board& board, Journal& journal, const ExtraTechnique& technique, const Pattern& why,
                std::span<const int> cells, ValueSet values, std::vector<int>& touched) {
  return strike_as(board, journal, technique, why, cells, values, touched);
}

void Journal::close() {
  SolveStats& stats = tally_.stats();
  stats.counters.reserve(stats.counters.size() + 2 * kTechniqueCount + 1);
  for (const Technique technique : kTechniques) {
    const CounterNames& names = technique_counters()[slot(technique)];
    if (placements_[slot(technique)] > 0) stats.add(names.placements, placements_[slot(technique)]);
    if (eliminations_[slot(technique)] > 0) {
      stats.add(names.eliminations, eliminations_[slot(technique)]);
    }
  }
  for (const ExtraCounts& extra : extras_) {
    if (extra.placements > 0) stats.add(extra.technique->placements, extra.placements);
    if (extra.eliminations > 0) stats.add(extra.technique->eliminations, extra.eliminations);
  }
  if (unforced_guesses_ > 0) stats.add(kUnforcedGuesses, unforced_guesses_);
}

std::vector<std::string> counter_names() {
  std::vector<std::string> names;
  for (const CounterNames& technique : technique_counters()) {
    names.push_back(technique.placements);
    names.push_back(technique.eliminations);
  }
  names.emplace_back(kUnforcedGuesses);
  return names;
}

TechniqueCounts technique_counts(const SolveStats& stats) {
  TechniqueCounts counts;
  for (const Counter& counter : stats.counters) {
    if (counter.name == kUnforcedGuesses) counts.unforced_guesses += counter.count;
    for (const Technique technique : kTechniques) {
      const CounterNames& names = technique_counters()[slot(technique)];
      if (counter.name == names.placements) counts.placements[slot(technique)] += counter.count;
      if (counter.name == names.eliminations) counts.eliminations[slot(technique)] += counter.count;
    }
  }
  return counts;
}

}  // namespace sudoku::stage4
