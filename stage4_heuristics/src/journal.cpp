// The journal: nodes, per-technique counts and steps for everything a technique does.

#include <array>
#include <string>
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
  SolveStats& stats = tally_.stats();
  stats.counters.reserve(stats.counters.size() + 2 * kTechniqueCount + 1);
  for (const Technique technique : kTechniques) {
    const CounterNames& names = technique_counters()[slot(technique)];
    if (placements_[slot(technique)] > 0) stats.add(names.placements, placements_[slot(technique)]);
    if (eliminations_[slot(technique)] > 0) {
      stats.add(names.eliminations, eliminations_[slot(technique)]);
    }
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
