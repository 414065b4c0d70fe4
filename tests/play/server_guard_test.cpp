// The play server against a local process that means harm, over sockets of its own: requests
// refused from their headers before their body is read, refusals that say why in JSON, a page's
// request answered while many connections idle or trickle, and a request that takes too long to
// arrive, or runs too long, refused.

#include <gtest/gtest.h>
#include <httplib.h>

#include <array>
#include <atomic>
#include <chrono>
#include <future>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "play/api.hpp"
#include "play/server.hpp"
#include "play_requests.hpp"
#include "raw_connection.hpp"

namespace sudoku::testing {
namespace {

using nlohmann::json;

// The server, and requests written by hand to it.
class PlayServerGuard : public PlayServer {
 protected:
  // The head of a request to `path`, addressed to this server, with `more` header lines.
  std::string head(const std::string& method, const std::string& path,
                   const std::string& more = "") const {
    return method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(server_.port()) +
           "\r\n" + more + "\r\n";
  }
  // The server's answer to `request`, sent whole on a connection of its own.
  std::string answer_to(const std::string& request) const {
    RawConnection connection(server_.port());
    EXPECT_TRUE(connection.open());
    connection.send(request);
    return connection.answer();
  }
};

// Expects `answer` to have `status`, a JSON error that says `says`, and no header of httplib's
// own that tells the client what failed inside the server.
void expect_refused(const std::string& answer, int status, const std::string& says) {
  EXPECT_EQ(status_of(answer), status) << answer;
  const json body = json::parse(body_of(answer), nullptr, false);
  ASSERT_TRUE(body.is_object()) << answer;
  EXPECT_NE(body.value("error", "").find(says), std::string::npos) << answer;
  EXPECT_EQ(answer.find("EXCEPTION_WHAT"), std::string::npos) << answer;
}

TEST_F(PlayServerGuard, RefusesALargeChunkedOrForeignBodyBeforeReadingIt) {
  // Each head promises a body that is never sent: the answer comes from the head alone.
  const std::string json_type = "Content-Type: application/json\r\n";
  expect_refused(answer_to(head("POST", "/api/read", json_type + "Content-Length: 314572800\r\n")),
                 413, "larger than 65536 bytes");
  expect_refused(answer_to(head("POST", "/api/read", json_type + "Transfer-Encoding: chunked\r\n") +
                           "10000\r\n"),
                 411, "with a Content-Length");
  expect_refused(answer_to("POST /api/read HTTP/1.1\r\nHost: evil.example\r\n" + json_type +
                           "Content-Length: 60000\r\n\r\n"),
                 403, "not to this server");
  expect_refused(answer_to(head("POST", "/", "Content-Length: 60000\r\n")), 405,
                 "takes GET, not POST");
}

TEST_F(PlayServerGuard, SaysWhyItRefusesWhatItCannotRead) {
  const std::string json_type = "Content-Type: application/json\r\n";
  const std::string bad_utf8 = "{\"text\": \"\xc3(\"}";
  expect_refused(
      answer_to(head("POST", "/api/read",
                     json_type + "Content-Length: " + std::to_string(bad_utf8.size()) + "\r\n") +
                bad_utf8),
      400, "the body is not UTF-8 at byte 11 (0x28)");
  expect_refused(answer_to("GET /api/info HTTP/1.1\r\nHost: 127.0.0.1\xc3\r\n\r\n"), 400,
                 "the Host header holds the byte 0xc3");
  expect_refused(answer_to(head("GET", "/api/info", "Origin: http://\xff\r\n")), 400,
                 "the Origin header holds the byte 0xff");
  expect_refused(answer_to(head("OPTIONS", "/api/hint")), 405, "takes POST, not OPTIONS");
  expect_refused(answer_to(head("OPTIONS", "/")), 405, "takes GET, not OPTIONS");
  expect_refused(answer_to("NONSENSE\r\n\r\n"), 400, "not one HTTP/1.1 allows");
}

TEST_F(PlayServerGuard, AnswersAPageWhileManyConnectionsIdleOrTrickle) {
  std::vector<std::unique_ptr<RawConnection>> idle;
  for (int each = 0; each < 200; ++each) {
    idle.push_back(std::make_unique<RawConnection>(server_.port()));
  }
  // Ten that have begun a request and add a byte to it every half second, never ending it.
  std::vector<std::unique_ptr<RawConnection>> slow;
  for (int each = 0; each < 10; ++each) {
    slow.push_back(std::make_unique<RawConnection>(server_.port()));
    slow.back()->send("GET /api/info HTTP/1.1\r\nX-Slow: ");
  }
  std::atomic<bool> done{false};
  std::thread trickle([&slow, &done] {
    while (!done) {
      for (const auto& connection : slow) connection->send("x");
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
    }
  });
  // A hang guard well below the 10 s a request may take to arrive, not a timing.
  RawConnection page(server_.port());
  page.send(head("GET", "/api/info"));
  const std::string answer = page.answer(std::chrono::seconds(3));
  done = true;
  trickle.join();
  EXPECT_EQ(status_of(answer), 200) << "no answer within 3 s: " << answer;
  EXPECT_NE(body_of(answer).find("\"routes\""), std::string::npos) << answer;
}

TEST(PlayServerDeadline, RefusesARequestThatDoesNotArriveWholeInTimeOrRunsOver) {
  play::Server server({.port = 0, .request_time = std::chrono::milliseconds(500)});
  std::thread serving([&server] { server.serve(); });
  const std::string host = "Host: 127.0.0.1:" + std::to_string(server.port()) + "\r\n";
  // A head that trickles in, a byte every 100 ms, and never ends.
  RawConnection trickling(server.port());
  trickling.send("GET /api/info HTTP/1.1\r\n" + host + "X-Slow: ");
  std::string answer;
  for (int bytes = 0; bytes < 30 && answer.empty(); ++bytes) {
    trickling.send("x");
    answer = trickling.answer(std::chrono::milliseconds(100));
  }
  expect_refused(answer, 408, "the request did not arrive whole within 0.5 s");
  // A head whose body never comes.
  RawConnection bodiless(server.port());
  bodiless.send("POST /api/read HTTP/1.1\r\n" + host +
                "Content-Type: application/json\r\nContent-Length: 10\r\n\r\n");
  expect_refused(bodiless.answer(std::chrono::seconds(3)), 408, "within 0.5 s");
  // Headers that run on and on, sent at once.
  RawConnection endless(server.port());
  endless.send("GET /api/info HTTP/1.1\r\n" + host);
  for (int line = 0; line < 100 && endless.send("X-More: " + std::string(1000, 'x') + "\r\n");) {
    ++line;
  }
  expect_refused(endless.answer(std::chrono::seconds(3)), 413, "headers and body, is larger");
  server.stop();
  serving.join();
}

TEST(PlayServerGenerations, RefusesOneBeyondTheMostAndStopsThoseUnderWayWhenStopped) {
  play::Server server({.port = 0, .most_generations = 1});
  std::thread serving([&server] { server.serve(); });
  // Two requests for a puzzle that is not found within the 20 s a puzzle may take (Sudoku
  // Explainer's "guess" for this seed): whichever comes second is refused at once.
  const std::string slow =
      json{{"size", 9}, {"scale", "se"}, {"level", "guess"}, {"seed", 1}}.dump();
  const auto ask = [&server, &slow] {
    httplib::Client client("127.0.0.1", server.port());
    client.set_read_timeout(std::chrono::seconds(60));
    const httplib::Result got = client.Post("/api/generate", slow, "application/json");
    return got ? std::tuple{got->status, got->get_header_value("Retry-After"), got->body}
               : std::tuple{0, std::string(), std::string()};
  };
  std::array<std::future<std::tuple<int, std::string, std::string>>, 2> asked{
      std::async(std::launch::async, ask), std::async(std::launch::async, ask)};
  // The refused one, within a hang guard well below the 20 s.
  std::size_t refused = 0;
  for (int waits = 0; waits < 500; ++waits, refused = 1 - refused) {
    if (asked[refused].wait_for(std::chrono::milliseconds(10)) == std::future_status::ready) break;
  }
  ASSERT_EQ(asked[refused].wait_for(std::chrono::seconds(0)), std::future_status::ready);
  const auto [status, retry_after, body] = asked[refused].get();
  EXPECT_EQ(status, 503) << body;
  EXPECT_EQ(retry_after, "5");
  EXPECT_NE(body.find("a puzzle is being made already"), std::string::npos) << body;
  // Stopped, the server ends the other at once.
  server.stop();
  ASSERT_EQ(asked[1 - refused].wait_for(std::chrono::seconds(5)), std::future_status::ready);
  const auto [ended_status, ended_retry, ended_body] = asked[1 - refused].get();
  EXPECT_EQ(ended_status, 503) << ended_body;
  EXPECT_NE(ended_body.find("the server is stopping"), std::string::npos) << ended_body;
  serving.join();
}

}  // namespace
}  // namespace sudoku::testing
