#pragma once
/// @file
/// @brief The play app's API (appendix F): each route a function from a request's JSON to an
/// answer, with no HTTP in it, so that the tests can call it directly and the server only carries
/// it. Every solve it runs is bounded by a node limit, every generation by a number of tries and
/// a time, so that no request holds a worker for long.

#include <atomic>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace sudoku::play {

/// @brief The most bytes a request's body may hold: a 25x25 position with every cell's marks
/// takes about 16 kB.
inline constexpr std::size_t kMostBodyBytes = 64 * 1024;

/// @brief What the API answers a request.
struct Answer {
  int status = 200;  ///< 200, or 4xx (the request) or 5xx (the server) with {"error": "..."}
  std::string body;  ///< JSON, or the replay page's HTML
  std::string type = "application/json";  ///< the body's media type
};

/// @brief One route of the API.
struct Route {
  std::string_view method;   ///< "GET" or "POST"
  std::string_view path;     ///< "/api/hint"
  std::string_view summary;  ///< what it answers, in a few words
};

/// @brief Every route, in the order appendix F describes them.
std::span<const Route> routes();

/// @brief The answer `error` makes: {"error": message} with `status`.
/// @param status a 4xx or 5xx status
/// @param message a sentence for a person
/// @return the answer
Answer error_answer(int status, std::string_view message);

/// @brief Answers one request of the API.
/// @param method "GET" or "POST"
/// @param path the request's path, as "/api/hint"
/// @param body the request's body: a JSON object for a POST
/// @return the route's answer; 404 for a path no route has, 405 for a route's path with another
///         method, 400 for a body that is not a JSON object of the route's fields, 422 for a
///         grid the route cannot use (a clash, a given overwritten, no single solution to compare
///         with), 503 for a puzzle not made within the bounds
Answer answer(std::string_view method, std::string_view path, std::string_view body);

/// @brief Answers one request of the API, as answer() above, for a server that may stop: the
/// making of a puzzle and a rating end, with 503, as soon as `stopping` is raised.
Answer answer(std::string_view method, std::string_view path, std::string_view body,
              const std::atomic<bool>& stopping);

}  // namespace sudoku::play
