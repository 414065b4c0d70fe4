// The journal: nodes, per-technique counts and steps for everything a technique does.

#include <string>

#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

namespace {

// The position of a technique in the counters.
std::size_t slot(Technique technique) {
  return static_cast<std::size_t>(technique);
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

void Journal::struck(Technique technique, int unit, std::span<const int> cells, ValueSet values,
                     int struck) {
  eliminations_[slot(technique)] += static_cast<std::uint64_t>(struck);
  if (tally_.observed()) {
    tally_.report({.kind = StepKind::Elimination,
                   .rule = technique_name(technique),
                   .unit = unit,
                   .values = values,
                   .cells = cells});
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

void Journal::close() {
  // One buffer for the names: a solve takes a few microseconds, and a string built per counter
  // would be a good part of it.
  std::string name;
  SolveStats& stats = tally_.stats();
  stats.counters.reserve(stats.counters.size() + 2 * kTechniqueCount + 1);
  const auto add = [&](Technique technique, std::string_view what, std::uint64_t count) {
    if (count == 0) return;
    name.assign(technique_name(technique));
    name += what;
    stats.add(name, count);
  };
  for (const Technique technique : kTechniques) {
    add(technique, " placements", placements_[slot(technique)]);
    add(technique, " eliminations", eliminations_[slot(technique)]);
  }
  if (unforced_guesses_ > 0) stats.add("unforced guesses", unforced_guesses_);
}

}  // namespace sudoku::stage4
