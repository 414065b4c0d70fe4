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

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "play/api.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// One example of the appendix.
struct ApiExample {
  int line = 0;  // of the request's first line, from 1
  std::string method = {};
  std::string path = {};
  std::string body = {};
  int status = 0;
  std::string answer = {};
};

// The examples of `text`, a page of Markdown.
std::vector<ApiExample> api_examples(const std::string& text) {
  std::vector<ApiExample> examples;
  const std::vector<std::string> lines = lines_of(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i] != "```http") continue;
    ApiExample example{.line = static_cast<int>(i) + 2};
    std::istringstream(lines.at(++i)) >> example.method >> example.path;
    while (!lines.at(++i).empty()) example.body += lines[i] + '\n';
    example.status = std::stoi(lines.at(++i));
    while (lines.at(++i) != "```") example.answer += lines[i] + '\n';
    examples.push_back(example);
  }
  return examples;
}

TEST(PlayApiDocs, EachExampleOfTheAppendixIsWhatTheApiAnswers) {
  const std::string page = "appendix_f_play.md";
  const std::vector<ApiExample> examples =
      api_examples(read_file(grids_dir().parent_path() / "docs" / page));
  ASSERT_GE(examples.size(), 7U) << "the appendix shows every route";
  for (const ApiExample& example : examples) {
    const play::Answer got = play::answer(example.method, example.path, example.body);
    EXPECT_EQ(got.status, example.status) << page << ':' << example.line << ": " << got.body;
    EXPECT_EQ(nlohmann::json::parse(got.body), nlohmann::json::parse(example.answer))
        << page << ':' << example.line << ": the API answers\n"
        << nlohmann::json::parse(got.body).dump(2);
  }
}

}  // namespace
}  // namespace sudoku::testing
