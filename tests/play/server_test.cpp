// The play app's server on a free port of the loopback, as a browser and a hostile page reach it:
// its page, its checks of origin and size, a burst of hints at once, and the program's Ctrl-C.

#include <gtest/gtest.h>

#include <httplib.h>
#include <csignal>
#include <future>
#include <nlohmann/json.hpp>
#include <thread>

#include "catalog.hpp"
#include "play/api.hpp"
#include "play/server.hpp"
#include "play_requests.hpp"
#include "process.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"

namespace sudoku::testing {
namespace {

using nlohmann::json;

TEST_F(PlayServer, ServesThePageItsStyleAndItsScript) {
  httplib::Client browser = client();
  for (const auto& [path, type, part] : {std::tuple{"/", "text/html", "<title>"},
                                         {"/play.css", "text/css", "{"},
                                         {"/play.js", "text/javascript", "use strict"}}) {
    const httplib::Result got = browser.Get(path);
    ASSERT_TRUE(got) << path;
    EXPECT_EQ(got->status, 200) << path;
    EXPECT_EQ(got->get_header_value("Content-Type").rfind(type, 0), 0U) << path;
    EXPECT_NE(got->body.find(part), std::string::npos) << path;
  }
  EXPECT_EQ(server_.address(), "http://127.0.0.1:" + std::to_string(server_.port()) + "/");
}

TEST_F(PlayServer, ServesTheGridTheReplayPageEmbedsToo) {
  httplib::Client browser = client();
  // The replay page of a position, as the play page opens it: one self-contained file.
  const std::string replay =
      play::answer("POST", "/api/replay", json{{"puzzle", kClassic}}.dump()).body;
  for (const auto& [path, type] :
       {std::tuple{"/grid.css", "text/css"}, {"/grid.js", "text/javascript"}}) {
    const httplib::Result got = browser.Get(path);
    ASSERT_TRUE(got) << path;
    EXPECT_EQ(got->status, 200) << path;
    EXPECT_EQ(got->get_header_value("Content-Type").rfind(type, 0), 0U) << path;
    EXPECT_GT(got->body.size(), 1000U) << path;
    EXPECT_NE(replay.find(got->body), std::string::npos) << path << " is not in the replay page";
  }
}

TEST_F(PlayServer, AnswersItsOwnOriginAndRefusesAnyOther) {
  httplib::Client browser = client();
  const std::string body = json{{"puzzle", kClassic}}.dump();
  const httplib::Result own = browser.Post("/api/hint", own_origin(), body, "application/json");
  ASSERT_TRUE(own);
  EXPECT_EQ(own->status, 200) << own->body;
  EXPECT_EQ(own->body, play::answer("POST", "/api/hint", body).body);
  const std::vector<httplib::Headers> foreign{{{"Origin", "http://evil.example"}},
                                              {{"Origin", "http://127.0.0.1:1"}},
                                              {{"Origin", "null"}},
                                              {{"Host", "evil.example:80"}},
                                              {{"Sec-Fetch-Site", "cross-site"}}};
  for (const httplib::Headers& headers : foreign) {
    const httplib::Result refused = browser.Post("/api/hint", headers, body, "application/json");
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->status, 403) << headers.begin()->second;
    EXPECT_TRUE(json::parse(refused->body).contains("error")) << refused->body;
  }
}

TEST_F(PlayServer, RefusesWhatIsNotJsonTooLargeOrNowhereWithAMessage) {
  httplib::Client browser = client();
  const auto expect_refused = [](const httplib::Result& got, int status, const std::string& says) {
    ASSERT_TRUE(got);
    EXPECT_EQ(got->status, status) << got->body;
    EXPECT_NE(json::parse(got->body)["error"].get<std::string>().find(says), std::string::npos)
        << got->body;
  };
  expect_refused(browser.Post("/api/hint", "puzzle=1", "application/x-www-form-urlencoded"), 415,
                 "sends JSON");
  const std::string huge = json{{"text", std::string(play::kMostBodyBytes, '.')}}.dump();
  expect_refused(browser.Post("/api/read", huge, "application/json"), 413,
                 "larger than 65536 bytes");
  expect_refused(browser.Get("/api/none"), 404, "no route /api/none");
  expect_refused(browser.Get("/etc/passwd"), 404, "no page /etc/passwd");
  expect_refused(browser.Post("/api/hint", "{\"puzzle\":", "application/json"), 400, "not JSON");
}

TEST_F(PlayServer, AnswersEveryRouteAndRefusesEveryBadRequestAsTheApiDoes) {
  httplib::Client browser = client();
  // Appendix F's examples, one per route: the same status and the same JSON over HTTP.
  for (const ApiExample& example : appendix_examples()) {
    const httplib::Result got =
        example.method == "GET"
            ? browser.Get(example.path, own_origin())
            : browser.Post(example.path, own_origin(), example.body, "application/json");
    ASSERT_TRUE(got) << example.path;
    EXPECT_EQ(got->status, example.status) << "appendix line " << example.line;
    EXPECT_EQ(json::parse(got->body), json::parse(example.answer))
        << "appendix line " << example.line;
  }
  // The replay page, as HTML.
  const httplib::Result page = browser.Post("/api/replay", own_origin(),
                                            json{{"puzzle", kClassic}}.dump(), "application/json");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->get_header_value("Content-Type").rfind("text/html", 0), 0U);
  EXPECT_EQ(page->body.rfind("<!DOCTYPE html>", 0), 0U);
  // Each bad request: its 4xx and a sentence that says why.
  for (const Refused& each : refused_requests()) {
    const httplib::Result got =
        browser.Post(each.path, own_origin(), each.body, "application/json");
    ASSERT_TRUE(got) << each.path;
    EXPECT_EQ(got->status, each.status) << each.path << " " << each.body << ": " << got->body;
    EXPECT_NE(json::parse(got->body)["error"].get<std::string>().find(each.says), std::string::npos)
        << got->body;
  }
}

// A position of `puzzle` on the way to `solution`: its first `placed` empty cells filled.
std::string partly_solved(const Grid& puzzle, const Grid& solution, int placed) {
  Grid position = puzzle;
  for (int cell = 0; cell < puzzle.cell_count() && placed > 0; ++cell) {
    if (position[cell] == 0) {
      position.set(cell, solution[cell]);
      --placed;
    }
  }
  return to_line(position);
}

TEST_F(PlayServer, AnswersABurstOf200HintsAtOnceEachRight) {
  // 200 positions: the hard puzzles, each with from 0 to 9 of its cells filled.
  std::vector<std::pair<Grid, std::string>> asked;
  for (const CatalogEntry& entry : load_group("hard")) {
    const std::optional<Grid> solution = only_solution_by_stage3(entry.puzzle);
    ASSERT_TRUE(solution) << entry.name;
    for (int placed = 0; placed < 10 && asked.size() < 200; ++placed) {
      asked.emplace_back(*solution, partly_solved(entry.puzzle, *solution, placed));
    }
  }
  while (asked.size() < 200) asked.push_back(asked[asked.size() % 10]);
  std::vector<std::future<httplib::Result>> answers;
  for (const auto& [solution, values] : asked) {
    const std::string body = json{{"puzzle", values}}.dump();
    answers.push_back(std::async(std::launch::async, [this, body] {
      return client().Post("/api/hint", own_origin(), body, "application/json");
    }));
  }
  for (std::size_t i = 0; i < answers.size(); ++i) {
    const httplib::Result answer = answers[i].get();
    ASSERT_TRUE(answer) << "request " << i << " lost: " << httplib::to_string(answer.error());
    ASSERT_EQ(answer->status, 200) << answer->body;
    expect_true_to(json::parse(answer->body)["step"], asked[i].first);
  }
}

TEST(PlayProgram, PrintsItsAddressAndStopsOnCtrlC) {
  const ProcessResult run =
      run_on_terminal(kBin / "sudoku_play", {"--port", "0"}, grids_dir(), "(Ctrl-C stops)", SIGINT);
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_NE(run.out.find("sudoku_play: open http://127.0.0.1:"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("sudoku_play: stopped"), std::string::npos) << run.out;
}

TEST(PlayProgram, SaysWhyItCannotListen) {
  play::Server taken({.port = 0});
  // Should it listen after all, it is stopped, and the test fails rather than wait.
  const Interruption never{.signal = SIGINT, .cpu_seconds = 1e9, .most_wall_seconds = 10};
  const ProcessResult run = run_interrupted(
      kBin / "sudoku_play", {"--port", std::to_string(taken.port())}, grids_dir(), "", never);
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("sudoku_play: cannot listen on 127.0.0.1:" + std::to_string(taken.port()) +
                         ": Address already in use"),
            std::string::npos)
      << run.err;
}

}  // namespace
}  // namespace sudoku::testing
