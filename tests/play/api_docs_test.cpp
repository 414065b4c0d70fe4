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
#include "play_requests.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

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

}  // namespace
}  // namespace sudoku::testing
