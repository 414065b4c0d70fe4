// A solve explained: its steps kept as records, and each written as a line for a person.

#include "explain/explain.hpp"

#include <algorithm>
#include <array>
#include <ostream>

#include "advanced/techniques.hpp"
#include "stage4/board.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku::explain {

namespace {

// The place of the technique named `name` in `order` (technique_order()); -1 for none.
int rank_of(const std::vector<std::string_view>& order, std::string_view name) {
  const auto found = std::ranges::find(order, name);
  return found == order.end() ? -1 : static_cast<int>(found - order.begin());
}

// The descriptor of a technique beyond stage 4's eight, or null for one of the eight.
const advanced::Descriptor* described(std::string_view technique) {
  return advanced::find_descriptor(advanced::kDescriptors, technique);
}

// "hidden single" for "hidden-single", "X-wing" for "x-wing": the name as a sentence writes it
// (an extra technique's descriptor says it; stage 4's eight lose their hyphens).
std::string spoken(std::string_view technique) {
  if (const advanced::Descriptor* descriptor = described(technique)) {
    return std::string(descriptor->spoken);
  }
  std::string name(technique);
  std::ranges::replace(name, '-', ' ');
  return name;
}

}  // namespace

std::string named(std::string_view technique) {
  if (const advanced::Descriptor* descriptor = described(technique)) {
    const std::string_view article = descriptor->article;
    return (article.empty() ? "" : std::string(article) + ' ') + std::string(descriptor->spoken);
  }
  // Stage 4's eight: a single, a pair, a triple; pointing and claiming are done, not found.
  const bool done = technique == "pointing" || technique == "claiming";
  return (done ? "" : "a ") + spoken(technique);
}

namespace {

// "r1c7,r1c8": cells joined by commas.
std::string cell_list(const Geometry& geometry, const std::vector<int>& cells) {
  std::string list;
  for (const int cell : cells) list += (list.empty() ? "" : ",") + geometry.cell_name(cell);
  return list;
}

// "3,8": values joined by commas, as the workbook's symbols.
std::string value_list(ValueSet values) {
  std::string list;
  for (const int value : values) {
    if (!list.empty()) list += ',';
    list += symbol_of(value);
  }
  return list;
}

// "rows 1,5 and columns 3,7": a fish's base lines, those of its pattern cells of the kind of its
// unit, and the lines they cross it in.
std::string fish_lines(const Record& record, const Geometry& geometry) {
  const bool by_row = geometry.unit(record.unit).kind == UnitKind::Row;
  std::vector<int> base, cover;
  for (const int cell : record.pattern) {
    const int row = cell / geometry.side() + 1, col = cell % geometry.side() + 1;
    base.push_back(by_row ? row : col);
    cover.push_back(by_row ? col : row);
  }
  const auto listed = [](std::vector<int> lines) {
    std::sort(lines.begin(), lines.end());
    lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
    std::string list;
    for (const int line : lines) list += (list.empty() ? "" : ",") + std::to_string(line);
    return list;
  };
  return std::string(by_row ? "rows " : "columns ") + listed(base) +
         (by_row ? " and columns " : " and rows ") + listed(cover);
}

// What a forcing chain starts from: "forcing chain, r1c2 = 6 leads to a contradiction" (the
// source is the value struck), "forcing chain from r1c2, each candidate leads there", "forcing
// chain from 6 in row 1, each place leads there".
std::string forcing_source(const Record& record, const Geometry& geometry) {
  if (record.kind == StepKind::Elimination && record.cells == record.pattern) {
    return "forcing chain, " + geometry.cell_name(record.cells[0]) + " = " +
           value_list(record.values) + " leads to a contradiction";
  }
  if (record.unit >= 0) {
    return "forcing chain from " + value_list(record.pattern_values) + " in " +
           geometry.unit_name(record.unit) + ", each place leads there";
  }
  return "forcing chain from " + geometry.cell_name(record.pattern[0]) +
         ", each candidate leads there";
}

// "(1)r2c3=(1)r2c8-(1)r5c8=(1)r5c4": a chain's nodes, each its value and its cells, with its
// links, strong (=) and weak (-) in turn (Eureka's notation, a group's cells joined by commas).
std::string chain_nodes(const Record& record, const Geometry& geometry) {
  std::string text;
  std::size_t next = 0;
  for (std::size_t i = 0; i < record.chain.size(); ++i) {
    const ChainNode& node = record.chain[i];
    if (i > 0) text += i % 2 == 1 ? '=' : '-';
    const auto first = record.pattern.begin() + static_cast<std::ptrdiff_t>(next);
    next += static_cast<std::size_t>(node.size);
    text += '(' + std::string(1, symbol_of(node.value)) + ')' +
            cell_list(geometry, std::vector<int>(first, first + node.size));
  }
  return text;
}

// "2 in r7c1,r9c7 connected by r2c1,r2c7": a turbot's value, its far ends, then its near ends.
std::string turbot_words(const Record& record, const Geometry& geometry) {
  const std::vector<int>& chain = record.pattern;
  return symbols_of(record.values) + " in " + geometry.cell_name(chain[0]) + ',' +
         geometry.cell_name(chain[3]) + " connected by " + geometry.cell_name(chain[1]) + ',' +
         geometry.cell_name(chain[2]);
}

// "6 with colours r1c2,r5c3 and r1c8": a colouring's value and its two colours, the chain's two
// nodes.
std::string colouring_words(const Record& record, const Geometry& geometry) {
  const auto split = record.pattern.begin() + record.chain[0].size;
  return symbols_of(record.values) + " with colours " +
         cell_list(geometry, std::vector<int>(record.pattern.begin(), split)) + " and " +
         cell_list(geometry, std::vector<int>(split, record.pattern.end()));
}

// "12 in r1c1,r5c5 connected by 2 in r1c9,r5c9": a W-wing's two cells, then the strong link of
// the other value.
std::string w_wing_words(const Record& record, const Geometry& geometry) {
  const std::vector<int>& cells = record.pattern;
  return symbols_of(record.pattern_values) + " in " + cell_list(geometry, {cells[0], cells[1]}) +
         " connected by " + symbols_of(record.pattern_values - record.values) + " in " +
         cell_list(geometry, {cells[2], cells[3]});
}

// "123 with pivot r1c1 and pincers r1c5,r3c2": a wing's values, its pivot, then its pincers.
std::string wing_words(const Record& record, const Geometry& geometry) {
  const std::vector<int> pincers(record.pattern.begin() + 1, record.pattern.end());
  return symbols_of(record.pattern_values) + " with pivot " +
         geometry.cell_name(record.pattern[0]) + " and pincers " + cell_list(geometry, pincers);
}

// "1234 in r1c1,r1c2 with r1c5 in row 1 and r2c1 in box 1": a Sue de Coq's values and cells where
// its line and box cross, then its companions in the line and in the box.
std::string sue_de_coq_words(const Record& record, const Geometry& geometry) {
  const int box = geometry.units_of(record.pattern[0])[2];
  std::vector<int> crossing, in_line, in_box;
  for (const int cell : record.pattern) {
    const std::array<int, 3>& units = geometry.units_of(cell);
    const bool on_line = std::ranges::find(units, record.unit) != units.end();
    (on_line && units[2] == box ? crossing : on_line ? in_line : in_box).push_back(cell);
  }
  return symbols_of(record.pattern_values) + " in " + cell_list(geometry, crossing) + " with " +
         cell_list(geometry, in_line) + " in " + geometry.unit_name(record.unit) + " and " +
         cell_list(geometry, in_box) + " in " + geometry.unit_name(box);
}

// What an extra technique's line says after its name, by its shape (a quad's line is written as
// stage 4's subsets' are, pattern first, by the caller).
std::string pattern_words(advanced::Shape shape, const Record& record, const Geometry& geometry) {
  switch (shape) {
    case advanced::Shape::Fish:
      return symbols_of(record.values) + " in " + fish_lines(record, geometry);
    case advanced::Shape::Turbot:
      return turbot_words(record, geometry);
    case advanced::Shape::EmptyRectangle:  // the box, then the strong link
      return symbols_of(record.values) + " in " + geometry.unit_name(record.unit) + " with " +
             geometry.cell_name(record.pattern[0]) + '=' + geometry.cell_name(record.pattern[1]);
    case advanced::Shape::Wing:
    case advanced::Shape::LargeWing:
      return wing_words(record, geometry);
    case advanced::Shape::WWing:
      return w_wing_words(record, geometry);
    case advanced::Shape::Rectangle:  // the rectangle's corners, and why
      return symbols_of(record.pattern_values) + " in " + cell_list(geometry, record.pattern) +
             ", as the puzzle has one solution";
    case advanced::Shape::SueDeCoq:
      return sue_de_coq_words(record, geometry);
    case advanced::Shape::Colouring:
      return colouring_words(record, geometry);
    case advanced::Shape::Chain:
      return chain_nodes(record, geometry);
    case advanced::Shape::Subset:
    case advanced::Shape::Bug:
    case advanced::Shape::Forcing:
      break;
  }
  return {};
}

// The line of an elimination: the change, then the pattern that justifies it. Locked candidates
// and the extra techniques read change first (`r1c7,r1c8 <> 4: pointing 4 in box 3`), subsets
// pattern first (`r2c1,r2c5 naked pair 38 in row 2: r2c7 <> 3,8`), as people write them.
std::string describe_elimination(const Record& record, const Geometry& geometry) {
  const std::string change = cell_list(geometry, record.cells) + " <> " + value_list(record.values);
  const advanced::Descriptor* descriptor = described(record.technique);
  const advanced::Shape shape = descriptor ? descriptor->shape : advanced::Shape::Subset;
  if (shape == advanced::Shape::Forcing) return change + ": " + forcing_source(record, geometry);
  if (descriptor != nullptr && shape != advanced::Shape::Subset) {
    return change + ": " + std::string(descriptor->spoken) + ' ' +
           pattern_words(shape, record, geometry);
  }
  const std::string where = " in " + geometry.unit_name(record.unit);
  if (record.technique == "pointing" || record.technique == "claiming") {
    return change + ": " + spoken(record.technique) + ' ' + symbols_of(record.values) + where;
  }
  return cell_list(geometry, record.pattern) + ' ' + spoken(record.technique) + ' ' +
         symbols_of(record.pattern_values) + where + ": " + change;
}

// The line of a contradiction: what has run out, and where.
std::string describe_contradiction(const Record& record, const Geometry& geometry) {
  if (record.unit < 0 && !record.tried.empty()) {
    return "contradiction: every value of " + geometry.cell_name(record.cell) + " failed (" +
           value_list(record.tried) + ")";
  }
  if (record.unit < 0) {
    return "contradiction: " + geometry.cell_name(record.cell) + " has no candidate left";
  }
  const std::string where = geometry.unit_name(record.unit);
  // A subset's dead end names one of its values too; any other rule's is a value's with no place.
  const bool subset =
      record.technique.starts_with("naked-") ||
      (record.technique.starts_with("hidden-") && record.technique != "hidden-single");
  if (record.value > 0 && !subset) {
    return "contradiction: " + std::string(1, symbol_of(record.value)) + " has no place left in " +
           where;
  }
  const bool naked = record.technique.starts_with("naked-");
  return "contradiction: " + spoken(record.technique) + " in " + where +
         (naked ? " with fewer values than cells" : " with fewer places than values");
}

}  // namespace

Record record_of(const Step& step) {
  return {.kind = step.kind,
          .technique = step.rule,
          .cell = step.cell,
          .value = step.value,
          .unit = step.unit,
          .values = step.values,
          .tried = step.tried,
          .cells = std::vector<int>(step.cells.begin(), step.cells.end()),
          .pattern = std::vector<int>(step.pattern.begin(), step.pattern.end()),
          .pattern_values = step.pattern_values,
          .chain = std::vector<ChainNode>(step.chain.begin(), step.chain.end()),
          .undone = step.undone};
}

void SolveLog::add(const Step& step) {
  records_.push_back(record_of(step));
}

std::vector<std::string_view> technique_order() {
  std::vector<std::string_view> order;
  for (const stage4::Technique technique : stage4::kTechniques) {
    order.push_back(stage4::technique_name(technique));
  }
  for (const stage4::ExtraTechnique& extra : advanced::kTechniques) order.push_back(extra.name);
  return order;
}

std::vector<int> SolveLog::steps_per_technique() const {
  const std::vector<std::string_view> order = technique_order();
  std::vector<int> steps(order.size());
  for (const Record& record : records_) {
    const bool counted = record.kind == StepKind::Placement || record.kind == StepKind::Elimination;
    const int rank = rank_of(order, record.technique);
    if (counted && rank >= 0) ++steps[static_cast<std::size_t>(rank)];
  }
  return steps;
}

int SolveLog::guesses() const {
  return static_cast<int>(std::ranges::count(records_, StepKind::Guess, &Record::kind));
}

std::vector<std::size_t> SolveLog::path() const {
  const std::size_t end = solutions_.empty() ? records_.size() : solutions_.front();
  std::vector<std::size_t> kept;
  std::vector<std::size_t> open_guesses;  // where in `kept` each guess not yet undone stands
  for (std::size_t step = 0; step < end; ++step) {
    const Record& record = records_[step];
    if (record.kind == StepKind::Backtrack) {
      // Undone: the guess it names, the innermost open one on its cell, and all after it.
      while (!open_guesses.empty()) {
        const std::size_t at = open_guesses.back();
        open_guesses.pop_back();
        const int cell = records_[kept[at]].cell;
        kept.resize(at);
        if (cell == record.cell) break;
      }
      continue;
    }
    if (record.kind == StepKind::Guess) open_guesses.push_back(kept.size());
    kept.push_back(step);
  }
  return kept;
}

std::optional<std::string_view> SolveLog::hardest() const {
  const std::vector<std::string_view> order = technique_order();
  int hardest = -1;
  for (const std::size_t step : path()) {
    const Record& record = records_[step];
    const bool counted = record.kind == StepKind::Placement || record.kind == StepKind::Elimination;
    if (counted) hardest = std::max(hardest, rank_of(order, record.technique));
  }
  if (hardest < 0) return std::nullopt;
  return order[static_cast<std::size_t>(hardest)];
}

std::string describe(const Record& record, int side) {
  const Geometry& geometry = Geometry::of(box_for_side(side));
  const std::string placed =
      geometry.cell_name(record.cell) + " = " + std::string(1, symbol_of(record.value));
  switch (record.kind) {
    case StepKind::Placement:
      if (const advanced::Descriptor* descriptor = described(record.technique)) {
        if (descriptor->shape == advanced::Shape::Forcing) {
          return placed + ": " + forcing_source(record, geometry);
        }
        if (descriptor->shape == advanced::Shape::Bug) {
          return placed + ": " + std::string(descriptor->spoken) +
                 ", as the puzzle has one solution";
        }
      }
      return placed + ": " + spoken(record.technique) +
             (record.unit >= 0 ? " in " + geometry.unit_name(record.unit) : "");
    case StepKind::Elimination:
      return describe_elimination(record, geometry);
    case StepKind::Guess:
      return placed + ": guess among " + value_list(record.values) +
             (record.tried == ValueSet::only(record.value)
                  ? ""
                  : ", after " + value_list(record.tried - ValueSet::only(record.value)));
    case StepKind::Backtrack:
      return "backtrack from " + placed + ": " + std::to_string(record.undone) +
             (record.undone == 1 ? " value" : " values") + " undone";
    case StepKind::Contradiction:
      return describe_contradiction(record, geometry);
  }
  return {};
}

void write_log(const SolveLog& log, const Grid& puzzle, Outcome outcome, std::ostream& out) {
  const std::vector<Record>& records = log.records();
  auto solution = log.solutions().begin();
  for (std::size_t step = 0; step <= records.size(); ++step) {
    for (; solution != log.solutions().end() && *solution == step; ++solution) {
      out << "# solution " << solution - log.solutions().begin() + 1 << " found\n";
    }
    if (step < records.size()) out << "# " << describe(records[step], puzzle.side()) << '\n';
  }
  if (outcome == Outcome::NoSolution && log.records().empty()) {
    if (const std::optional<Conflict> conflict = find_conflict(puzzle)) {
      out << "# the givens break a rule: " << sudoku::describe(puzzle, *conflict) << '\n';
    } else if (const stage4::Board board(puzzle); board.broken()) {
      out << "# the givens leave "
          << Geometry::of(box_for_side(puzzle.side())).cell_name(board.dead_cell())
          << " without a candidate\n";
    }
  }
  for (const std::string& line : summarize(log, outcome)) out << "# " << line << '\n';
}

std::vector<std::string> summarize(const SolveLog& log, Outcome outcome) {
  const std::vector<int> steps = log.steps_per_technique();
  const std::vector<std::string_view> order = technique_order();
  std::string counts;
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (steps[i] == 0) continue;
    counts += (counts.empty() ? "" : ", ") + spoken(order[i]) + ' ' + std::to_string(steps[i]);
  }
  const int guesses = log.guesses();
  std::vector<std::string> lines{"steps: " + (counts.empty() ? "none" : counts) + "; " +
                                 std::to_string(guesses) + (guesses == 1 ? " guess" : " guesses")};
  const std::optional<std::string_view> hardest = log.hardest();
  std::string needed = hardest ? spoken(*hardest) : "none";
  if (guesses > 0) needed = "guessing, after " + needed;
  if (outcome == Outcome::LimitReached) needed = "unknown, the node limit stopped the solve";
  if (outcome == Outcome::NoSolution) needed = "none, the puzzle has no solution";
  lines.push_back("hardest technique needed: " + needed);
  return lines;
}

}  // namespace sudoku::explain
