// The log is a proof. Each line of an --explain log, read back as text and replayed on the
// puzzle, must be a valid deduction of the technique it names, judged from the position alone
// with rules written here, apart from stage 4's code; and the placements and strikes alone must
// reach the solution the solve found.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "advanced/techniques.hpp"
#include "bounded.hpp"
#include "catalog.hpp"
#include "explain/explain.hpp"
#include "same_grid.hpp"
#include "stage4/stage4.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/symbols.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// A position replayed from a log: values and candidates, nothing else.
struct Position {
  Grid grid;
  std::vector<ValueSet> candidates;

  ValueSet left(int cell) const { return candidates[static_cast<std::size_t>(cell)]; }
};

// The position of the givens: each empty cell may take any value no peer holds.
Position start(const Grid& puzzle) {
  const Geometry& geometry = Geometry::of(puzzle.box());
  Position position{puzzle, std::vector<ValueSet>(static_cast<std::size_t>(puzzle.cell_count()))};
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] != 0) continue;
    ValueSet left = ValueSet::all(puzzle.side());
    for (const int peer : geometry.peers(cell)) {
      if (puzzle[peer] != 0) left.remove(puzzle[peer]);
    }
    position.candidates[static_cast<std::size_t>(cell)] = left;
  }
  return position;
}

// The cells of `unit` where `value` is still a candidate.
std::vector<int> places(const Position& now, const Geometry& geometry, int unit, int value) {
  std::vector<int> found;
  for (const int cell : geometry.cells(unit)) {
    if (now.left(cell).contains(value)) found.push_back(cell);
  }
  return found;
}

// True when `value` is placed in `unit`.
bool placed_in(const Position& now, const Geometry& geometry, int unit, int value) {
  return std::ranges::any_of(geometry.cells(unit),
                             [&](int cell) { return now.grid[cell] == value; });
}

bool contains(const std::vector<int>& cells, int cell) {
  return std::ranges::find(cells, cell) != cells.end();
}

bool all_in(const std::vector<int>& cells, const std::vector<int>& within) {
  return std::ranges::all_of(cells, [&](int cell) { return contains(within, cell); });
}

std::vector<int> cells_of(const Geometry& geometry, int unit) {
  const std::span<const int> cells = geometry.cells(unit);
  return {cells.begin(), cells.end()};
}

// One line of a log, read back: what it changes, and the technique and pattern it names.
struct Line {
  enum class Kind { Place, Strike, Guess, Backtrack, Contradiction };
  Kind kind = Kind::Place;
  std::vector<int> cells = {};          // placed in (one cell) or struck from
  ValueSet values = {};                 // placed or struck
  std::string technique = {};           // "hidden pair"; empty for a guess or a backtrack
  std::vector<int> pattern = {};        // the cells of a subset
  ValueSet pattern_values = {};         // the values a pattern is about
  int unit = -1;                        // the unit the pattern lies in
  std::string contradiction = {};       // the text after "contradiction: "
  std::vector<int> base = {};           // a fish's base lines, as units
  std::vector<int> cover = {};          // and the lines they cross it in
  int source = -1;                      // a forcing chain's cell, when it starts from one
  int source_value = 0;                 // its value, when it starts from one (a unit's, or assumed)
  bool leads_to_contradiction = false;  // a forcing chain from one assumption, which fails
  std::vector<std::pair<int, std::vector<int>>> chain = {};  // a chain's nodes: value, cells
  int link_value = 0;                                        // a W-wing's strong link's value
  std::vector<int> in_line = {}, in_box = {};  // a Sue de Coq's companions (its crossing: pattern)
  int box = -1;                                // and its box (its line: unit)
};

// Stage 4's techniques, as lines write them, with the size of their subsets. The others a line
// may name are the extra techniques, each as its descriptor says (advanced::kDescriptors).
const std::map<std::string, int, std::less<>> kStageNamed{
    {"naked single", 1}, {"hidden single", 1}, {"pointing", 0},     {"claiming", 0},
    {"naked pair", 2},   {"hidden pair", 2},   {"naked triple", 3}, {"hidden triple", 3}};

// The descriptor of the extra technique a line writes as `words` ("X-wing"), or null.
const advanced::Descriptor* spoken_as(std::string_view words) {
  const auto found =
      std::ranges::find(advanced::kDescriptors, words, &advanced::Descriptor::spoken);
  return found == advanced::kDescriptors.end() ? nullptr : &*found;
}

// The descriptor of the extra technique whose words start `rule`, before a space or a comma
// ("2-string kite 2 in ...", "forcing chain, ..."), or null.
const advanced::Descriptor* named_first(std::string_view rule) {
  for (const advanced::Descriptor& descriptor : advanced::kDescriptors) {
    const std::string_view words = descriptor.spoken;
    if (rule.size() > words.size() && rule.starts_with(words) &&
        (rule[words.size()] == ' ' || rule[words.size()] == ',')) {
      return &descriptor;
    }
  }
  return nullptr;
}

// True for a technique that a line may name.
bool known(std::string_view words) {
  return kStageNamed.contains(words) || spoken_as(words) != nullptr;
}

// The size of a subset or a fish a line names (see advanced::Descriptor::size).
int size_of(std::string_view words) {
  const auto stage = kStageNamed.find(words);
  return stage != kStageNamed.end() ? stage->second : spoken_as(words)->size;
}

// True for a fish, whose lines name its base and cover lines: "rows 2,6 and columns 4,8".
bool is_fish(std::string_view words) {
  const advanced::Descriptor* descriptor = spoken_as(words);
  return descriptor != nullptr && descriptor->shape == advanced::Shape::Fish;
}

// Reads the lines of a log of a grid of `geometry`'s size; a line it cannot read fails the test.
class LogReader {
 public:
  explicit LogReader(const Geometry& geometry) : geometry_(geometry) {
    for (int unit = 0; unit < geometry.unit_count(); ++unit) {
      units_[geometry.unit_name(unit)] = unit;
    }
  }

  // The line read, or nothing (with a test failure saying why).
  std::optional<Line> read(std::string_view text) const {
    Line line;
    if (text.starts_with("backtrack from ")) {
      line.kind = Line::Kind::Backtrack;
      return line;
    }
    if (text.starts_with("contradiction: ")) {
      line.kind = Line::Kind::Contradiction;
      line.contradiction = text.substr(15);
      return line;
    }
    const std::size_t colon = text.find(": ");
    if (colon == std::string_view::npos) return fail(text, "no ': '");
    std::string_view change = text.substr(0, colon), rule = text.substr(colon + 2);
    const bool change_first = change.find(" = ") != std::string_view::npos ||
                              change.find(" <> ") != std::string_view::npos;
    if (!change_first) {  // "cells naked pair 38 in row 2: cells <> values"
      std::swap(change, rule);
      const std::size_t space = rule.find(' ');
      if (space == std::string_view::npos || !read_cells(rule.substr(0, space), line.pattern)) {
        return fail(text, "no pattern cells");
      }
      rule.remove_prefix(space + 1);
    }
    const std::size_t sign = change.find(' ');
    if (sign == std::string_view::npos || !read_cells(change.substr(0, sign), line.cells)) {
      return fail(text, "no cells changed");
    }
    const bool places = change.substr(sign).starts_with(" = ");
    line.values = read_values(change.substr(sign + (places ? 3 : 4)));
    if (rule.starts_with("guess among ")) {
      line.kind = Line::Kind::Guess;
      return line;
    }
    line.kind = places ? Line::Kind::Place : Line::Kind::Strike;
    if (const advanced::Descriptor* descriptor = named_first(rule)) {
      line.technique = descriptor->spoken;
      if (!read_pattern(descriptor->shape, rule, line)) {
        return fail(text, "not the pattern of a " + line.technique);
      }
      return line;
    }
    if (!read_rule(rule, line)) return fail(text, "an unknown technique or unit");
    return line;
  }

  // The pattern of the extra technique of `shape` that `rule` names (line.technique, already
  // read) into `line`; false when it is not written as that shape's lines are.
  bool read_pattern(advanced::Shape shape, std::string_view rule, Line& line) const {
    switch (shape) {
      case advanced::Shape::Fish:
      case advanced::Shape::Subset:
        return read_rule(rule, line);
      case advanced::Shape::Turbot:
        return read_turbot(rule, line);
      case advanced::Shape::EmptyRectangle:
        return read_empty_rectangle(rule, line);
      case advanced::Shape::Wing:
      case advanced::Shape::LargeWing:
        return read_wing(rule, line);
      case advanced::Shape::WWing:
        return read_w_wing(rule, line);
      case advanced::Shape::Rectangle:
        return read_rectangle(rule, line);
      case advanced::Shape::Bug:
        return rule == line.technique + ", as the puzzle has one solution";
      case advanced::Shape::SueDeCoq:
        return read_sue_de_coq(rule, line);
      case advanced::Shape::Colouring:
        return read_colouring(rule, line);
      case advanced::Shape::Chain:
        return read_chain(rule, line);
      case advanced::Shape::Forcing:
        return read_forcing(rule, line);
    }
    return false;
  }

  // "unique rectangle type 1 12 in r1c1,r1c2,r4c1,r4c2, as the puzzle has one solution": the
  // pair and the corners into `line`.
  bool read_rectangle(std::string_view rule, Line& line) const {
    rule.remove_prefix(line.technique.size() + 1);
    const std::size_t in = rule.find(" in "), as = rule.find(", as the puzzle has one solution");
    if (in == std::string_view::npos || as == std::string_view::npos || in < 1) return false;
    line.pattern_values = read_values(rule.substr(0, in));
    return read_cells(rule.substr(in + 4, as - in - 4), line.pattern) && line.pattern.size() == 4;
  }

  // "skyscraper 2 in r7c1,r9c7 connected by r2c1,r2c7": its value, and the chain far=near-near=far
  // into `line` (the pattern: r7c1, r2c1, r2c7, r9c7).
  bool read_turbot(std::string_view rule, Line& line) const {
    rule.remove_prefix(line.technique.size() + 1);
    const std::size_t in = rule.find(" in "), by = rule.find(" connected by ");
    if (in == std::string_view::npos || by == std::string_view::npos) return false;
    line.pattern_values = read_values(rule.substr(0, in));
    std::vector<int> far, near;
    if (!read_cells(rule.substr(in + 4, by - in - 4), far) ||
        !read_cells(rule.substr(by + 14), near) || far.size() != 2 || near.size() != 2) {
      return false;
    }
    line.pattern = {far[0], near[0], near[1], far[1]};
    return true;
  }

  // "X-chain (1)r2c3=(1)r2c8-(1)r5c8=(1)r5c4": the nodes into `line` (links alternate, strong
  // first, and the reader checks that they are written so).
  bool read_chain(std::string_view rule, Line& line) const {
    std::string_view nodes = rule.substr(line.technique.size() + 1);
    for (char link = '='; !nodes.empty(); link = link == '=' ? '-' : '=') {
      const std::size_t close = nodes.find(')');
      if (!nodes.starts_with('(') || close == std::string_view::npos) return false;
      const std::size_t end = std::min(nodes.find_first_of("=-"), nodes.size());
      std::vector<int> cells;
      if (!read_cells(nodes.substr(close + 1, end - close - 1), cells)) return false;
      line.chain.emplace_back(read_values(nodes.substr(1, close - 1)).lowest(), cells);
      if (end < nodes.size() && nodes[end] != link) return false;
      nodes.remove_prefix(std::min(end + 1, nodes.size()));
    }
    return line.chain.size() >= 4 && line.chain.size() % 2 == 0;
  }

  // "XY-wing 123 with pivot r1c1 and pincers r1c5,r4c1": the values and cells (the pivot first)
  // into `line`.
  bool read_wing(std::string_view rule, Line& line) const {
    const std::size_t space = line.technique.size(), pivot = rule.find(" with pivot ");
    const std::size_t pincers = rule.find(" and pincers ");
    if (pivot == std::string_view::npos || pincers == std::string_view::npos) return false;
    line.pattern_values = read_values(rule.substr(space + 1, pivot - space - 1));
    return read_cells(rule.substr(pivot + 12, pincers - pivot - 12), line.pattern) &&
           read_cells(rule.substr(pincers + 13), line.pattern) && line.pattern.size() >= 3;
  }

  // "W-wing 16 in r2c9,r9c8 connected by 1 in r6c9,r6c8": the values, the two cells and the
  // strong link's value and cells into `line` (the pattern: the two cells, then the link's).
  bool read_w_wing(std::string_view rule, Line& line) const {
    rule.remove_prefix(line.technique.size() + 1);
    const std::size_t in = rule.find(" in "), by = rule.find(" connected by ");
    const std::size_t link_in = rule.rfind(" in ");
    if (in == std::string_view::npos || by == std::string_view::npos || link_in <= by) {
      return false;
    }
    line.pattern_values = read_values(rule.substr(0, in));
    line.link_value = read_values(rule.substr(by + 14, link_in - by - 14)).lowest();
    return read_cells(rule.substr(in + 4, by - in - 4), line.pattern) &&
           read_cells(rule.substr(link_in + 4), line.pattern) && line.pattern.size() == 4;
  }

  // "empty rectangle 7 in box 9 with r4c9=r4c6": the value, the box and the strong link's two
  // cells into `line`.
  bool read_empty_rectangle(std::string_view rule, Line& line) const {
    rule.remove_prefix(line.technique.size() + 1);
    const std::size_t in = rule.find(" in "), with = rule.find(" with "), equals = rule.find('=');
    if (in == std::string_view::npos || with == std::string_view::npos ||
        equals == std::string_view::npos) {
      return false;
    }
    line.pattern_values = read_values(rule.substr(0, in));
    const std::optional<int> box = unit_named(rule.substr(in + 4, with - in - 4));
    line.unit = box.value_or(-1);
    return box && read_cells(rule.substr(with + 6, equals - with - 6), line.pattern) &&
           read_cells(rule.substr(equals + 1), line.pattern) && line.pattern.size() == 2;
  }

  // "Sue de Coq 1234 in r1c1,r1c2 with r1c5 in row 1 and r2c1 in box 1": the crossing's values
  // and cells, then each set of companions and its unit, into `line`.
  bool read_sue_de_coq(std::string_view rule, Line& line) const {
    rule.remove_prefix(line.technique.size() + 1);
    const std::size_t in = rule.find(" in "), with = rule.find(" with "),
                      and_at = rule.find(" and ");
    if (in == std::string_view::npos || with == std::string_view::npos ||
        and_at == std::string_view::npos || with < in || and_at < with) {
      return false;
    }
    line.pattern_values = read_values(rule.substr(0, in));
    return read_cells(rule.substr(in + 4, with - in - 4), line.pattern) &&
           read_companions(rule.substr(with + 6, and_at - with - 6), line.in_line, line.unit) &&
           read_companions(rule.substr(and_at + 5), line.in_box, line.box);
  }

  // "r1c5,r1c6 in row 1": cells and the unit they lie in.
  bool read_companions(std::string_view text, std::vector<int>& cells, int& unit) const {
    const std::size_t in = text.find(" in ");
    if (in == std::string_view::npos) return false;
    const std::optional<int> named = unit_named(text.substr(in + 4));
    unit = named.value_or(-1);
    return named && read_cells(text.substr(0, in), cells);
  }

  // "simple colouring 2 with colours r1c5,r2c7 and r1c8,r2c4": the value and the two colours (as
  // two nodes of `line`'s chain).
  bool read_colouring(std::string_view rule, Line& line) const {
    rule.remove_prefix(line.technique.size() + 1);
    const std::size_t with = rule.find(" with colours "), and_at = rule.find(" and ");
    if (with == std::string_view::npos || and_at == std::string_view::npos) return false;
    line.pattern_values = read_values(rule.substr(0, with));
    std::vector<int> first, second;
    if (!read_cells(rule.substr(with + 14, and_at - with - 14), first) ||
        !read_cells(rule.substr(and_at + 5), second)) {
      return false;
    }
    line.chain = {{line.pattern_values.lowest(), first}, {line.pattern_values.lowest(), second}};
    return true;
  }

  // "forcing chain, r1c2 = 6 leads to a contradiction", "forcing chain from r1c2, each candidate
  // leads there", "forcing chain from 6 in row 1, each place leads there": the source into `line`.
  bool read_forcing(std::string_view rule, Line& line) const {
    if (rule.starts_with("forcing chain, ") && rule.ends_with(" leads to a contradiction")) {
      line.leads_to_contradiction = true;
      const std::string_view assumed = rule.substr(15, rule.size() - 15 - 25);
      const std::size_t equals = assumed.find(" = ");
      std::vector<int> cells;
      if (equals == std::string_view::npos || !read_cells(assumed.substr(0, equals), cells)) {
        return false;
      }
      line.source = cells[0];
      line.source_value = read_values(assumed.substr(equals + 3)).lowest();
      return true;
    }
    if (!rule.starts_with("forcing chain from ")) return false;
    const std::string_view from = rule.substr(19, rule.find(", each ") - 19);
    if (rule.ends_with(", each candidate leads there")) {
      std::vector<int> cells;
      if (!read_cells(from, cells)) return false;
      line.source = cells[0];
      return true;
    }
    const std::size_t in = from.find(" in ");
    if (!rule.ends_with(", each place leads there") || in == std::string_view::npos) return false;
    line.source_value = read_values(from.substr(0, in)).lowest();
    const std::optional<int> unit = unit_named(from.substr(in + 4));
    line.unit = unit.value_or(-1);
    return unit.has_value();
  }

  // The unit a name such as "row 7" names, or nothing.
  std::optional<int> unit_named(std::string_view name) const {
    const auto unit = units_.find(name);
    return unit == units_.end() ? std::nullopt : std::optional(unit->second);
  }

  // "r1c7,r1c8" into `cells`; false when a name is not a cell of the grid.
  bool read_cells(std::string_view names, std::vector<int>& cells) const {
    while (!names.empty()) {
      const std::string_view name = names.substr(0, names.find(','));
      int row = 0, col = 0;
      const char* end = name.data() + name.size();
      if (!name.starts_with('r')) return false;
      const auto [after_row, row_error] = std::from_chars(name.data() + 1, end, row);
      if (row_error != std::errc() || after_row == end || *after_row != 'c') return false;
      const auto [after_col, col_error] = std::from_chars(after_row + 1, end, col);
      if (col_error != std::errc() || after_col != end) return false;
      if (row < 1 || col < 1 || row > geometry_.side() || col > geometry_.side()) return false;
      cells.push_back((row - 1) * geometry_.side() + col - 1);
      names.remove_prefix(std::min(name.size() + 1, names.size()));
    }
    return !cells.empty();
  }

 private:
  static std::optional<Line> fail(std::string_view text, std::string_view why) {
    ADD_FAILURE() << "cannot read '" << text << "': " << why;
    return std::nullopt;
  }

  // "3,8" or "38": the values of symbols, commas or not.
  static ValueSet read_values(std::string_view symbols) {
    ValueSet values;
    for (const char c : symbols) {
      if (c != ',') values.add(read_symbol(c).value);
    }
    return values;
  }

  // "hidden pair 38 in row 2", "pointing 4 in box 3", "naked single": the technique, its values
  // and its unit into `line`; false when the technique or the unit is unknown.
  bool read_rule(std::string_view rule, Line& line) const {
    const std::size_t in = rule.find(" in ");
    std::string_view named = rule.substr(0, in);
    if (in != std::string_view::npos && is_fish(named.substr(0, named.rfind(' ')))) {
      if (!read_fish_lines(rule.substr(in + 4), line)) return false;
    } else if (in != std::string_view::npos) {
      const std::optional<int> unit = unit_named(rule.substr(in + 4));
      if (!unit) return false;
      line.unit = *unit;
    }
    if (!known(named)) {  // the name, then the values: "hidden pair 38"
      const std::size_t space = named.rfind(' ');
      if (space == std::string_view::npos) return false;
      line.pattern_values = read_values(named.substr(space + 1));
      named = named.substr(0, space);
    }
    line.technique = named;
    return known(named);
  }

  // "rows 2,6 and columns 4,8" into the line's base and cover units; false when it is not that.
  bool read_fish_lines(std::string_view text, Line& line) const {
    const std::size_t and_at = text.find(" and ");
    return and_at != std::string_view::npos && read_lines(text.substr(0, and_at), line.base) &&
           read_lines(text.substr(and_at + 5), line.cover);
  }

  // "rows 2,6" or "columns 4,8" into their units.
  bool read_lines(std::string_view text, std::vector<int>& units) const {
    const bool rows = text.starts_with("rows ");
    if (!rows && !text.starts_with("columns ")) return false;
    text.remove_prefix(rows ? 5 : 8);
    while (!text.empty()) {
      const std::string_view number = text.substr(0, text.find(','));
      const std::optional<int> unit =
          unit_named(std::string(rows ? "row " : "column ") + std::string(number));
      if (!unit) return false;
      units.push_back(*unit);
      text.remove_prefix(std::min(number.size() + 1, text.size()));
    }
    return !units.empty();
  }

  const Geometry& geometry_;
  std::map<std::string, int, std::less<>> units_;
};

// Places `value` in `cell` of `now`: the cell loses its candidates and its peers the value.
void place(Position& now, const Geometry& geometry, int cell, int value) {
  now.grid.set(cell, value);
  now.candidates[static_cast<std::size_t>(cell)] = {};
  for (const int peer : geometry.peers(cell)) {
    now.candidates[static_cast<std::size_t>(peer)].remove(value);
  }
}

// `now` after `cell = value` and every naked and hidden single that follows, or nothing when
// that ends in a contradiction (a cell without candidates, a value without a place in a unit).
std::optional<Position> follow_singles(Position now, const Geometry& geometry, int cell,
                                       int value) {
  if (now.grid[cell] != 0 || !now.left(cell).contains(value)) return std::nullopt;
  place(now, geometry, cell, value);
  for (bool moved = true; moved;) {
    moved = false;
    for (int at = 0; at < geometry.cell_count(); ++at) {
      if (now.grid[at] != 0) continue;
      if (now.left(at).empty()) return std::nullopt;
      if (now.left(at).count() == 1) {
        place(now, geometry, at, now.left(at).lowest());
        moved = true;
      }
    }
    for (int unit = 0; unit < geometry.unit_count(); ++unit) {
      for (int v = 1; v <= geometry.side(); ++v) {
        if (placed_in(now, geometry, unit, v)) continue;
        const std::vector<int> found = places(now, geometry, unit, v);
        if (found.empty()) return std::nullopt;
        if (found.size() == 1) {
          place(now, geometry, found[0], v);
          moved = true;
        }
      }
    }
  }
  return now;
}

// Why a forcing chain's `line` is not valid at `now`: each side of its source, followed by
// singles, must end in a contradiction or with the line's change made.
std::string forcing_flaw(const Position& now, const Geometry& geometry, const Line& line) {
  if (line.leads_to_contradiction) {
    const bool itself = line.cells == std::vector<int>{line.source} &&
                        line.values == ValueSet::only(line.source_value);
    if (!itself) return "strikes other than the value assumed";
    return follow_singles(now, geometry, line.source, line.source_value)
               ? "the assumption leads to no contradiction"
               : "";
  }
  std::vector<std::pair<int, int>> sides;  // each assumption: cell, value
  if (line.unit >= 0) {
    for (const int cell : places(now, geometry, line.unit, line.source_value)) {
      sides.emplace_back(cell, line.source_value);
    }
  } else {
    for (const int value : now.left(line.source)) sides.emplace_back(line.source, value);
  }
  if (sides.size() < 2) return "a source without a choice";
  for (const auto& [cell, value] : sides) {
    const std::optional<Position> end = follow_singles(now, geometry, cell, value);
    if (!end) continue;  // a side that fails forces anything
    for (const int changed : line.cells) {
      for (const int v : line.values) {
        const bool holds = line.kind == Line::Kind::Place
                               ? end->grid[changed] == v
                               : end->grid[changed] != v && !end->left(changed).contains(v);
        if (!holds) return "a side does not lead there";
      }
    }
  }
  return "";
}

// The values the cells `cells` hold at `now` between them.
ValueSet held_by(const Position& now, const std::vector<int>& cells) {
  ValueSet held;
  for (const int cell : cells) held |= now.left(cell);
  return held;
}

// True when cells `p` and `q` share a unit (a cell does not see itself).
bool sees(const Geometry& geometry, int p, int q) {
  return p != q && std::ranges::count(geometry.peers(p), q) != 0;
}

// Each subset of `size` members of `from`, handed to `visit` until it returns true.
bool any_subset(const std::vector<int>& from, int size, const auto& visit) {
  std::vector<int> chosen;
  const auto pick = [&](const auto& self, std::size_t next) -> bool {
    if (static_cast<int>(chosen.size()) == size) return visit(chosen);
    for (std::size_t i = next; i < from.size(); ++i) {
      chosen.push_back(from[i]);
      if (self(self, i + 1)) return true;
      chosen.pop_back();
    }
    return false;
  };
  return pick(pick, 0);
}

// Why the contradiction `text` does not hold at `now`, or "" when it does.
std::string contradiction_flaw(const Position& now, const Geometry& geometry, std::string_view text,
                               const LogReader& reader) {
  if (text.ends_with(" has no candidate left")) {
    std::vector<int> cells;
    if (!reader.read_cells(text.substr(0, text.find(' ')), cells)) return "no cell";
    return now.grid[cells[0]] == 0 && now.left(cells[0]).empty() ? "" : "the cell has a candidate";
  }
  const std::size_t in = text.rfind(" in ");
  if (in == std::string_view::npos) return "no unit";
  const std::string_view where = text.substr(in + 4);
  const std::optional<int> found = reader.unit_named(where.substr(0, where.find(" with ")));
  if (!found) return "no unit";
  const int unit = *found;
  if (text.find(" has no place left in ") != std::string::npos) {
    const int value = read_symbol(text[0]).value;
    return places(now, geometry, unit, value).empty() && !placed_in(now, geometry, unit, value)
               ? ""
               : "the value has a place";
  }
  const std::string_view technique = text.substr(0, in);
  if (!known(technique)) return "an unknown technique";
  const int size = size_of(technique);
  if (technique.starts_with("naked")) {  // `size` empty cells with fewer values between them
    std::vector<int> empty;
    for (const int cell : geometry.cells(unit)) {
      if (now.grid[cell] == 0) empty.push_back(cell);
    }
    return any_subset(
               empty, size,
               [&](const std::vector<int>& cells) { return held_by(now, cells).count() < size; })
               ? ""
               : "no cells with fewer values";
  }
  std::vector<int> missing;  // `size` values not placed, with fewer places between them
  for (int value = 1; value <= geometry.side(); ++value) {
    if (!placed_in(now, geometry, unit, value)) missing.push_back(value);
  }
  return any_subset(missing, size,
                    [&](const std::vector<int>& values) {
                      std::vector<int> cells;
                      for (const int value : values) {
                        for (const int cell : places(now, geometry, unit, value)) {
                          if (!contains(cells, cell)) cells.push_back(cell);
                        }
                      }
                      return static_cast<int>(cells.size()) < size;
                    })
             ? ""
             : "no values with fewer places";
}

// Why a fish's `line` is not valid at `now`: its value's places in each base line must lie in
// the cover lines, as many as the base lines, and it strikes the value from the cover lines
// outside the base lines.
std::string fish_flaw(const Position& now, const Geometry& geometry, const Line& line, int size) {
  if (line.values.count() != 1 || static_cast<int>(line.base.size()) != size ||
      static_cast<int>(line.cover.size()) != size) {
    return "not one value in as many base lines as cover lines as the fish's size";
  }
  const int value = line.values.lowest();
  std::vector<int> covered, based;
  for (const int unit : line.cover)
    std::ranges::copy(geometry.cells(unit), std::back_inserter(covered));
  for (const int unit : line.base) {
    if (placed_in(now, geometry, unit, value)) return "the value is placed in a base line";
    if (!all_in(places(now, geometry, unit, value), covered)) {
      return "a base line has a place outside the cover lines";
    }
    std::ranges::copy(geometry.cells(unit), std::back_inserter(based));
  }
  const bool outside = std::ranges::all_of(
      line.cells, [&](int cell) { return contains(covered, cell) && !contains(based, cell); });
  return outside ? "" : "strikes outside the cover lines or in a base line";
}

// Why a unique rectangle's `line` is not valid at `now`: its corners span two rows, two columns
// and two boxes and all hold its pair; type 1, three hold the pair only and the fourth loses it;
// type 2, two side by side hold the pair only, the other two the pair and one same value, which
// leaves cells that see both.
std::string rectangle_flaw(const Position& now, const Geometry& geometry, const Line& line) {
  const std::vector<int>& corners = line.pattern;
  const ValueSet pair = line.pattern_values;
  std::vector<int> rows, cols, boxes, floor, roof;
  for (const int cell : corners) {
    const auto [row, col, box] = geometry.units_of(cell);
    for (auto [list, unit] : {std::pair{&rows, row}, {&cols, col}, {&boxes, box}}) {
      if (!contains(*list, unit)) list->push_back(unit);
    }
    if (pair.count() != 2 || (now.left(cell) & pair) != pair) return "a corner lacks the pair";
    (now.left(cell) == pair ? floor : roof).push_back(cell);
  }
  if (rows.size() != 2 || cols.size() != 2 || boxes.size() != 2) return "not a rectangle";
  if (line.technique.ends_with('1')) {
    if (floor.size() != 3) return "not three corners with the pair only";
    return line.cells == roof && line.values == pair ? "" : "strikes other than the fourth corner";
  }
  if (floor.size() != 2) return "not two corners with the pair only";
  const ValueSet extra = now.left(roof[0]) - pair;
  if (extra.count() != 1 || now.left(roof[1]) - pair != extra) return "the roof's extra differs";
  if (!sees(geometry, roof[0], roof[1])) return "the roof is not side by side";
  const bool seen = std::ranges::all_of(line.cells, [&](int cell) {
    return sees(geometry, cell, roof[0]) && sees(geometry, cell, roof[1]);
  });
  return seen && line.values == extra ? "" : "strikes other than the roof's extra where it sees";
}

// A node of a chain: a value, in one cell or in a group of cells of one box and one line.
using LineNode = std::pair<int, std::vector<int>>;

// True when nodes `a` and `b` cannot both be true: two values of one cell, or one value in
// cells that all see each other.
bool weakly_linked(const Geometry& geometry, const LineNode& a, const LineNode& b) {
  if (a.first != b.first) return a.second.size() == 1 && a.second == b.second;
  return std::ranges::all_of(a.second, [&](int p) {
    return std::ranges::all_of(b.second, [&](int q) { return sees(geometry, p, q); });
  });
}

// True when one of nodes `a` and `b` is true at `now`: the two values of a cell that has no
// other, or one value whose places in some unit are the cells of the two.
bool strongly_linked(const Position& now, const Geometry& geometry, const LineNode& a,
                     const LineNode& b) {
  if (a.first != b.first) {
    return a.second.size() == 1 && a.second == b.second &&
           now.left(a.second[0]) == (ValueSet::only(a.first) | ValueSet::only(b.first));
  }
  std::vector<int> both = a.second;
  both.insert(both.end(), b.second.begin(), b.second.end());
  for (const int unit : geometry.units_of(a.second[0])) {
    const std::vector<int> found = places(now, geometry, unit, a.first);
    if (all_in(found, both) && all_in(both, found) && found.size() == both.size()) return true;
  }
  return false;
}

// True when `a` and `b` are the only places of `value` in a unit.
bool strong_pair(const Position& now, const Geometry& geometry, int value, int a, int b) {
  return strongly_linked(now, geometry, {value, {a}}, {value, {b}});
}

// Why a skyscraper's or a kite's `line` is not valid at `now`: its chain far=near-near=far is
// two strong links of its value (a unit where it has those two places only) whose near ends see
// each other, and it strikes the value from cells that see both far ends.
std::string turbot_flaw(const Position& now, const Geometry& geometry, const Line& line) {
  const int value = line.pattern_values.lowest();
  const std::vector<int>& chain = line.pattern;
  const auto strong = [&](int a, int b) { return strong_pair(now, geometry, value, a, b); };
  if (line.pattern_values.count() != 1 || line.values != line.pattern_values) {
    return "not one value";
  }
  if (!strong(chain[0], chain[1]) || !strong(chain[2], chain[3])) return "a link is not strong";
  if (!sees(geometry, chain[1], chain[2])) return "the near ends do not see each other";
  const bool seen = std::ranges::all_of(line.cells, [&](int cell) {
    return sees(geometry, cell, chain[0]) && sees(geometry, cell, chain[3]) &&
           !contains(chain, cell);
  });
  return seen ? "" : "strikes a cell that does not see both far ends";
}

// Why a wing's `line` is not valid at `now`: its pivot and pincers hold the values the wing
// needs, each pincer sees the pivot, and the value z both pincers hold leaves only cells that see
// both pincers (and the pivot, for the XYZ-wing).
std::string wing_flaw(const Position& now, const Geometry& geometry, const Line& line) {
  const bool xyz = size_of(line.technique) == 3;
  const int pivot = line.pattern[0], first = line.pattern[1], second = line.pattern[2];
  const ValueSet held = now.left(pivot), a = now.left(first), b = now.left(second);
  const ValueSet z = a & b;
  const bool shaped = held.count() == (xyz ? 3 : 2) && a.count() == 2 && b.count() == 2 &&
                      z.count() == 1 && held.contains(z.lowest()) == xyz &&
                      (a | b | held) == line.pattern_values && line.pattern_values.count() == 3;
  if (!shaped) return "the cells do not hold a wing's values";
  if (!sees(geometry, pivot, first) || !sees(geometry, pivot, second))
    return "a pincer does not see the pivot";
  if (line.values != z) return "strikes another value than the pincers share";
  const bool seen = std::ranges::all_of(line.cells, [&](int cell) {
    return sees(geometry, cell, first) && sees(geometry, cell, second) &&
           (!xyz || sees(geometry, cell, pivot));
  });
  return seen ? "" : "strikes a cell that does not see the wing";
}

// Why a large wing's `line` is not valid at `now`: its pivot sees each pincer, its cells hold as
// many values as there are cells, each value but one (z) is held by cells that all see each other,
// and z, the value struck, leaves only cells that see every cell of the wing that holds it.
std::string large_wing_flaw(const Position& now, const Geometry& geometry, const Line& line) {
  const std::vector<int>& wing = line.pattern;
  const ValueSet held = held_by(now, wing);
  const auto size = static_cast<std::size_t>(size_of(line.technique));
  if (wing.size() != size || held != line.pattern_values ||
      static_cast<std::size_t>(held.count()) != size) {
    return "the cells do not hold as many values as there are cells";
  }
  if (!std::ranges::all_of(
          wing, [&](int cell) { return cell == wing[0] || sees(geometry, cell, wing[0]); })) {
    return "a pincer does not see the pivot";
  }
  ValueSet free;
  std::vector<int> holders_of_z;
  for (const int value : held) {
    std::vector<int> holders;
    for (const int cell : wing) {
      if (now.left(cell).contains(value)) holders.push_back(cell);
    }
    const bool restricted = std::ranges::all_of(holders, [&](int a) {
      return std::ranges::all_of(holders, [&](int b) { return a == b || sees(geometry, a, b); });
    });
    if (!restricted) {
      free = free | ValueSet::only(value);
      holders_of_z = holders;
    }
  }
  if (free.count() != 1 || line.values != free) return "not one value is free";
  const bool seen = std::ranges::all_of(line.cells, [&](int cell) {
    return !contains(wing, cell) &&
           std::ranges::all_of(holders_of_z, [&](int h) { return sees(geometry, cell, h); });
  });
  return seen ? "" : "strikes a cell that does not see every holder of the free value";
}

// Why a chain's `line` is not valid at `now`: each node a value its cells hold (a group in one
// box and one line), links strong and weak in turn as the rules above say, and each candidate
// struck weakly linked to both ends; an X-chain keeps to one value and links in units, an
// XY-chain to cells of two values, each its own strong link, with both ends of one value.
std::string chain_flaw(const Position& now, const Geometry& geometry, const Line& line) {
  const auto& chain = line.chain;
  for (const LineNode& node : chain) {
    const int value = node.first;
    const std::vector<int>& cells = node.second;
    const bool held = std::ranges::all_of(
        cells, [&](int cell) { return now.grid[cell] == 0 && now.left(cell).contains(value); });
    if (!held) return "a node's cell does not hold its value";
    const std::array<int, 3> first = geometry.units_of(cells[0]);
    const bool grouped = std::ranges::all_of(cells, [&](int cell) {
      const std::array<int, 3>& units = geometry.units_of(cell);
      return units[2] == first[2] && (units[0] == first[0] || units[1] == first[1]);
    });
    if (!grouped) return "a group outside one box and line";
  }
  for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
    const bool linked = i % 2 == 0 ? strongly_linked(now, geometry, chain[i], chain[i + 1])
                                   : weakly_linked(geometry, chain[i], chain[i + 1]);
    if (!linked) return i % 2 == 0 ? "a strong link is not strong" : "a weak link is not weak";
    const bool in_cell = chain[i].first != chain[i + 1].first;
    if (line.technique == "X-chain" && in_cell) return "an X-chain leaves its value";
    if (line.technique == "XY-chain" && in_cell != (i % 2 == 0)) {
      return "an XY-chain's links are not its cells' two values";
    }
  }
  const bool single =
      std::ranges::all_of(chain, [](const auto& node) { return node.second.size() == 1; });
  if (line.technique != "AIC" && !single) return "a group outside an AIC";
  if (line.technique != "AIC" && chain.front().first != chain.back().first) {
    return "ends of two values";
  }
  for (const int cell : line.cells) {
    for (const int value : line.values& now.left(cell)) {
      const LineNode struck{value, {cell}};
      if (struck == chain.front() || struck == chain.back() ||
          !weakly_linked(geometry, struck, chain.front()) ||
          !weakly_linked(geometry, struck, chain.back())) {
        return "strikes a candidate that an end allows";
      }
    }
  }
  return "";
}

// Why a W-wing's `line` is not valid at `now`: two cells that do not see each other hold its two
// values only, the link's value has its only two places in a unit at cells that see one each, and
// the other value leaves only cells that see both.
std::string w_wing_flaw(const Position& now, const Geometry& geometry, const Line& line) {
  const int p = line.pattern[0], q = line.pattern[1], near_p = line.pattern[2],
            near_q = line.pattern[3];
  if (line.pattern_values.count() != 2 || now.left(p) != line.pattern_values ||
      now.left(q) != line.pattern_values) {
    return "the cells do not hold the two values only";
  }
  if (sees(geometry, p, q)) return "the two cells see each other";
  if (line.pattern_values - line.values != ValueSet::only(line.link_value)) {
    return "strikes the link's value";
  }
  if (!strong_pair(now, geometry, line.link_value, near_p, near_q)) return "the link is not strong";
  if (!sees(geometry, near_p, p) || !sees(geometry, near_q, q)) {
    return "the link's ends do not see the cells";
  }
  const bool seen = std::ranges::all_of(
      line.cells, [&](int cell) { return sees(geometry, cell, p) && sees(geometry, cell, q); });
  return seen ? "" : "strikes a cell that does not see both";
}

// Why an empty rectangle's `line` is not valid at `now`: its value's places in its box lie on a
// row and a column of the box; one end of its strong link lies on that row (column) outside the
// box, and each cell struck, outside the box, sees the other end and lies on the column (row).
std::string empty_rectangle_flaw(const Position& now, const Geometry& geometry, const Line& line) {
  const int value = line.pattern_values.lowest(), box = line.unit;
  const int near = line.pattern[0], other = line.pattern[1];
  if (line.values != line.pattern_values || line.pattern_values.count() != 1) {
    return "not one value";
  }
  if (box < 0 || geometry.unit(box).kind != UnitKind::Box) return "not a box";
  if (!strong_pair(now, geometry, value, near, other)) return "the link is not strong";
  const std::vector<int> in_box = places(now, geometry, box, value);
  for (const int centre : geometry.cells(box)) {
    const auto& cross = geometry.units_of(centre);
    const bool on_cross = std::ranges::all_of(in_box, [&](int cell) {
      return geometry.units_of(cell)[0] == cross[0] || geometry.units_of(cell)[1] == cross[1];
    });
    if (!on_cross) continue;
    for (const std::size_t arm : {0U, 1U}) {  // the link's near end on the row, or the column
      const std::size_t across = 1 - arm;
      if (geometry.units_of(near)[arm] != cross[arm] || geometry.units_of(near)[2] == box) continue;
      const bool struck_well = std::ranges::all_of(line.cells, [&](int cell) {
        return geometry.units_of(cell)[across] == cross[across] &&
               geometry.units_of(cell)[2] != box && sees(geometry, cell, other);
      });
      if (struck_well) return "";
    }
  }
  return "no cross of the box where it strikes";
}

// True when the empty cell `cell` lies in `unit` and, as `in_other` says, in `other` or not.
bool lies(const Position& now, const Geometry& geometry, int cell, int unit, int other,
          bool in_other) {
  const std::vector<int> of_unit = cells_of(geometry, unit), of_other = cells_of(geometry, other);
  return now.grid[cell] == 0 && contains(of_unit, cell) && contains(of_other, cell) == in_other;
}

// Why a Sue de Coq's `line` is not valid at `now`: its crossing, two or three empty cells of its
// line and box, holds the values the line names, two more than cells at least; its companions, in
// the line outside the box and in the box outside the line, hold no value in common, and one at
// least of the crossing's each; all its cells hold as many values as cells. Then each value is in
// exactly one of them (its places there lie in one unit), and a value struck leaves only cells
// that see each of its places in the pattern.
std::string sue_de_coq_flaw(const Position& now, const Geometry& geometry, const Line& line) {
  const std::vector<int>& crossing = line.pattern;
  const auto all_lie = [&](const std::vector<int>& cells, int unit, int other, bool in_other) {
    return std::ranges::all_of(
        cells, [&](int cell) { return lies(now, geometry, cell, unit, other, in_other); });
  };
  if (crossing.size() < 2 || crossing.size() > 3 || !all_lie(crossing, line.unit, line.box, true))
    return "the crossing is not two or three empty cells of the line and the box";
  const ValueSet values = held_by(now, crossing), of_line = held_by(now, line.in_line),
                 of_box = held_by(now, line.in_box);
  if (values != line.pattern_values || values.count() < static_cast<int>(crossing.size()) + 2)
    return "the crossing does not hold the values named, two more than cells";
  if (line.in_line.empty() || line.in_box.empty() ||
      !all_lie(line.in_line, line.unit, line.box, false) ||
      !all_lie(line.in_box, line.box, line.unit, false))
    return "a companion lies outside its unit, or in the other";
  if (!(of_line & of_box).empty() || (of_line & values).empty() || (of_box & values).empty())
    return "the companions share a value, or one shares none with the crossing";
  std::vector<int> pattern = crossing;
  pattern.insert(pattern.end(), line.in_line.begin(), line.in_line.end());
  pattern.insert(pattern.end(), line.in_box.begin(), line.in_box.end());
  if ((values | of_line | of_box).count() != static_cast<int>(pattern.size()))
    return "the cells do not hold as many values as cells";
  for (const int value : line.values) {
    for (const int cell : line.cells) {
      const bool sees_all = !contains(pattern, cell) && std::ranges::all_of(pattern, [&](int p) {
        return !now.left(p).contains(value) || sees(geometry, cell, p);
      });
      if (!sees_all) return "strikes a value from a cell that does not see its places";
    }
  }
  return "";
}

// Why a simple colouring's `line` is not valid at `now`: its two colours hold its value, the
// strong links of the value join them into one cluster whose links join the two colours; a
// colour struck (a wrap) has two cells that see each other, any other cell struck (a trap) sees
// both colours.
std::string colouring_flaw(const Position& now, const Geometry& geometry, const Line& line) {
  const int value = line.pattern_values.lowest();
  const std::vector<int>&first = line.chain[0].second, &second = line.chain[1].second;
  std::vector<int> all = first;
  all.insert(all.end(), second.begin(), second.end());
  if (!std::ranges::all_of(all, [&](int cell) { return now.left(cell).contains(value); })) {
    return "a coloured cell lacks the value";
  }
  // Colour the cluster again from the first cell, along the strong links between coloured cells.
  std::map<int, int> colour{{first[0], 0}};
  std::vector<int> queue{first[0]};
  for (std::size_t next = 0; next < queue.size(); ++next) {
    for (const int other : all) {
      if (!strong_pair(now, geometry, value, queue[next], other)) continue;
      const int expected = 1 - colour[queue[next]];
      if (colour.contains(other) && colour[other] != expected) return "a link joins one colour";
      if (colour.contains(other)) continue;
      colour[other] = expected;
      queue.push_back(other);
    }
  }
  for (const auto& [cells, expected] : {std::pair{&first, 0}, {&second, 1}}) {
    for (const int cell : *cells) {
      if (!colour.contains(cell) || colour[cell] != expected) return "not the colours of a cluster";
    }
  }
  for (const std::vector<int>* wrapped : {&first, &second}) {
    if (line.cells != *wrapped) continue;
    for (const int a : *wrapped) {
      for (const int b : *wrapped) {
        if (sees(geometry, a, b)) return "";
      }
    }
    return "a colour struck whose cells do not see each other";
  }
  const auto sees_one = [&](int cell, const std::vector<int>& cells) {
    return std::ranges::any_of(cells, [&](int other) { return sees(geometry, cell, other); });
  };
  const bool trapped = std::ranges::all_of(line.cells, [&](int cell) {
    return !contains(all, cell) && sees_one(cell, first) && sees_one(cell, second);
  });
  return trapped ? "" : "strikes a cell that does not see both colours";
}

// Why a BUG+1's placement in `cell` of `value` is not valid at `now`: every other empty cell holds
// two candidates, this one three, and without the value every value left in every unit has two
// places exactly.
std::string bug_flaw(const Position& now, const Geometry& geometry, int cell, int value) {
  for (int other = 0; other < geometry.cell_count(); ++other) {
    if (now.grid[other] == 0 && now.left(other).count() != (other == cell ? 3 : 2)) {
      return "not every other empty cell holds two candidates";
    }
  }
  Position grave = now;
  grave.candidates[static_cast<std::size_t>(cell)].remove(value);
  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    for (int v = 1; v <= geometry.side(); ++v) {
      if (!placed_in(grave, geometry, unit, v) && places(grave, geometry, unit, v).size() != 2) {
        return "without the value, not a grave";
      }
    }
  }
  return "";
}

// Why the strike `line` of an extra technique, described by `descriptor`, is not valid at `now`,
// by the rule of its shape (a quad is checked as stage 4's subsets are, by flaw()).
std::string extra_flaw(const Position& now, const Geometry& geometry, const Line& line,
                       const advanced::Descriptor& descriptor) {
  switch (descriptor.shape) {
    case advanced::Shape::Fish:
      return fish_flaw(now, geometry, line, descriptor.size);
    case advanced::Shape::Turbot:
      return turbot_flaw(now, geometry, line);
    case advanced::Shape::EmptyRectangle:
      return empty_rectangle_flaw(now, geometry, line);
    case advanced::Shape::Wing:
      return wing_flaw(now, geometry, line);
    case advanced::Shape::LargeWing:
      return large_wing_flaw(now, geometry, line);
    case advanced::Shape::WWing:
      return w_wing_flaw(now, geometry, line);
    case advanced::Shape::Rectangle:
      return rectangle_flaw(now, geometry, line);
    case advanced::Shape::SueDeCoq:
      return sue_de_coq_flaw(now, geometry, line);
    case advanced::Shape::Colouring:
      return colouring_flaw(now, geometry, line);
    case advanced::Shape::Chain:
      return chain_flaw(now, geometry, line);
    case advanced::Shape::Forcing:
      return forcing_flaw(now, geometry, line);
    case advanced::Shape::Bug:
      return "a BUG+1 places, it strikes nothing";
    case advanced::Shape::Subset:
      break;
  }
  return "not a pattern of its shape";
}

// Why `line` is not a valid deduction at `now`, or "" when it is.
std::string flaw(const Position& now, const Geometry& geometry, const Line& line) {
  const std::vector<int>& struck = line.cells;
  if (line.kind == Line::Kind::Place || line.kind == Line::Kind::Guess) {
    const int cell = line.cells[0], value = line.values.lowest();
    if (line.cells.size() != 1 || line.values.count() != 1) return "not one value in one cell";
    if (now.grid[cell] != 0) return "the cell is not empty";
    if (!now.left(cell).contains(value)) return "not a candidate";
    const advanced::Descriptor* descriptor = spoken_as(line.technique);
    const auto shape = descriptor ? std::optional(descriptor->shape) : std::nullopt;
    if (shape == advanced::Shape::Forcing) return forcing_flaw(now, geometry, line);
    if (shape == advanced::Shape::Bug) return bug_flaw(now, geometry, cell, value);
    if (line.technique == "naked single") {
      return now.left(cell).count() == 1 ? "" : "the cell has other candidates";
    }
    if (line.technique == "hidden single") {
      return places(now, geometry, line.unit, value) == std::vector<int>{cell}
                 ? ""
                 : "the value has another place in the unit";
    }
    if (line.kind == Line::Kind::Guess) return "";  // any candidate
    return "the technique places no value";
  }
  if (std::ranges::none_of(struck,
                           [&](int cell) { return !(now.left(cell) & line.values).empty(); })) {
    return "strikes nothing";
  }
  if (line.technique == "pointing" || line.technique == "claiming") {
    // Pointing: the values' places in the box lie on one line, struck outside the box. Claiming:
    // the values' places in the line lie in one box, struck outside the line.
    const bool pointing = line.technique == "pointing";
    const int kind = static_cast<int>(geometry.unit(line.unit).kind);
    if ((kind == static_cast<int>(UnitKind::Box)) != pointing) return "the wrong kind of unit";
    for (const int kind_of_other : {0, 1, 2}) {
      if (kind_of_other == kind || (!pointing && kind_of_other != 2)) continue;
      const int other = geometry.units_of(struck[0])[static_cast<std::size_t>(kind_of_other)];
      const std::vector<int> where = cells_of(geometry, line.unit),
                             across = cells_of(geometry, other);
      const bool strikes_there = std::ranges::all_of(
          struck, [&](int cell) { return contains(across, cell) && !contains(where, cell); });
      const bool locked = std::ranges::all_of(line.values, [&](int value) {
        const std::vector<int> found = places(now, geometry, line.unit, value);
        return !found.empty() && all_in(found, across);
      });
      if (strikes_there && locked) return "";
    }
    return "the values are not locked where they are struck";
  }
  const advanced::Descriptor* descriptor = spoken_as(line.technique);
  if (descriptor != nullptr && descriptor->shape != advanced::Shape::Subset) {
    return extra_flaw(now, geometry, line, *descriptor);
  }
  const int size = size_of(line.technique);
  const std::vector<int> unit = cells_of(geometry, line.unit);
  if (static_cast<int>(line.pattern.size()) != size || line.pattern_values.count() != size) {
    return "not as many cells as values";
  }
  if (!all_in(line.pattern, unit)) return "a pattern cell outside the unit";
  if (line.technique.starts_with("naked")) {
    if (!(held_by(now, line.pattern) - line.pattern_values).empty()) {
      return "the cells hold other values";
    }
    if (!(line.values - line.pattern_values).empty()) return "strikes a value not of the subset";
    const bool outside = std::ranges::none_of(
        struck, [&](int cell) { return contains(line.pattern, cell) || !contains(unit, cell); });
    return outside ? "" : "strikes in the subset or outside the unit";
  }
  for (const int value : line.pattern_values) {
    if (!all_in(places(now, geometry, line.unit, value), line.pattern)) {
      return "a value has a place outside the cells";
    }
  }
  if (!(line.values & line.pattern_values).empty()) return "strikes a value of the subset";
  return all_in(struck, line.pattern) ? "" : "strikes outside the subset";
}

// Replays the log `lines` of a solve of `puzzle`, each line checked by flaw() at the position it
// was written at; a guess is placed on a copy that its backtrack throws away. Returns the
// position at the end.
Position replay(const Grid& puzzle, const std::vector<std::string>& lines) {
  const Geometry& geometry = Geometry::of(puzzle.box());
  const LogReader reader(geometry);
  std::vector<Position> before_guess;
  Position now = start(puzzle);
  for (const std::string& text : lines) {
    const std::optional<Line> line = reader.read(text);
    if (!line) return now;
    if (line->kind == Line::Kind::Backtrack) {
      EXPECT_FALSE(before_guess.empty()) << text;
      if (before_guess.empty()) return now;
      now = before_guess.back();
      before_guess.pop_back();
      continue;
    }
    const std::string why = line->kind == Line::Kind::Contradiction
                                ? contradiction_flaw(now, geometry, line->contradiction, reader)
                                : flaw(now, geometry, *line);
    EXPECT_EQ(why, "") << text;
    if (line->kind == Line::Kind::Contradiction) continue;
    if (line->kind == Line::Kind::Strike) {
      for (const int cell : line->cells)
        now.candidates[static_cast<std::size_t>(cell)] -= line->values;
      continue;
    }
    if (line->kind == Line::Kind::Guess) before_guess.push_back(now);
    place(now, geometry, line->cells[0], line->values.lowest());
  }
  return now;
}

// The lines of the log of a solve of `puzzle` with `techniques`, and the result.
std::pair<std::vector<std::string>, SolveResult> explained(
    const Grid& puzzle, std::optional<stage4::Techniques> techniques) {
  explain::SolveLog log;
  SolveOptions options{.node_limit = node_limit_for_size(kTestNodeLimit, puzzle.side())};
  options.on_step = [&log](const Step& step) { log.add(step); };
  const SolveResult result = stage4::solve(puzzle, options, {.techniques = techniques});
  std::vector<std::string> lines;
  for (const explain::Record& record : log.records()) {
    lines.push_back(explain::describe(record, puzzle.side()));
  }
  return {lines, result};
}

// The puzzles whose logs are replayed: the catalog's, with what it says of their solutions, and
// those of grids/explain (the puzzle files, which hold the appendices' examples), counted here.
std::vector<std::pair<std::string, std::pair<Grid, bool>>> replayed_puzzles() {
  std::vector<std::pair<std::string, std::pair<Grid, bool>>> puzzles;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    const bool unique = entry.expected.count == 1 && !entry.expected.at_least;
    puzzles.push_back({entry.name, {entry.puzzle, unique}});
  }
  for (const auto& item : std::filesystem::directory_iterator(grids_dir() / "explain")) {
    if (item.path().extension() != ".txt") continue;
    for (const Entry& entry : read_entries(read_file(item.path()), item.path().string())) {
      if (entry.error) continue;
      const SolveResult counted =
          stage4::solve(entry.puzzle, {.max_solutions = 2, .node_limit = kTestNodeLimit});
      const bool unique = counted.outcome == Outcome::Solved && counted.solutions == 1;
      puzzles.push_back({to_string(entry.where), {entry.puzzle, unique}});
    }
  }
  return puzzles;
}

// For every puzzle of the catalog and of grids/explain, with the default techniques and with all
// of them (the unique rectangles where the puzzle has one solution), each line is a valid step,
// and the placements and strikes reach the solution the solve found. Each of stage 4's eight is
// checked there; the extra techniques on their examples below.
TEST(ExplainProof, EveryLogOfTheCatalogIsAProofOfItsSolution) {
  int solved = 0;
  std::map<std::string, int, std::less<>> named;  // how many lines name each of the eight
  for (const auto& [name, known] : replayed_puzzles()) {
    const auto& [puzzle, unique] = known;
    for (const std::optional<stage4::Techniques> techniques :
         {std::optional<stage4::Techniques>(),
          std::optional(stage4::every_technique(advanced::kTechniques))}) {
      SCOPED_TRACE(name + (techniques ? " with every technique" : ""));
      const auto [lines, result] =
          explained(puzzle, techniques && unique ? techniques->knowing_unique() : techniques);
      const Position end = replay(puzzle, lines);
      for (const std::string& line : lines) {
        for (const auto& [technique, size] : kStageNamed) {
          named[technique] += line.find(technique) != std::string::npos;
        }
      }
      if (result.solutions == 0) continue;
      EXPECT_SAME_GRID(end.grid, result.first_solution);
      EXPECT_TRUE(check_solution(puzzle, end.grid).solves);
      ++solved;
    }
  }
  EXPECT_GE(solved, 120) << "the catalog alone holds 67 puzzles with a solution, solved twice";
  for (const auto& [technique, size] : kStageNamed) {
    EXPECT_GT(named[technique], 0) << technique << " never checked";
  }
}

// The lines of `lines` that name `descriptor`'s technique, read back as the proof reads them.
int lines_naming(const std::vector<std::string>& lines, const advanced::Descriptor& descriptor) {
  const LogReader reader(Geometry::of(3));
  return static_cast<int>(std::ranges::count_if(lines, [&](const std::string& text) {
    const std::optional<Line> line = reader.read(text);
    return line && line->technique == descriptor.spoken;
  }));
}

// Each extra technique's example (advanced::Descriptor::example), solved with stage 4's eight and
// that technique alone, takes a step of it, and the log is a proof of the example's solution: so
// each technique's words are read back and its steps checked by the rule of its shape.
TEST(ExplainProof, EachExtraTechniqueTakesAStepOnItsExampleThatIsProved) {
  for (std::size_t i = 0; i < advanced::kDescriptors.size(); ++i) {
    const advanced::Descriptor& descriptor = advanced::kDescriptors[i];
    SCOPED_TRACE(std::string(descriptor.technique.name));
    const std::vector<Entry> entries = read_entries(std::string(descriptor.example), "example");
    ASSERT_EQ(entries.size(), 1U) << "its descriptor's example is not one puzzle";
    ASSERT_FALSE(entries[0].error) << "its descriptor's example is not a puzzle";
    const Grid& puzzle = entries[0].puzzle;
    const stage4::Techniques alone =
        stage4::Techniques::all().with_extras(advanced::kTechniques, std::uint64_t{1} << i);
    const auto [lines, result] = explained(puzzle, alone.knowing_unique());
    ASSERT_EQ(result.solutions, 1U) << "its example has no solution, or more than one";
    EXPECT_GT(lines_naming(lines, descriptor), 0) << "its example never takes a step of it";
    const Position end = replay(puzzle, lines);
    EXPECT_SAME_GRID(end.grid, result.first_solution);
  }
}

// The rules can fail: lines that name a technique whose pattern is not there are refused.
TEST(ExplainProof, ALineWhosePatternIsNotThereIsRefused) {
  // The givens of grids/explain/every_technique.txt. Row 1 holds 7, 46, 5, 89, 3689, 3689,
  // 1389, 1346, 2 (givens in one digit); box 1 places 6 in r1c2, r2c1, r2c2 and r2c3.
  const Grid puzzle = parse_grid(
      "7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....8....6...9.....8.",
      Format::Line);
  const Geometry& geometry = Geometry::of(3);
  const LogReader reader(geometry);
  const Position now = start(puzzle);
  const auto flaw_of = [&](std::string_view text) {
    const std::optional<Line> line = reader.read(text);
    return line ? flaw(now, geometry, *line) : "unreadable";
  };
  EXPECT_EQ(flaw_of("r7c6 = 8: hidden single in row 7"), "");
  EXPECT_EQ(flaw_of("r7c6 = 8: naked single"), "the cell has other candidates");
  EXPECT_EQ(flaw_of("r7c3 = 8: hidden single in row 7"), "not a candidate");
  EXPECT_EQ(flaw_of("r1c2 = 4: hidden single in row 1"), "the value has another place in the unit");
  EXPECT_EQ(flaw_of("r1c1 = 1: guess among 1,4"), "the cell is not empty");
  EXPECT_EQ(flaw_of("r1c2 <> 7: naked single"), "strikes nothing");
  EXPECT_EQ(flaw_of("r1c2 = 4: pointing 4 in box 1"), "the technique places no value");
  EXPECT_EQ(flaw_of("r2c5,r2c7 <> 6: pointing 6 in box 1"),
            "the values are not locked where they are struck");
  EXPECT_EQ(flaw_of("r1c2,r1c4 naked pair 46 in row 1: r1c5 <> 4,6"),
            "the cells hold other values");
  EXPECT_EQ(flaw_of("r3c2 <> 6: X-wing 6 in rows 1,2 and columns 2,3"),
            "a base line has a place outside the cover lines");
  EXPECT_EQ(flaw_of("r1c2 <> 4: forcing chain, r1c2 = 4 leads to a contradiction"),
            "the assumption leads to no contradiction");
  EXPECT_EQ(flaw_of("r1c4 <> 9: forcing chain from r1c2, each candidate leads there"),
            "a side does not lead there");
  EXPECT_EQ(flaw_of("r1c5 <> 8,9: unique rectangle type 1 89 in r1c4,r1c5,r2c4,r2c5, as the "
                    "puzzle has one solution"),
            "a corner lacks the pair");
  EXPECT_EQ(flaw_of("r1c5 <> 6: skyscraper 6 in r1c2,r2c3 connected by r2c1,r1c6"),
            "a link is not strong");
  EXPECT_EQ(flaw_of("r1c5 <> 6: XY-wing 469 with pivot r1c2 and pincers r1c4,r2c2"),
            "the cells do not hold a wing's values");
  EXPECT_EQ(flaw_of("r1c5 <> 6: WXYZ-wing 4689 with pivot r1c2 and pincers r1c4,r2c2,r1c6"),
            "the cells do not hold as many values as there are cells");
  EXPECT_EQ(flaw_of("r1c5 <> 6: X-chain (6)r1c2=(6)r2c1-(6)r2c3=(6)r1c6"),
            "a strong link is not strong");
  EXPECT_EQ(flaw_of("r1c2 <> 4: AIC (9)r1c4=(8)r1c4-(8)r1c5=(6)r1c5"),
            "a strong link is not strong");
  EXPECT_EQ(flaw_of("r1c5 <> 8: W-wing 89 in r1c4,r2c5 connected by 9 in r1c6,r2c6"),
            "the cells do not hold the two values only");
  EXPECT_EQ(flaw_of("r5c2 <> 6: empty rectangle 6 in box 1 with r1c2=r5c2"),
            "the link is not strong");
  EXPECT_EQ(flaw_of("r1c5 <> 6: simple colouring 6 with colours r1c2 and r2c1"),
            "not the colours of a cluster");
  EXPECT_EQ(flaw_of("r1c2 = 4: BUG+1, as the puzzle has one solution"),
            "not every other empty cell holds two candidates");
  EXPECT_EQ(flaw_of("r1c7 <> 3: Sue de Coq 389 in r1c5,r1c6 with r1c8 in row 1 and r2c5 in box 2"),
            "the crossing does not hold the values named, two more than cells");
  EXPECT_EQ(flaw_of("r1c7 <> 3: Sue de Coq 3689 in r1c5,r1c6 with r1c4 in row 1 and r2c5 in box 2"),
            "a companion lies outside its unit, or in the other");
  EXPECT_EQ(flaw_of("r1c2,r1c4 hidden pair 46 in row 1: r1c4 <> 8"),
            "a value has a place outside the cells");
  EXPECT_EQ(contradiction_flaw(now, geometry, "r1c2 has no candidate left", reader),
            "the cell has a candidate");
  EXPECT_EQ(contradiction_flaw(now, geometry, "4 has no place left in row 1", reader),
            "the value has a place");
}

}  // namespace
}  // namespace sudoku::testing
