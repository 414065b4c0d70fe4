// Traces written as JSON: a step is an object with only the fields its kind uses, so that a
// guess of stage 1 costs a few dozen bytes and a technique of stage 4 says all it knows.

#include "replay/trace_json.hpp"

#include <ostream>
#include <string_view>

#include "sudoku/symbols.hpp"

namespace sudoku::replay {

namespace {

// `text` as a JSON string, quoted.
std::string json_string(std::string_view text) {
  std::string json = "\"";
  for (const char c : text) {
    // '<' and '>' escaped too: the JSON sits in the page's <script> element, which "</" would end.
    if (c == '<' || c == '>') {
      json += c == '<' ? "\\u003c" : "\\u003e";
    } else if (c == '"' || c == '\\') {
      json += '\\';
      json += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      constexpr std::string_view kHex = "0123456789abcdef";
      json += "\\u00";
      json += kHex[static_cast<unsigned char>(c) >> 4];
      json += kHex[static_cast<unsigned char>(c) & 0xF];
    } else {
      json += c;
    }
  }
  return json + '"';
}

// A list of numbers, [1,3,5].
template <typename Numbers>
std::string number_list(const Numbers& numbers) {
  std::string json = "[";
  for (const auto number : numbers) {
    json += (json.size() > 1 ? "," : "") + std::to_string(number);
  }
  return json + ']';
}

// A grid's values in reading order, 0 for an empty cell.
std::string grid_values(const Grid& grid) {
  std::vector<int> values;
  for (int cell = 0; cell < grid.cell_count(); ++cell) values.push_back(grid[cell]);
  return number_list(values);
}

// The counts of each kind of step, by the kinds' names.
std::string step_counts(const StepCounts& counts) {
  std::string json = "{";
  for (std::size_t kind = 0; kind < counts.size(); ++kind) {
    json += (kind > 0 ? "," : "") + json_string(step_kind_name(static_cast<StepKind>(kind))) + ':' +
            std::to_string(counts[kind]);
  }
  return json + '}';
}

// A change still in place where the gap ends.
std::string change_json(const Change& change) {
  std::string json = "{\"kind\":" + json_string(step_kind_name(change.kind));
  if (change.kind != StepKind::Elimination) {
    return json + ",\"cell\":" + std::to_string(change.cell) +
           ",\"value\":" + std::to_string(change.value) + '}';
  }
  std::string struck = "[";
  for (const auto& [cell, values] : change.struck) {
    struck +=
        (struck.size() > 1 ? ",[" : "[") + std::to_string(cell) + ',' + number_list(values) + ']';
  }
  return json + ",\"struck\":" + struck + "]}";
}

// A list of steps, one per line.
void write_steps(std::ostream& out, const std::vector<explain::Record>& steps, int side) {
  out << '[';
  for (std::size_t i = 0; i < steps.size(); ++i) {
    out << (i > 0 ? ",\n" : "\n") << step_json(steps[i], side);
  }
  out << ']';
}

// The result of the solve, as --stats counts it.
void write_result(std::ostream& out, const SolveResult& result) {
  out << "\"outcome\":" << json_string(outcome_name(result.outcome))
      << ",\"solutions\":" << result.solutions;
  if (result.solutions > 0) out << ",\"solution\":" << grid_values(result.first_solution);
  const SolveStats& stats = result.stats;
  out << ",\"stats\":{\"nodes\":" << stats.nodes << ",\"guesses\":" << stats.guesses
      << ",\"deductions\":" << stats.deductions << ",\"backtracks\":" << stats.backtracks
      << ",\"counters\":{";
  for (std::size_t i = 0; i < stats.counters.size(); ++i) {
    out << (i > 0 ? "," : "") << json_string(stats.counters[i].name) << ':'
        << stats.counters[i].count;
  }
  out << "}}";
}

// One trace: its variant, its result, its steps.
void write_trace(std::ostream& out, const Trace& trace) {
  const int side = trace.puzzle.side();
  out << "{\"variant\":" << json_string(trace.variant) << ",\"stage\":" << json_string(trace.stage)
      << ',';
  write_result(out, trace.result);
  out << ",\"steps\":" << step_counts(trace.counts) << ",\n\"head\":";
  write_steps(out, trace.head, side);
  if (trace.gap) {
    out << ",\n\"gap\":{\"start\":" << trace.gap->start
        << ",\"before\":" << step_counts(trace.gap->before) << ",\"stack\":[";
    for (std::size_t i = 0; i < trace.gap->stack.size(); ++i) {
      out << (i > 0 ? "," : "") << change_json(trace.gap->stack[i]);
    }
    out << "]},\n\"tail\":";
    write_steps(out, trace.tail, side);
  } else {
    out << ",\n\"gap\":null,\"tail\":[]";
  }
  out << '}';
}

// The name of a check's verdict.
std::string_view verdict_name(stage5::DigVerdict verdict) {
  using stage5::DigVerdict;
  switch (verdict) {
    case DigVerdict::Unique:
      return "unique";
    case DigVerdict::SolvedBySingles:
      return "solved by singles";
    case DigVerdict::SecondSolution:
      return "second solution";
    case DigVerdict::OutOfNodes:
      return "out of nodes";
    case DigVerdict::NotBySingles:
      return "not by singles";
  }
  return "";
}

// One check of a dig.
std::string check_json(const DigRecord& check) {
  std::string other = "[";
  for (const auto& [cell, value] : check.other) {
    other +=
        (other.size() > 1 ? ",[" : "[") + std::to_string(cell) + ',' + std::to_string(value) + ']';
  }
  return "{\"cells\":" + number_list(check.cells) +
         ",\"verdict\":" + json_string(verdict_name(check.verdict)) +
         ",\"holds\":" + (stage5::holds(check.verdict) ? "true" : "false") +
         ",\"final\":" + (check.final ? "true" : "false") +
         ",\"nodes\":" + std::to_string(check.nodes) + ",\"other\":" + other +
         "],\"text\":" + json_string(check.text) + '}';
}

// The dig that made the puzzle: its seed and recipe, the complete grid, and every check.
void write_dig(std::ostream& out, const DigTrace& dig) {
  out << "{\"seed\":" << dig.seed << ",\"holes\":" << dig.recipe.holes << ",\"proof\":"
      << json_string(dig.recipe.proof == stage5::Proof::Count ? "count" : "singles")
      << ",\"check_nodes\":" << dig.recipe.check_nodes
      << ",\"solution\":" << grid_values(dig.solution) << ",\"checks\":[";
  for (std::size_t i = 0; i < dig.checks.size(); ++i) {
    out << (i > 0 ? ",\n" : "\n") << check_json(dig.checks[i]);
  }
  out << "]}";
}

// The values of `position` that are not givens of `puzzle`; 0 elsewhere.
Grid placed_after(const Grid& puzzle, const Grid& position) {
  Grid placed(position.box());
  for (int cell = 0; cell < position.cell_count(); ++cell) {
    if (puzzle[cell] == 0) placed.set(cell, position[cell]);
  }
  return placed;
}

}  // namespace

std::string step_json(const explain::Record& step, int side) {
  std::string json = "{\"kind\":" + json_string(step_kind_name(step.kind));
  const auto field = [&json](std::string_view name, const std::string& value) {
    json += ",\"" + std::string(name) + "\":" + value;
  };
  if (!step.technique.empty()) field("rule", json_string(step.technique));
  if (step.cell >= 0) field("cell", std::to_string(step.cell));
  if (step.value > 0) field("value", std::to_string(step.value));
  if (step.unit >= 0) field("unit", std::to_string(step.unit));
  if (!step.values.empty()) field("values", number_list(step.values));
  if (!step.tried.empty()) field("tried", number_list(step.tried));
  if (!step.cells.empty()) field("cells", number_list(step.cells));
  if (!step.pattern.empty()) field("pattern", number_list(step.pattern));
  if (!step.pattern_values.empty()) field("pattern_values", number_list(step.pattern_values));
  if (!step.chain.empty()) {
    std::string chain = "[";
    for (const ChainNode& node : step.chain) {
      chain += (chain.size() > 1 ? "," : "") + number_list(std::vector{node.value, node.size});
    }
    field("chain", chain + ']');
  }
  if (step.undone > 0) field("undone", std::to_string(step.undone));
  field("text", json_string(explain::describe(step, side)));
  return json + '}';
}

void write_json(std::ostream& out, const Replay& replay) {
  const Grid& puzzle = replay.dig              ? replay.dig->puzzle
                       : replay.traces.empty() ? Grid(1)
                                               : replay.traces.front().puzzle;
  std::string symbols;
  for (int value = 1; value <= puzzle.side(); ++value) symbols += symbol_of(value);
  out << "{\"format\":\"sudoku workbook replay\",\"version\":1,\n\"puzzle\":{\"name\":"
      << json_string(replay.name) << ",\"side\":" << puzzle.side() << ",\"box\":" << puzzle.box()
      << ",\"symbols\":" << json_string(symbols)
      << ",\"givens\":" << grid_values(replay.givens.value_or(puzzle));
  if (replay.givens) out << ",\"placed\":" << grid_values(placed_after(*replay.givens, puzzle));
  out << "},\n\"bound\":{\"first\":" << replay.bound.first << ",\"last\":" << replay.bound.last
      << "},\n\"traces\":[";
  for (std::size_t i = 0; i < replay.traces.size(); ++i) {
    out << (i > 0 ? ",\n" : "\n");
    write_trace(out, replay.traces[i]);
  }
  out << "],\n\"dig\":";
  if (replay.dig) {
    write_dig(out, *replay.dig);
  } else {
    out << "null";
  }
  out << "}\n";
}

}  // namespace sudoku::replay
