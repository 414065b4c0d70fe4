// Simple colouring: the strong links of one value (units where it has two places) make clusters
// of cells, each coloured in two colours so that the two ends of a link differ. In a cluster,
// either every cell of one colour holds the value or every cell of the other does. A colour with
// two cells that see each other is false (a wrap: its cells lose the value); a cell outside the
// cluster that sees both colours loses it (a trap).

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

// The cells of `value` joined to each cell by a strong link, for every cell (empty lists for the
// cells without one).
std::vector<std::vector<int>> strong_neighbours(const Board& board, int value) {
  const Geometry& geometry = board.geometry();
  std::vector<std::vector<int>> joined(static_cast<std::size_t>(geometry.cell_count()));
  for (const auto& [first, second] : strong_links(board, value)) {
    for (const auto& [from, to] : {std::pair{first, second}, {second, first}}) {
      std::vector<int>& list = joined[static_cast<std::size_t>(from)];
      if (std::ranges::count(list, to) == 0) list.push_back(to);
    }
  }
  return joined;
}

// The two colours of the cluster of `start`, each in reading order: the cells an even number of
// links away, and those an odd number away.
std::array<std::vector<int>, 2> colours_of(const std::vector<std::vector<int>>& joined, int start,
                                           std::vector<int>& colour) {
  std::vector<int> queue{start};
  colour[static_cast<std::size_t>(start)] = 0;
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const int cell = queue[next];
    for (const int other : joined[static_cast<std::size_t>(cell)]) {
      if (colour[static_cast<std::size_t>(other)] >= 0) continue;
      colour[static_cast<std::size_t>(other)] = 1 - colour[static_cast<std::size_t>(cell)];
      queue.push_back(other);
    }
  }
  std::array<std::vector<int>, 2> colours;
  for (const int cell : queue)
    colours[static_cast<std::size_t>(colour[static_cast<std::size_t>(cell)])].push_back(cell);
  for (std::vector<int>& cells : colours) std::ranges::sort(cells);
  return colours;
}

// True when two cells of `cells` see each other.
bool clash(const Geometry& geometry, const std::vector<int>& cells) {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    for (std::size_t j = i + 1; j < cells.size(); ++j) {
      if (sees(geometry, cells[i], cells[j])) return true;
    }
  }
  return false;
}

}  // namespace

Progress simple_colouring(Board& board, Journal& journal, const ExtraTechnique& technique) {
  const Geometry& geometry = board.geometry();
  std::vector<int> touched;
  for (int value = 1; value <= board.side(); ++value) {
    const std::vector<std::vector<int>> joined = strong_neighbours(board, value);
    std::vector<int> colour(static_cast<std::size_t>(geometry.cell_count()), -1);
    for (int start = 0; start < geometry.cell_count(); ++start) {
      if (joined[static_cast<std::size_t>(start)].empty() ||
          colour[static_cast<std::size_t>(start)] >= 0) {
        continue;
      }
      const std::array<std::vector<int>, 2> colours = colours_of(joined, start, colour);
      std::vector<int> pattern = colours[0];
      pattern.insert(pattern.end(), colours[1].begin(), colours[1].end());
      const std::vector<ChainNode> nodes{
          {.value = value, .size = static_cast<int>(colours[0].size())},
          {.value = value, .size = static_cast<int>(colours[1].size())}};
      const stage4::Pattern why{
          .unit = -1, .cells = pattern, .values = ValueSet::only(value), .chain = nodes};
      for (const std::vector<int>& cells : colours) {  // a wrap
        if (clash(geometry, cells)) {
          return stage4::strike(board, journal, technique, why, cells, ValueSet::only(value),
                                touched);
        }
      }
      std::vector<int> trapped;
      for (int cell = 0; cell < geometry.cell_count(); ++cell) {
        const bool coloured = std::ranges::binary_search(colours[0], cell) ||
                              std::ranges::binary_search(colours[1], cell);
        if (coloured || !board.candidates(cell).contains(value)) continue;
        const auto seen = [&](const std::vector<int>& cells) {
          return std::ranges::any_of(cells, [&](int other) { return sees(geometry, cell, other); });
        };
        if (seen(colours[0]) && seen(colours[1])) trapped.push_back(cell);
      }
      if (!trapped.empty()) {
        return stage4::strike(board, journal, technique, why, trapped, ValueSet::only(value),
                              touched);
      }
    }
  }
  return Progress::NoChange;
}

}  // namespace sudoku::advanced
