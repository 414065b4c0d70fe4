// X-chains, XY-chains and alternating inference chains (AIC): nodes (a value in a cell, or in a
// group of cells of one box and one line) joined by links that alternate strong (one of the two
// is true) and weak (not both). A chain that starts and ends on a strong link makes one of its two
// ends true, so a candidate weakly linked to both ends is false. The three differ in the links
// they may use; one search finds the shortest chain of each.

#include <algorithm>
#include <iterator>
#include <span>
#include <utility>
#include <vector>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

// The links a kind of chain may use.
struct ChainRules {
  bool unit_links;    // strong: a value with two places in a unit (X-chain, AIC)
  bool cell_links;    // strong: a cell with two candidates (XY-chain, AIC)
  bool groups;        // nodes of several cells of one box and line (AIC)
  bool in_cell_weak;  // weak: two candidates of one cell (AIC)
  bool same_ends;     // the two ends hold one value (X-chain and XY-chain)
};

// A node: a value in one cell, or in the cells of a box and a line that hold it.
struct Node {
  int value;
  int first;  // where its cells start in the graph's list of cells
  int size;   // how many cells it has
};

// The links from each node, in one list: those of node n are to_[begin_[n]] up to (without)
// to_[begin_[n + 1]].
class Links {
 public:
  Links() = default;
  // The links of `count` nodes, from pairs (from, to), repeats dropped.
  Links(int count, std::vector<std::pair<int, int>> pairs) : begin_(index(count) + 1, 0) {
    std::ranges::sort(pairs);
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    for (const auto& [from, to] : pairs) {
      ++begin_[index(from) + 1];
      to_.push_back(to);
    }
    for (std::size_t n = 1; n < begin_.size(); ++n) begin_[n] += begin_[n - 1];
  }

  // The nodes linked from `node`.
  std::span<const int> of(int node) const {
    return std::span(to_).subspan(begin_[index(node)],
                                  begin_[index(node) + 1] - begin_[index(node)]);
  }

 private:
  static std::size_t index(int n) { return static_cast<std::size_t>(n); }

  std::vector<std::size_t> begin_;
  std::vector<int> to_;
};

// The nodes of a board and their links, under some rules.
class Graph {
 public:
  Graph(const Board& board, const ChainRules& rules)
      : board_(board),
        rules_(rules),
        single_(static_cast<std::size_t>(board.geometry().cell_count() * board.side()), -1) {
    const Geometry& geometry = board.geometry();
    for (int cell = 0; cell < geometry.cell_count(); ++cell) {
      for (const int value : board.candidates(cell)) {
        single_[slot(cell, value)] = static_cast<int>(nodes_.size());
        add_node(value, std::vector<int>{cell});
      }
    }
    if (rules.groups) add_groups();
    std::vector<std::pair<int, int>> pairs;
    if (rules.unit_links) add_unit_links(pairs);
    if (rules.cell_links) add_cell_links(pairs);
    strong_ = Links(static_cast<int>(nodes_.size()), pairs);
    add_weak_links();
  }

  int size() const { return static_cast<int>(nodes_.size()); }
  const Node& node(int index) const { return nodes_[static_cast<std::size_t>(index)]; }
  // The cells of `node`, in reading order.
  std::span<const int> cells(int node) const {
    const Node& of = this->node(node);
    return std::span(cells_).subspan(static_cast<std::size_t>(of.first),
                                     static_cast<std::size_t>(of.size));
  }
  // The nodes joined to `node` by a strong link.
  std::span<const int> strong(int node) const { return strong_.of(node); }
  // The nodes with a strong link joined to `node` by a weak link.
  std::span<const int> weak(int node) const { return weak_.of(node); }

 private:
  // Where the node of `value` in `cell` alone is kept in single_.
  std::size_t slot(int cell, int value) const {
    return static_cast<std::size_t>(cell * board_.side() + value - 1);
  }

  void add_node(int value, std::span<const int> cells) {
    nodes_.push_back({value, static_cast<int>(cells_.size()), static_cast<int>(cells.size())});
    cells_.insert(cells_.end(), cells.begin(), cells.end());
  }

  // The index of the node of `value` in `cells`, or -1.
  int find(int value, std::span<const int> cells) const {
    if (cells.size() == 1) return single_[slot(cells[0], value)];
    for (const int group : groups_) {
      if (node(group).value == value && std::ranges::equal(this->cells(group), cells)) return group;
    }
    return -1;
  }

  // A group for each box, line crossing it and value with two places or more where they cross.
  void add_groups() {
    const Geometry& geometry = board_.geometry();
    for (int box = 2 * board_.side(); box < geometry.unit_count(); ++box) {
      for (int value = 1; value <= board_.side(); ++value) {
        std::vector<int> held;
        for (const int cell : geometry.cells(box)) {
          if (board_.candidates(cell).contains(value)) held.push_back(cell);
        }
        for (const std::size_t kind : {0U, 1U}) {  // the box's rows, then its columns
          for (std::size_t i = 0; i < held.size(); ++i) {
            const int line = geometry.units_of(held[i])[kind];
            std::vector<int> cells;
            for (const int cell : held) {
              if (geometry.units_of(cell)[kind] == line) cells.push_back(cell);
            }
            if (cells.size() < 2 || cells.front() != held[i]) continue;  // made from its first
            groups_.push_back(static_cast<int>(nodes_.size()));
            add_node(value, cells);
          }
        }
      }
    }
  }

  // A unit whose places for a value are two nodes: those two, linked.
  void add_unit_links(std::vector<std::pair<int, int>>& pairs) const {
    const Geometry& geometry = board_.geometry();
    for (int unit = 0; unit < geometry.unit_count(); ++unit) {
      for (int value = 1; value <= board_.side(); ++value) {
        const std::vector<int> found = places(board_, unit, value);
        if (found.size() < 2) continue;
        // The first place alone, or in a group, against the rest.
        std::vector<int> parts{find(value, std::span(found).first(1))};
        for (const int group : groups_) {
          if (node(group).value == value && cells(group).front() == found.front()) {
            parts.push_back(group);
          }
        }
        for (const int part : parts) {
          if (!std::ranges::includes(found, cells(part))) continue;
          std::vector<int> rest;
          std::ranges::set_difference(found, cells(part), std::back_inserter(rest));
          const int other = rest.empty() ? -1 : find(value, rest);
          if (other < 0) continue;
          pairs.emplace_back(part, other);
          pairs.emplace_back(other, part);
        }
      }
    }
  }

  // A cell with two candidates: its two nodes, linked.
  void add_cell_links(std::vector<std::pair<int, int>>& pairs) const {
    for (int cell = 0; cell < board_.geometry().cell_count(); ++cell) {
      const ValueSet held = board_.candidates(cell);
      if (held.count() != 2) continue;
      const int low = single_[slot(cell, held.lowest())];
      const int high = single_[slot(cell, (held - ValueSet::only(held.lowest())).lowest())];
      pairs.emplace_back(low, high);
      pairs.emplace_back(high, low);
    }
  }

  // The weak links between nodes that have a strong link: only those can go on a chain. Two
  // nodes of one value are joined when their cells all see each other; two of one cell, under
  // the rules that allow it.
  void add_weak_links() {
    std::vector<std::vector<int>> linked(static_cast<std::size_t>(board_.side()) + 1);
    for (int n = 0; n < size(); ++n) {
      if (!strong(n).empty()) linked[static_cast<std::size_t>(node(n).value)].push_back(n);
    }
    const Geometry& geometry = board_.geometry();
    std::vector<std::pair<int, int>> pairs;
    for (const std::vector<int>& of_value : linked) {
      for (const int a : of_value) {
        for (const int b : of_value) {
          const bool all_see = std::ranges::all_of(cells(a), [&](int p) {
            return std::ranges::all_of(cells(b), [&](int q) { return sees(geometry, p, q); });
          });
          if (a != b && all_see) pairs.emplace_back(a, b);
        }
      }
    }
    for (int cell = 0; rules_.in_cell_weak && cell < geometry.cell_count(); ++cell) {
      for (const int a : board_.candidates(cell)) {
        for (const int b : board_.candidates(cell)) {
          const int first = single_[slot(cell, a)], second = single_[slot(cell, b)];
          if (a != b && !strong(first).empty() && !strong(second).empty()) {
            pairs.emplace_back(first, second);
          }
        }
      }
    }
    weak_ = Links(size(), std::move(pairs));
  }

  const Board& board_;
  const ChainRules& rules_;
  std::vector<Node> nodes_;
  std::vector<int> cells_;   // the nodes' cells, node after node
  std::vector<int> single_;  // the node of each value alone in each cell (see slot()), or -1
  std::vector<int> groups_;  // the nodes of several cells
  Links strong_;
  Links weak_;
};

// A chain found, and what it strikes.
struct Found {
  std::vector<int> nodes;  // the chain, from one end to the other
  std::vector<int> cells;  // the cells struck
  ValueSet values;         // the values struck
};

// The candidates weakly linked to both ends `a` and `b` of a chain (cells, and one set of
// values struck from each), outside the chain: empty when there is none.
Found strikes(const Board& board, const Graph& graph, int a, int b) {
  const Node &first = graph.node(a), &last = graph.node(b);
  const std::span<const int> first_cells = graph.cells(a), last_cells = graph.cells(b);
  const Geometry& geometry = board.geometry();
  Found found;
  const auto in_ends = [&](int cell) {
    return std::ranges::count(first_cells, cell) + std::ranges::count(last_cells, cell) != 0;
  };
  if (first.value == last.value) {
    for (const int cell : geometry.peers(first_cells[0])) {
      if (in_ends(cell) || !board.candidates(cell).contains(first.value)) continue;
      const bool both =
          std::ranges::all_of(first_cells, [&](int p) { return sees(geometry, p, cell); }) &&
          std::ranges::all_of(last_cells, [&](int p) { return sees(geometry, p, cell); });
      if (both) found.cells.push_back(cell);
    }
    if (!found.cells.empty()) found.values = ValueSet::only(first.value);
    return found;
  }
  if (first.size != 1 || last.size != 1) return found;
  const int p = first_cells[0], q = last_cells[0];
  if (p == q) {  // one of two values of the cell: the others go
    const ValueSet others =
        board.candidates(p) - ValueSet::only(first.value) - ValueSet::only(last.value);
    if (!others.empty()) found = {{}, {p}, others};
  } else if (sees(geometry, p, q)) {  // each end's value leaves the other end's cell
    if (board.candidates(p).contains(last.value)) {
      found = {{}, {p}, ValueSet::only(last.value)};
    } else if (board.candidates(q).contains(first.value)) {
      found = {{}, {q}, ValueSet::only(first.value)};
    }
  }
  return found;
}

// The breadth-first search for chains over a graph: state 2n is "node n false" (reached by a weak
// link, or the start), 2n + 1 "node n true" (reached by a strong link). Its tables serve every
// start of one pass.
class ChainSearch {
 public:
  ChainSearch(const Board& board, const Graph& graph, const ChainRules& rules)
      : board_(board),
        graph_(graph),
        rules_(rules),
        from_(2 * static_cast<std::size_t>(graph.size()), kUnseen),
        length_(2 * static_cast<std::size_t>(graph.size()), 0) {}

  // The shortest chain from node `start`, of at most `longest` nodes, that strikes something;
  // none (no cells) when there is none.
  Found shortest_from(int start, std::size_t longest) {
    for (const int state : reached_) from_[index(state)] = kUnseen;
    reached_.clear();
    reach(2 * start, kStart, 1);
    for (std::size_t next = 0; next < reached_.size(); ++next) {
      const int state = reached_[next];
      const int node = state / 2;
      const std::size_t nodes = length_[index(state)];
      if (state % 2 == 1 && nodes >= 4 &&
          (!rules_.same_ends || graph_.node(start).value == graph_.node(node).value)) {
        Found found = strikes(board_, graph_, start, node);
        if (!found.cells.empty()) {
          for (int at = state; at != kStart; at = from_[index(at)]) found.nodes.push_back(at / 2);
          std::ranges::reverse(found.nodes);
          return found;
        }
      }
      if (nodes >= longest) continue;
      // From a false node, the other end of each strong link is true; from a true node, each
      // node it rules out is false.
      const bool now_false = state % 2 == 0;
      for (const int other : now_false ? graph_.strong(node) : graph_.weak(node)) {
        const int after = 2 * other + (now_false ? 1 : 0);
        if (from_[index(after)] != kUnseen) continue;
        // The node reached in the other truth may be on this chain: a chain uses a node once.
        if (from_[index(after ^ 1)] != kUnseen && on_path(state, other)) continue;
        reach(after, state, nodes + 1);
      }
    }
    return {};
  }

 private:
  static constexpr int kUnseen = -2, kStart = -1;

  static std::size_t index(int state) { return static_cast<std::size_t>(state); }

  void reach(int state, int from, std::size_t nodes) {
    from_[index(state)] = from;
    length_[index(state)] = nodes;
    reached_.push_back(state);
  }

  // True when the chain that ends in `state` holds `node` (a chain uses a node once).
  bool on_path(int state, int node) const {
    for (; state != kStart; state = from_[index(state)]) {
      if (state / 2 == node) return true;
    }
    return false;
  }

  const Board& board_;
  const Graph& graph_;
  const ChainRules& rules_;
  std::vector<int> from_;            // the state each was reached from, kStart or kUnseen
  std::vector<std::size_t> length_;  // the nodes of the chain ending in each state
  std::vector<int> reached_;         // the states reached from this start, in order: the queue
};

// The links each kind of chain may use.
ChainRules rules_of(ChainKind kind) {
  switch (kind) {
    case ChainKind::X:
      return {.unit_links = true,
              .cell_links = false,
              .groups = false,
              .in_cell_weak = false,
              .same_ends = true};
    case ChainKind::XY:
      return {.unit_links = false,
              .cell_links = true,
              .groups = false,
              .in_cell_weak = false,
              .same_ends = true};
    case ChainKind::Alternating:
      break;
  }
  return {.unit_links = true,
          .cell_links = true,
          .groups = true,
          .in_cell_weak = true,
          .same_ends = false};
}

}  // namespace

Progress chains_within(Board& board, Journal& journal, const ExtraTechnique& technique,
                       ChainKind kind, std::size_t most_nodes) {
  // Above 16x16 a pass, whose links grow as the square of the candidates, costs more than the
  // guesses it saves.
  if (board.side() > 16) return Progress::NoChange;
  const ChainRules rules = rules_of(kind);
  const Graph graph(board, rules);
  ChainSearch search(board, graph, rules);
  Found best;
  std::size_t longest = std::min(2 * static_cast<std::size_t>(board.side()), most_nodes);
  for (int start = 0; start < graph.size() && longest >= 4; ++start) {
    if (graph.strong(start).empty()) continue;
    Found found = search.shortest_from(start, longest);
    if (found.cells.empty()) continue;
    longest = found.nodes.size() - 1;  // only a shorter chain is worth finding now
    best = std::move(found);
  }
  if (best.cells.empty()) return Progress::NoChange;
  std::vector<int> pattern;
  std::vector<ChainNode> nodes;
  for (const int index : best.nodes) {
    const std::span<const int> cells = graph.cells(index);
    pattern.insert(pattern.end(), cells.begin(), cells.end());
    nodes.push_back({.value = graph.node(index).value, .size = graph.node(index).size});
  }
  std::vector<int> touched;
  return stage4::strike(board, journal, technique,
                        {.unit = -1, .cells = pattern, .values = best.values, .chain = nodes},
                        best.cells, best.values, touched);
}

Progress x_chains(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return chains_within(board, journal, technique, ChainKind::X, kAnyLength);
}

Progress xy_chains(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return chains_within(board, journal, technique, ChainKind::XY, kAnyLength);
}

Progress alternating_chains(Board& board, Journal& journal, const ExtraTechnique& technique) {
  return chains_within(board, journal, technique, ChainKind::Alternating, kAnyLength);
}

}  // namespace sudoku::advanced
