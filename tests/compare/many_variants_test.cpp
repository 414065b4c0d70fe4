// Every registered variant compared at once (compare_stages --stages all): the puzzles' table
// splits into tables a page can show, and the chart keeps a colour family per stage, a legend
// that wraps and rows of puzzles no wider than a screen. Headless Chromium (Debian's `chromium`)
// opens the chart as a class does and measures it: its size, and that no two legend entries
// overlap and nothing falls outside it.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "compare.hpp"
#include "process.hpp"
#include "registry.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using compare::Comparison;

// Every variant on the class set, with a budget small enough for a debug build.
class EveryVariant : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    std::vector<const StageVariant*> variants;
    for (const StageVariant& variant : stage_variants()) variants.push_back(&variant);
    std::vector<compare::Puzzle> puzzles;
    std::ostringstream errors;
    bool bad = false;
    for (const std::string& file : compare::class_set(grids_dir().string())) {
      for (compare::Puzzle& puzzle : compare::read_puzzles(file, errors, bad)) {
        puzzles.push_back(std::move(puzzle));
      }
    }
    ASSERT_FALSE(bad) << errors.str();
    comparison_ =
        compare::compare(variants, std::move(puzzles), {.node_limit = 2'000, .repeat = 1});
  }
  static const Comparison& comparison() { return comparison_; }

  // Every variant ran: a starter kit's stage in place of one says which function it waits for.
  void SetUp() override {
    ASSERT_TRUE(comparison().not_run.empty()) << joined(comparison().not_run);
  }

  // The chart, as compare_stages writes it.
  static std::string chart() {
    std::ostringstream out;
    compare::write_svg(comparison(), out);
    return out.str();
  }

 private:
  static inline Comparison comparison_;
};

// The cells of a Markdown table row, trimmed: "| a | b |" gives {"a", "b"}.
std::vector<std::string> cells_of(const std::string& row) {
  std::vector<std::string> cells;
  std::istringstream in(row.substr(1));
  for (std::string cell; std::getline(in, cell, '|');) {
    cell.erase(0, cell.find_first_not_of(' '));
    cell.erase(cell.find_last_not_of(' ') + 1);
    cells.push_back(cell);
  }
  return cells;
}

TEST_F(EveryVariant, ThePuzzlesTableSplitsIntoNarrowTablesKeepingAStageTogether) {
  ASSERT_GT(comparison().variants.size(), 6U) << "this build registers too few variants to split";
  std::ostringstream out;
  compare::write_table(comparison(), out);
  std::vector<std::vector<std::string>> headers;  // the variants of each table, in order
  for (const std::string& line : lines_of(out.str())) {
    if (!line.starts_with("| puzzle | size | ")) continue;
    const std::vector<std::string> cells = cells_of(line);
    headers.emplace_back(cells.begin() + 2, cells.end());
  }
  ASSERT_GE(headers.size(), 2U) << out.str();
  std::vector<std::string> in_order;
  std::map<std::string, std::set<std::size_t>> tables_of_stage;
  for (std::size_t t = 0; t < headers.size(); ++t) {
    EXPECT_LE(headers[t].size(), 6U) << "table " << t + 1;
    for (const std::string& name : headers[t]) {
      in_order.push_back(name);
      const auto v = std::ranges::find(comparison().variants, name) - comparison().variants.begin();
      ASSERT_LT(static_cast<std::size_t>(v), comparison().variants.size()) << name;
      tables_of_stage[comparison().stages[static_cast<std::size_t>(v)]].insert(t);
    }
  }
  EXPECT_EQ(in_order, comparison().variants) << "every variant once, in the registry's order";
  for (const auto& [stage, tables] : tables_of_stage) {
    const auto variants = std::ranges::count(comparison().stages, stage);
    if (variants <= 6) {
      EXPECT_EQ(tables.size(), 1U) << stage << " is split";
    }
  }
  // Each table has a row per puzzle.
  const std::string first_row = "| " + comparison().puzzles.at(0).name + " | ";
  EXPECT_EQ(
      std::ranges::count_if(lines_of(out.str()),
                            [&](const std::string& line) { return line.starts_with(first_row); }),
      static_cast<std::ptrdiff_t>(headers.size()));
}

TEST_F(EveryVariant, TheChartGivesEachStageAColourFamilyAndWrapsItsRows) {
  const std::string svg = chart();
  // The fill of each variant's legend entry, in order.
  std::vector<std::string> fills;
  for (std::size_t at = svg.find("<g class=\"legend\">"); at != std::string::npos;
       at = svg.find("<g class=\"legend\">", at + 1)) {
    const std::size_t fill = svg.find("fill=\"", at) + 6;
    fills.push_back(svg.substr(fill, 7));
  }
  ASSERT_EQ(fills.size(), comparison().variants.size());
  EXPECT_EQ(std::set<std::string>(fills.begin(), fills.end()).size(), fills.size())
      << "no two variants share a colour";
  // The bars: one per puzzle and variant, drawn over more than one row of puzzles.
  std::size_t bars = 0;
  std::set<std::string> baselines;  // the bottom of each bar, one per row of puzzles
  for (std::size_t at = svg.find("<rect class=\"bar\""); at != std::string::npos;
       at = svg.find("<rect class=\"bar\"", at + 1)) {
    ++bars;
    const auto attribute = [&](const std::string& name) {
      const std::size_t from = svg.find(name + "=\"", at) + name.size() + 2;
      return std::stod(svg.substr(from, svg.find('"', from) - from));
    };
    std::ostringstream bottom;
    bottom << static_cast<int>(attribute("y") + attribute("height") + 0.5);
    baselines.insert(bottom.str());
  }
  EXPECT_EQ(bars, comparison().variants.size() * comparison().puzzles.size());
  EXPECT_GE(baselines.size(), 2U) << "the puzzles stand on one row";
}

// The path of Chromium, found when the build was configured; empty without it.
const std::string kChromium = SUDOKU_CHROMIUM;

// What Chromium measured of a chart: the page's script writes it as "key value" words.
std::map<std::string, double> measured_in_chromium(const std::string& svg) {
  const std::filesystem::path folder = scratch_path("many_variants_chart");
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  const std::filesystem::path page = folder / "chart.html";
  {
    std::ofstream out(page);
    out << "<!DOCTYPE html>\n<html><body style=\"margin:0\">\n"
        << svg << "<pre id=\"verdict\"></pre>\n"
        << R"(<script>
const chart = document.querySelector('svg').getBoundingClientRect();
const boxes = (selector) =>
    [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());
const legend = boxes('g.legend');
let overlaps = 0;
legend.forEach((a, i) => legend.slice(i + 1).forEach((b) => {
  if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) ++overlaps;
}));
const outside = boxes('svg text, svg rect').filter((box) =>
    box.left < chart.left - 0.5 || box.right > chart.right + 0.5 ||
    box.top < chart.top - 0.5 || box.bottom > chart.bottom + 0.5).length;
const legendBottom = Math.max(...legend.map((box) => box.bottom));
const barsTop = Math.min(...boxes('rect.bar').map((box) => box.top));
document.getElementById('verdict').textContent =
    `width ${chart.width} height ${chart.height} entries ${legend.length} overlaps ${overlaps} ` +
    `outside ${outside} legend_bottom ${legendBottom} bars_top ${barsTop} done 1`;
</script>
</body></html>
)";
  }
  const ProcessResult result = run_process(
      kChromium,
      {"--headless", "--no-sandbox", "--disable-gpu", "--disable-crash-reporter",
       "--user-data-dir=" + (folder / "profile").string(), "--dump-dom", "file://" + page.string()},
      folder);
  std::filesystem::remove_all(folder);
  EXPECT_EQ(result.status, 0) << result.err;
  const std::size_t start = result.out.find("<pre id=\"verdict\">");
  EXPECT_NE(start, std::string::npos) << result.out.substr(0, 2000) << result.err;
  std::map<std::string, double> measures;
  if (start == std::string::npos) return measures;
  std::istringstream words(result.out.substr(start + 18, result.out.find("</pre>", start) - start));
  std::string key;
  double value = 0;
  while (words >> key >> value) measures[key] = value;
  return measures;
}

TEST_F(EveryVariant, ChromiumShowsTheChartWithinAScreenAndNoLabelOverAnother) {
  if (kChromium.empty()) GTEST_SKIP() << "chromium was not found when the build was configured";
  std::map<std::string, double> measures = measured_in_chromium(chart());
  ASSERT_EQ(measures["done"], 1) << "the page's script did not finish";
  EXPECT_LE(measures["width"], 1200);
  EXPECT_GE(measures["width"], 600);
  EXPECT_LE(measures["height"], 3000);
  EXPECT_EQ(measures["entries"], static_cast<double>(comparison().variants.size()));
  EXPECT_EQ(measures["overlaps"], 0) << "legend entries drawn over each other";
  EXPECT_EQ(measures["outside"], 0) << "labels or bars cut off at the chart's edge";
  EXPECT_LE(measures["legend_bottom"], measures["bars_top"]) << "the legend covers the bars";
}

}  // namespace
}  // namespace sudoku::testing
