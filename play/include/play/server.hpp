#pragma once
/// @file
/// @brief The play app's HTTP server: the page and the API (play/api.hpp) on one address, by
/// default the loopback's, answering only requests of its own origin.

#include <chrono>
#include <memory>
#include <string>

namespace sudoku::play {

/// @brief Where the server listens.
struct ServerOptions {
  std::string host = "127.0.0.1";  ///< the address; the loopback, so no other machine reaches it
  int port = 8080;                 ///< the port; 0 for any free one
  /// Puzzles made at once (POST /api/generate, up to 20 s each); one more is refused with 503,
  /// so that a client cannot take every processor.
  int most_generations = 2;
  /// How long a request's line, headers and body may take to arrive, however slowly they come;
  /// one that takes longer is refused with 408, and its connection closed.
  std::chrono::milliseconds request_time{10'000};
};

/// @brief The server: bound when made, serving from serve() until stop().
///
/// Every request to /api/ must name this server in its Host header (a page of another site that
/// a DNS name points here is refused) and, when it has an Origin, have this server's (a page of
/// another origin cannot use the API); a POST must send JSON. Each request is judged from its
/// headers before its body is read: a body above kMostBodyBytes, or sent in chunks, is refused
/// unread. Each connection carries one request on a thread of its own (up to 256), so that idle
/// or slow connections keep no other waiting, and the request must arrive whole within
/// ServerOptions::request_time, so that none holds its thread for longer; puzzles are made
/// ServerOptions::most_generations at a time, and stop() ends those under way.
class Server {
 public:
  /// @brief Binds the address.
  /// @param options the host and port
  /// @throws std::runtime_error with the system's reason when the address cannot be bound
  explicit Server(const ServerOptions& options);
  /// @brief Stops serving, and waits for the requests being answered.
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  /// @brief The port bound: the one asked, or the one the system chose for 0.
  int port() const;
  /// @brief The page's address, as a browser opens it: "http://127.0.0.1:8080/".
  std::string address() const;
  /// @brief Answers requests until stop() is called (from another thread).
  void serve();
  /// @brief Makes serve() return once the requests being answered are.
  void stop();

 private:
  struct Parts;
  std::unique_ptr<Parts> parts_;
};

}  // namespace sudoku::play
