// The SVG chart: for each puzzle a group of bars, one per variant, their height the median time
// on a log scale; a pale bar stopped at the node limit. Written by hand: a browser opens it as it
// is, and nothing is needed to draw it.

#include <algorithm>
#include <cmath>
#include <ostream>

#include "compare.hpp"
#include "sudoku/figures.hpp"

namespace sudoku::compare {

namespace {

// The chart's geometry, in pixels.
constexpr double kBar = 10, kGap = 12, kLeft = 70, kTop = 60, kPlot = 300, kBottom = 120;

// A colour for each variant, told apart in print too.
constexpr const char* kColours[] = {"#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e",
                                    "#e6ab02", "#a6761d", "#666666", "#1f78b4", "#b2df8a"};

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

}  // namespace

void write_svg(const Comparison& comparison, std::ostream& out) {
  const std::size_t variants = comparison.variants.size(), puzzles = comparison.puzzles.size();
  // The decades the times span, at least one.
  double fastest = 1, slowest = 1e-6;
  for (const std::vector<Measure>& row : comparison.measures) {
    for (const Measure& measure : row) {
      fastest = std::min(fastest, std::max(measure.seconds, 1e-9));
      slowest = std::max(slowest, measure.seconds);
    }
  }
  const int low = static_cast<int>(std::floor(std::log10(fastest)));
  const int high = std::max(low + 1, static_cast<int>(std::ceil(std::log10(slowest))));
  const auto y_of = [&](double seconds) {
    const double decades = std::log10(std::max(seconds, 1e-9)) - low;
    return kTop + kPlot - kPlot * std::clamp(decades / (high - low), 0.0, 1.0);
  };
  const double group = static_cast<double>(variants) * kBar + kGap;
  const double width = kLeft + static_cast<double>(puzzles) * group + 20;
  const double height = kTop + kPlot + kBottom;

  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << px(width) << "\" height=\""
      << px(height) << "\" font-family=\"sans-serif\" font-size=\"11\">\n"
      << "<title>Median solve time per puzzle and stage</title>\n"
      << "<text x=\"" << px(kLeft) << "\" y=\"16\" font-size=\"14\">Median solve time per puzzle "
      << "(log scale; pale bars stopped at the node limit)</text>\n";
  for (std::size_t v = 0; v < variants; ++v) {  // the legend
    const double x = kLeft + static_cast<double>(v) * 150;
    out << "<rect x=\"" << px(x) << "\" y=\"28\" width=\"10\" height=\"10\" fill=\""
        << kColours[v % std::size(kColours)] << "\"/><text x=\"" << px(x + 14) << "\" y=\"37\">"
        << escaped(comparison.variants[v]) << "</text>\n";
  }
  for (int decade = low; decade <= high; ++decade) {  // the scale
    const double y = y_of(std::pow(10.0, decade));
    out << "<line x1=\"" << px(kLeft) << "\" x2=\"" << px(width - 20) << "\" y1=\"" << px(y)
        << "\" y2=\"" << px(y) << "\" stroke=\"#ddd\"/><text x=\"" << px(kLeft - 6) << "\" y=\""
        << px(y + 4) << "\" text-anchor=\"end\">" << decade_label(decade) << "</text>\n";
  }
  for (std::size_t p = 0; p < puzzles; ++p) {
    const double left = kLeft + static_cast<double>(p) * group + kGap / 2;
    for (std::size_t v = 0; v < variants; ++v) {
      const Measure& measure = comparison.measures[v][p];
      const double y = y_of(measure.seconds);
      out << "<rect class=\"bar\" x=\"" << px(left + static_cast<double>(v) * kBar) << "\" y=\""
          << px(y) << "\" width=\"" << px(kBar - 1) << "\" height=\"" << px(kTop + kPlot - y)
          << "\" fill=\"" << kColours[v % std::size(kColours)] << '"'
          << (solved(measure) ? "" : " fill-opacity=\"0.3\"") << "><title>"
          << escaped(comparison.variants[v]) << " on " << escaped(comparison.puzzles[p].name)
          << ": " << duration(measure.seconds) << ", "
          << grouped(static_cast<double>(measure.nodes)) << " nodes, "
          << (measure.wrong ? "wrong answer" : outcome_name(measure.outcome))
          << "</title></rect>\n";
    }
    const double x = left + static_cast<double>(variants) * kBar / 2;
    out << "<text transform=\"rotate(-45 " << px(x) << ' ' << px(kTop + kPlot + 12) << ")\" x=\""
        << px(x) << "\" y=\"" << px(kTop + kPlot + 12) << "\" text-anchor=\"end\">"
        << escaped(comparison.puzzles[p].name) << " ("
        << size_name(comparison.puzzles[p].grid.side()) << ")</text>\n";
  }
  out << "</svg>\n";
}

}  // namespace sudoku::compare
