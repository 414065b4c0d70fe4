// The CSV file: one line per puzzle and variant, for a spreadsheet or a plotting script.

#include <cstdio>
#include <ostream>

#include "compare.hpp"

namespace sudoku::compare {

namespace {

// A field as CSV writes it: quoted, with its quotes doubled, when it holds a comma or a quote.
std::string field(const std::string& text) {
  if (text.find_first_of(",\"") == std::string::npos) return text;
  std::string quoted = "\"";
  for (const char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + '"';
}

}  // namespace

void write_csv(const Comparison& comparison, std::ostream& out) {
  out << "puzzle,size,variant,outcome,median_cpu_seconds,median_wall_seconds,nodes,guesses,check\n";
  for (std::size_t v = 0; v < comparison.variants.size(); ++v) {
    for (std::size_t p = 0; p < comparison.puzzles.size(); ++p) {
      const Measure& measure = comparison.measures[v][p];
      const bool answered = measure.outcome == Outcome::Solved;
      char seconds[64];
      std::snprintf(seconds, sizeof seconds, "%.9f,%.9f", measure.time.cpu, measure.time.wall);
      out << field(comparison.puzzles[p].name) << ','
          << size_name(comparison.puzzles[p].grid.side()) << ',' << field(comparison.variants[v])
          << ',' << outcome_name(measure.outcome) << ',' << seconds << ',' << measure.nodes << ','
          << measure.guesses << ','
          << (measure.wrong ? "wrong"
              : answered    ? "ok"
                            : "")
          << '\n';
    }
  }
}

}  // namespace sudoku::compare
