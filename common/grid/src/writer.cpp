#include "sudoku/writer.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "sudoku/checker.hpp"
#include "sudoku/names.hpp"
#include "sudoku/symbols.hpp"

namespace sudoku {

namespace {

// Draws rows of cell texts, each padded to `width`, with lines between boxes.
std::string draw_boxes(const Grid& grid, const std::vector<std::string>& texts, std::size_t width) {
  const int side = grid.side();
  const int box = grid.box();
  const auto box_width = static_cast<std::size_t>(box) * (width + 1) - 1;
  std::string rule;
  for (int b = 0; b < box; ++b) rule += (b ? "-+-" : "") + std::string(box_width, '-');
  std::string out;
  for (int row = 0; row < side; ++row) {
    if (row > 0 && row % box == 0) out += rule + "\n";
    for (int col = 0; col < side; ++col) {
      if (col > 0) out += col % box == 0 ? " | " : " ";
      std::string text = texts[static_cast<std::size_t>(row * side + col)];
      text.resize(width, ' ');
      out += text;
    }
    while (out.ends_with(' ')) out.pop_back();
    out += "\n";
  }
  return out;
}

}  // namespace

std::optional<OutputFormat> parse_output_format(std::string_view name) {
  static constexpr std::array<Named<OutputFormat>, 3> kNames{
      {{OutputFormat::Line, "line"}, {OutputFormat::Sku, "sku"}, {OutputFormat::Pretty, "pretty"}}};
  return value_named(kNames, name);
}

std::string to_line(const Grid& grid) {
  std::string out;
  out.reserve(static_cast<std::size_t>(grid.cell_count()));
  for (const std::uint8_t value : grid.values()) out += symbol_of(value, '.');
  return out;
}

std::string to_sku(const Grid& grid) {
  std::string out;
  for (int row = 0; row < grid.side(); ++row) {
    for (int col = 0; col < grid.side(); ++col) {
      if (col > 0) out += ' ';
      out += symbol_of(grid.at(row, col), '_');
    }
    out += '\n';
  }
  return out;
}

std::string to_pretty(const Grid& grid) {
  std::vector<std::string> texts;
  for (const std::uint8_t value : grid.values()) texts.emplace_back(1, symbol_of(value, '.'));
  return draw_boxes(grid, texts, 1);
}

std::string to_candidates(const Grid& grid) {
  std::vector<std::string> texts;
  std::size_t width = 1;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    std::string text;
    if (grid[cell] != 0) {
      text = symbol_of(grid[cell]);
    } else {
      text = symbols_of(open_values(grid, cell));
      if (text.empty()) text = "!";
    }
    width = std::max(width, text.size());
    texts.push_back(std::move(text));
  }
  return draw_boxes(grid, texts, width);
}

std::string write_grid(const Grid& grid, OutputFormat format) {
  switch (format) {
    case OutputFormat::Line:
      return to_line(grid);
    case OutputFormat::Sku:
      return to_sku(grid);
    case OutputFormat::Pretty:
      return to_pretty(grid);
  }
  return {};
}

}  // namespace sudoku
