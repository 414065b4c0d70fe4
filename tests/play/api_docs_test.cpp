// The API as appendix F shows it: each ```http block of the appendix is a request and the answer
// it gets, and the API, asked the same, must answer the same status and the same JSON.
//
//   ```http
//   POST /api/hint               the method and the route
//   {"puzzle": "..."}            the body, over as many lines as it takes (none for a GET)
//                                a blank line
//   200                          the status
//   {"step": ...}                the answer, compared as JSON, whatever its layout
//   ```

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "play/api.hpp"
#include "play_requests.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using nlohmann::json;

TEST(PlayApiDocs, EachExampleOfTheAppendixIsWhatTheApiAnswers) {
  const std::string page = "appendix_f_play.md";
  const std::vector<ApiExample> examples = appendix_examples();
  ASSERT_GE(examples.size(), 7U) << "the appendix shows every route";
  for (const ApiExample& example : examples) {
    const play::Answer got = play::answer(example.method, example.path, example.body);
    EXPECT_EQ(got.status, example.status) << page << ':' << example.line << ": " << got.body;
    EXPECT_EQ(nlohmann::json::parse(got.body), nlohmann::json::parse(example.answer))
        << page << ':' << example.line << ": the API answers\n"
        << nlohmann::json::parse(got.body).dump(2);
  }
}

// The cells of a row of a Markdown table, trimmed: "| a | b |" is {"a", "b"}.
std::vector<std::string> table_cells(const std::string& line) {
  std::vector<std::string> cells;
  std::istringstream row(line.substr(1));
  for (std::string cell; std::getline(row, cell, '|');) {
    const std::size_t first = cell.find_first_not_of(' ');
    cells.push_back(first == std::string::npos
                        ? ""
                        : cell.substr(first, cell.find_last_not_of(' ') - first + 1));
  }
  return cells;
}

// The levels offered in /api/info against appendix F's measured table (bench/play_levels.sh): a
// level is offered at a size exactly where stage 5 made it for every seed within the time.
TEST(PlayApiDocs, OffersALevelWhereTheAppendixMeasuredItMadeEveryTimeInTime) {
  const json info = json::parse(play::answer("GET", "/api/info", "").body);
  const double most = info["most_seconds"];
  std::istringstream text(read_file(grids_dir().parent_path() / "docs" / "appendix_f_play.md"));
  std::size_t rows = 0;
  // | 9x9 | se | guess | 4/10 | 20.00 | 20.00 |: size, scale, level, made, median, longest.
  for (std::string line; std::getline(text, line);) {
    if (!line.starts_with("| ")) continue;
    const std::vector<std::string> cells = table_cells(line);
    if (cells.size() != 6 || !info["scales"].contains(cells[1])) continue;
    ++rows;
    const std::string side = cells[0].substr(0, cells[0].find('x'));
    const json& levels = info.at("offered").at(side).at(cells[1]);
    const bool offered = std::find(levels.begin(), levels.end(), cells[2]) != levels.end();
    const std::size_t slash = cells[3].find('/');
    const bool made =
        cells[3].substr(0, slash) == cells[3].substr(slash + 1) && std::stod(cells[5]) < most;
    EXPECT_EQ(offered, made) << "appendix F: " << line;
  }
  // Every level of both scales at every size played.
  EXPECT_EQ(rows, 3 * (info["scales"]["stage5"].size() + info["scales"]["se"].size()));
}

}  // namespace
}  // namespace sudoku::testing
