#pragma once
// What the play app's tests share: a puzzle, positions made from it, the checks of a hint against
// a solution that a second solver (stage 3) found and the checker passed, and a server to ask.

#include <gtest/gtest.h>
#include <httplib.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "play/server.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/values.hpp"

namespace sudoku::testing {

// The programs of this build.
inline const std::filesystem::path kBin = SUDOKU_BIN_DIR;

// The classic puzzle of Wikipedia's Sudoku article, with one solution.
inline constexpr std::string_view kClassic =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// The one solution of `puzzle`, by stage 3, passed by the checker; nothing when it has none or
// several.
std::optional<Grid> only_solution_by_stage3(const Grid& puzzle);

// `puzzle` with a value in its first empty cell that clashes with no given but is not the
// solution's, in the line format.
std::string with_wrong_value(const Grid& puzzle);

// The marks of a cell as the API writes them: a string of symbols.
ValueSet marks_of(const nlohmann::json& symbols);

// The cells a hint's step (the replay's form of a step) changes: the one it places or guesses,
// or those it strikes candidates from.
std::vector<int> changed_cells(const nlohmann::json& step);

// The values a hint's step places or strikes.
ValueSet changed_values(const nlohmann::json& step);

// Expects the hint's `step` to agree with `solution`: a placement, and a guess the tutor checked,
// places the solution's value; an elimination strikes none of the solution's values.
void expect_true_to(const nlohmann::json& step, const Grid& solution);

// A request the API refuses: where it goes, the body it sends, and the status and words it gets.
struct Refused {
  std::string path;
  std::string body;
  int status = 400;
  std::string says;
};

// Bad requests of every kind: malformed JSON, unknown fields, grids of the wrong size or with
// clashes, given overwritten, levels and sizes out of range, an unknown route.
std::vector<Refused> refused_requests();

// One example of appendix F: a request and the answer it gets.
struct ApiExample {
  int line = 0;  // of the request's first line in the appendix, from 1
  std::string method = {};
  std::string path = {};
  std::string body = {};
  int status = 0;
  std::string answer = {};
};

// The examples of appendix F (docs/appendix_f_play.md): each ```http block, as api_docs_test.cpp
// describes it.
std::vector<ApiExample> appendix_examples();

// A server of its own for each test, serving on a thread until the test ends.
class PlayServer : public ::testing::Test {
 protected:
  PlayServer() : server_({.port = 0}), serving_([this] { server_.serve(); }) {}
  ~PlayServer() override {
    server_.stop();
    serving_.join();
  }

  // A client of the server, as the page's own script is one.
  httplib::Client client() const {
    httplib::Client made("127.0.0.1", server_.port());
    made.set_read_timeout(std::chrono::seconds(60));
    return made;
  }
  // The headers a browser sends with the page's fetch: this server's origin.
  httplib::Headers own_origin() const {
    return {{"Origin", "http://127.0.0.1:" + std::to_string(server_.port())}};
  }

  play::Server server_;
  std::thread serving_;
};

}  // namespace sudoku::testing
