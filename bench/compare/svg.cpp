// The SVG chart: for each puzzle a group of bars, one per variant, their height the median
// processor time on a log scale; a pale bar stopped at the node limit. Each stage has a colour
// family and each of its variants a shade of it, the legend wraps keeping a stage together, and
// the puzzles go on as many rows of groups as keep the chart narrower than a screen, so that
// any number of variants stays readable. Written by hand: a browser opens it as it is, and
// nothing is needed to draw it.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <ostream>

#include "compare.hpp"
#include "sudoku/figures.hpp"

namespace sudoku::compare {

namespace {

// The chart's geometry, in pixels.
constexpr double kMostWidth = 1200;          // wider than this, the puzzles go on more rows
constexpr double kLeast = 640;               // room for the title and a legend entry
constexpr double kLeft = 70, kRight = 20;    // the scale's labels; the margin
constexpr double kPlot = 240, kNames = 110;  // a row's bars; its puzzles' names, slanted
constexpr double kGap = 12;                  // between two puzzles' groups of bars
constexpr double kLegendTop = 44, kLegendRow = 18;
// At most the width of a character at 11 px in a sans-serif font: a legend entry's room.
constexpr double kCharWidth = 7;

// The colour families, one per stage in the order of the comparison: its darkest and lightest
// shade, as red, green and blue. They stay apart in print too.
struct Family {
  std::array<int, 3> dark, light;
};
constexpr Family kFamilies[] = {
    {{0, 109, 44}, {116, 196, 118}},   // greens
    {{166, 54, 3}, {253, 141, 60}},    // oranges
    {{84, 39, 143}, {158, 154, 200}},  // purples
    {{8, 69, 148}, {107, 174, 214}},   // blues
    {{140, 81, 10}, {216, 179, 101}},  // browns
    {{37, 37, 37}, {150, 150, 150}}};  // greys, and again for more stages

// Text as XML wants it.
std::string escaped(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

// A line of the scale: 1 µs, 10 µs, 100 µs, 1 ms, ... for 10 to the power `decade` seconds.
std::string decade_label(int decade) {
  constexpr const char* kUnits[] = {"ns", "µs", "ms", "s"};
  const int unit = std::clamp(decade >= -9 ? (decade + 9) / 3 : 0, 0, 3);
  const int zeros = std::max(decade + 9 - 3 * unit, 0);  // 0 to 2, more for many seconds
  return "1" + std::string(static_cast<std::size_t>(zeros), '0') + " " + kUnits[unit];
}

// A number for an attribute, to a tenth of a pixel.
std::string px(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

// The stages of a comparison in order of appearance, and for each variant the index of its
// stage there.
struct Stages {
  std::vector<std::string> names;
  std::vector<std::size_t> of_variant;
};

Stages stages_of(const Comparison& comparison) {
  Stages stages;
  for (const std::string& stage : comparison.stages) {
    auto found = std::ranges::find(stages.names, stage);
    if (found == stages.names.end()) found = stages.names.insert(found, stage);
    stages.of_variant.push_back(static_cast<std::size_t>(found - stages.names.begin()));
  }
  return stages;
}

// Each variant's colour: its stage's family, a shade from dark to light by its place among the
// stage's variants.
std::vector<std::string> colours_of(const Stages& stages) {
  std::vector<std::string> colours;
  for (std::size_t v = 0; v < stages.of_variant.size(); ++v) {
    const std::size_t stage = stages.of_variant[v];
    const auto first = stages.of_variant.begin();
    const auto place = std::count(first, first + static_cast<std::ptrdiff_t>(v), stage);
    const auto count = std::ranges::count(stages.of_variant, stage);
    const double t = count > 1 ? static_cast<double>(place) / static_cast<double>(count - 1) : 0;
    const Family& family = kFamilies[std::min(stage, std::size(kFamilies) - 1)];
    const auto shade = [&](std::size_t part) {
      return static_cast<int>(
          std::lround(family.dark[part] + t * (family.light[part] - family.dark[part])));
    };
    char colour[8];
    std::snprintf(colour, sizeof colour, "#%02x%02x%02x", shade(0), shade(1), shade(2));
    colours.push_back(colour);
  }
  return colours;
}

// Where each variant's legend entry goes, x and y: in order, wrapped where it meets the right
// edge; a stage whose entries do not fit in what is left of a row starts the next one.
std::vector<std::array<double, 2>> legend_places(const Comparison& comparison, const Stages& stages,
                                                 double width) {
  const std::size_t variants = comparison.variants.size();
  const auto room = [&](std::size_t v) {
    return 14 + kCharWidth * static_cast<double>(comparison.variants[v].size()) + 16;
  };
  std::vector<std::array<double, 2>> places(variants);
  double x = kLeft, y = kLegendTop;
  for (std::size_t v = 0; v < variants; ++v) {
    const bool stage_starts = v == 0 || stages.of_variant[v] != stages.of_variant[v - 1];
    double needed = room(v);  // the entry, or at a stage's first the stage's entries
    for (std::size_t next = v + 1;
         stage_starts && next < variants && stages.of_variant[next] == stages.of_variant[v];
         ++next) {
      needed += room(next);
    }
    if (x > kLeft && x + std::min(needed, width - kRight - kLeft) > width - kRight) {
      x = kLeft;
      y += kLegendRow;
    }
    places[v] = {x, y};
    x += room(v);
  }
  return places;
}

}  // namespace

void write_svg(const Comparison& comparison, std::ostream& out) {
  const std::size_t variants = comparison.variants.size(), puzzles = comparison.puzzles.size();
  const Stages stages = stages_of(comparison);
  const std::vector<std::string> colours = colours_of(stages);

  // The groups of bars: as many a row as fit in kMostWidth, the rows balanced.
  const double bar = variants <= 8 ? 10 : std::max(4.0, 80.0 / static_cast<double>(variants));
  const double group = static_cast<double>(variants) * bar + kGap;
  const auto fit = static_cast<std::size_t>(std::max(1.0, (kMostWidth - kLeft - kRight) / group));
  const std::size_t rows = std::max<std::size_t>(1, (puzzles + fit - 1) / fit);
  const std::size_t per_row = (puzzles + rows - 1) / rows;
  const double width = std::max(kLeast, kLeft + static_cast<double>(per_row) * group + kRight);

  const std::vector<std::array<double, 2>> entry_at = legend_places(comparison, stages, width);
  const double legend_end = (entry_at.empty() ? kLegendTop : entry_at.back()[1]) + kLegendRow;
  const double plots_top = legend_end + 20;
  const double height = plots_top + static_cast<double>(rows) * (kPlot + kNames);

  // The decades the times span, at least one.
  double fastest = 1, slowest = 1e-6;
  for (const std::vector<Measure>& row : comparison.measures) {
    for (const Measure& measure : row) {
      fastest = std::min(fastest, std::max(measure.time.cpu, 1e-9));
      slowest = std::max(slowest, measure.time.cpu);
    }
  }
  const int low = static_cast<int>(std::floor(std::log10(fastest)));
  const int high = std::max(low + 1, static_cast<int>(std::ceil(std::log10(slowest))));
  // The height above a row's baseline of a bar for `seconds`.
  const auto rise = [&](double seconds) {
    const double decades = std::log10(std::max(seconds, 1e-9)) - low;
    return kPlot * std::clamp(decades / (high - low), 0.0, 1.0);
  };

  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << px(width) << "\" height=\""
      << px(height) << "\" font-family=\"sans-serif\" font-size=\"11\">\n"
      << "<title>Median processor time of a solve, per puzzle and stage</title>\n"
      << "<text x=\"" << px(kLeft) << "\" y=\"16\" font-size=\"14\">Median processor time of a "
      << "solve, per puzzle</text>\n"
      << "<text x=\"" << px(kLeft) << "\" y=\"32\" fill=\"#555\">log scale; pale bars stopped at "
      << "the node limit; a bar's tooltip gives its figures</text>\n";
  for (std::size_t v = 0; v < variants; ++v) {
    const auto [x, top] = entry_at[v];
    out << "<g class=\"legend\"><rect x=\"" << px(x) << "\" y=\"" << px(top) << "\" width=\"10\" "
        << "height=\"10\" fill=\"" << colours[v] << "\"/><text x=\"" << px(x + 14) << "\" y=\""
        << px(top + 9) << "\">" << escaped(comparison.variants[v]) << "</text></g>\n";
  }
  for (std::size_t row = 0; row < rows; ++row) {
    const double base = plots_top + static_cast<double>(row) * (kPlot + kNames) + kPlot;
    for (int decade = low; decade <= high; ++decade) {  // the scale
      const double at = base - rise(std::pow(10.0, decade));
      out << "<line x1=\"" << px(kLeft) << "\" x2=\"" << px(width - kRight) << "\" y1=\"" << px(at)
          << "\" y2=\"" << px(at) << "\" stroke=\"#ddd\"/><text x=\"" << px(kLeft - 6) << "\" y=\""
          << px(at + 4) << "\" text-anchor=\"end\">" << decade_label(decade) << "</text>\n";
    }
    for (std::size_t p = row * per_row; p < std::min(puzzles, (row + 1) * per_row); ++p) {
      const double left = kLeft + static_cast<double>(p - row * per_row) * group + kGap / 2;
      for (std::size_t v = 0; v < variants; ++v) {
        const Measure& measure = comparison.measures[v][p];
        const double tall = rise(measure.time.cpu);
        out << "<rect class=\"bar\" x=\"" << px(left + static_cast<double>(v) * bar) << "\" y=\""
            << px(base - tall) << "\" width=\"" << px(bar - 1) << "\" height=\"" << px(tall)
            << "\" fill=\"" << colours[v] << '"' << (solved(measure) ? "" : " fill-opacity=\"0.3\"")
            << "><title>" << escaped(comparison.variants[v]) << " on "
            << escaped(comparison.puzzles[p].name) << ": " << duration(measure.time.cpu)
            << " (wall " << duration(measure.time.wall) << "), "
            << grouped(static_cast<double>(measure.nodes)) << " nodes, "
            << (measure.wrong ? "wrong answer" : outcome_name(measure.outcome))
            << "</title></rect>\n";
      }
      const double x = left + static_cast<double>(variants) * bar / 2;
      out << "<text transform=\"rotate(-45 " << px(x) << ' ' << px(base + 12) << ")\" x=\"" << px(x)
          << "\" y=\"" << px(base + 12) << "\" text-anchor=\"end\">"
          << escaped(comparison.puzzles[p].name) << " ("
          << size_name(comparison.puzzles[p].grid.side()) << ")</text>\n";
    }
  }
  out << "</svg>\n";
}

}  // namespace sudoku::compare
