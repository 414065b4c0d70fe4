// The server: cpp-httplib carries the page and the API; this file adds what makes it safe to
// leave running, the checks of origin and size, and the page's files.

#include "play/server.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

#include <httplib.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include "deadline_stream.hpp"
#include "play/api.hpp"
#include "play/page_files.hpp"
#include "request.hpp"

namespace sudoku::play {

namespace {

// How long a connection may stay silent while its answer is written.
constexpr std::chrono::seconds kQuietSeconds{5};

}  // namespace

// httplib's server, with a longer queue of connections waiting to be accepted (it listens with
// a queue of 5, and a burst of requests beyond that waits on retransmissions, or times out), and
// one deadline for each request to arrive whole. Not in the anonymous
// namespace: Server::Parts holds one.
class HttpServer : public httplib::Server {
 public:
  // A server whose requests must arrive whole within `request_time`.
  explicit HttpServer(std::chrono::milliseconds request_time) : request_time_(request_time) {}
  // Listens again on the bound socket, as Linux allows, with the longest queue it takes.
  void lengthen_queue() { ::listen(svr_sock_, SOMAXCONN); }

 private:
  // Each connection, on its own thread: one request, which must arrive whole before
  // request_time_ has passed (a 408 when it has not), answered by httplib. Overrides httplib's
  // own, which waits for each piece of a request in turn, with no end to the whole.
  bool process_and_close_socket(int socket) override;

  std::chrono::milliseconds request_time_;
};

namespace {

// The threads that answer connections, one connection each: enough that the idle and the slow
// connections a local process can open do not leave a page's request waiting.
constexpr std::size_t kConnectionThreads = 256;

// The Host headers a request to this server may carry: its address, and the loopback's names.
std::vector<std::string> own_hosts(const std::string& host, int port) {
  const std::string colon_port = ":" + std::to_string(port);
  std::vector<std::string> hosts{"127.0.0.1" + colon_port, "localhost" + colon_port,
                                 "[::1]" + colon_port};
  if (host != "127.0.0.1" && host != "0.0.0.0") hosts.push_back(host + colon_port);
  return hosts;
}

// The first byte of `text` that is not printable ASCII, as "0xc3", if there is one.
std::optional<std::string> unprintable_byte(std::string_view text) {
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte > 0x7e) return byte_name(byte);
  }
  return std::nullopt;
}

// Why a request to the API is refused before its route is asked, if it is: not addressed to
// this server, sent by a page of another origin, or not JSON.
std::optional<Answer> refusal(const httplib::Request& request,
                              const std::vector<std::string>& hosts) {
  const auto is_own = [&hosts](const std::string& host) {
    return std::ranges::find(hosts, host) != hosts.end();
  };
  for (const char* header : {"Host", "Origin"}) {
    if (const auto byte = unprintable_byte(request.get_header_value(header))) {
      return error_answer(400, std::string("the ") + header + " header holds the byte " + *byte +
                                   ", which no address has");
    }
  }
  if (!is_own(request.get_header_value("Host"))) {
    return error_answer(403, "the request is addressed to " + request.get_header_value("Host") +
                                 ", not to this server");
  }
  if (request.has_header("Origin")) {
    const std::string origin = request.get_header_value("Origin");
    const std::string scheme = "http://";
    if (!origin.starts_with(scheme) || !is_own(origin.substr(scheme.size()))) {
      return error_answer(403, "a page of " + origin + " may not use this server's API");
    }
  }
  if (request.get_header_value("Sec-Fetch-Site") == "cross-site") {
    return error_answer(403, "a page of another site may not use this server's API");
  }
  if (request.method == "POST" &&
      !request.get_header_value("Content-Type").starts_with("application/json")) {
    return error_answer(415, "a POST to the API sends JSON (Content-Type: application/json)");
  }
  return std::nullopt;
}

// Why a request is refused, in a sentence, by the status it gets: httplib's own refusals, and
// the size checked before the body.
std::string refusal_words(int status, const httplib::Request& request) {
  switch (status) {
    case 400:
      return "the request is not one HTTP/1.1 allows";
    case 404:
      return "no page " + request.path;
    case 413:
      return "the body is larger than " + std::to_string(kMostBodyBytes) + " bytes";
    case 414:
      return "the address is too long";
    case 500:
      return "the server failed to answer this request";
    default:
      return "the request is refused";
  }
}

// Why a request is refused as soon as its headers are read, before its body is, if it is: a
// body sent in chunks (its size unknown until the end), one larger than the API reads, a method
// the page's files do not take, or, to the API, what refusal() refuses.
std::optional<Answer> refusal_before_body(const httplib::Request& request,
                                          const std::vector<std::string>& hosts) {
  if (request.has_header("Transfer-Encoding")) {
    return error_answer(411, "a request sends its body whole, with a Content-Length");
  }
  const std::string length = request.get_header_value("Content-Length");
  if (length.size() > 12 || std::stoull("0" + length) > kMostBodyBytes) {
    return error_answer(413, refusal_words(413, request));
  }
  if (request.path.starts_with("/api/")) return refusal(request, hosts);
  if (request.method != "GET" && request.method != "HEAD") {
    return error_answer(405, request.path + " is a page, which takes GET, not " + request.method);
  }
  return std::nullopt;
}

// Sends `answer` as the response.
void send_answer(const Answer& answer, httplib::Response& response) {
  response.status = answer.status;
  response.set_content(answer.body, answer.type.c_str());
  response.set_header("Cache-Control", "no-store");
}

// Serves the page's files, as they are written in play/page/, and the grid the pages share
// (pages/).
void serve_page(httplib::Server& http) {
  const auto file = [&http](const char* path, std::string_view content, const char* type) {
    http.Get(path, [content, type](const httplib::Request&, httplib::Response& response) {
      response.set_content(content.data(), content.size(), type);
    });
  };
  file("/", k_play_html, "text/html; charset=utf-8");
  file("/play.css", k_play_css, "text/css; charset=utf-8");
  file("/play.js", k_play_js, "text/javascript; charset=utf-8");
  file("/grid.css", k_grid_css, "text/css; charset=utf-8");
  file("/grid.js", k_grid_js, "text/javascript; charset=utf-8");
}

// Makes a refusal httplib makes itself (a malformed request, a path no handler has, a failure)
// say why, as JSON, and keeps an exception's message to the server.
void explain_refusals(httplib::Server& http) {
  http.set_error_handler([](const httplib::Request& request, httplib::Response& response) {
    if (!response.body.empty()) return;
    const Answer why = error_answer(response.status, refusal_words(response.status, request));
    response.set_content(why.body, why.type.c_str());
  });
  http.set_exception_handler(
      [](const httplib::Request& request, httplib::Response& response, std::exception_ptr) {
        send_answer(error_answer(500, refusal_words(500, request)), response);
      });
}

// A connection waits on no other: each has a thread of its own, up to kConnectionThreads, for
// as long as its request takes to arrive (HttpServer) and its answer to be made. (httplib takes
// the pool as a pointer it owns.) A connection that sends nothing is not accepted until it does,
// where the system can hold it back (Linux).
void share_connections(httplib::Server& http) {
  http.new_task_queue = [] { return new httplib::ThreadPool(kConnectionThreads); };
  http.set_keep_alive_max_count(1);
  http.set_write_timeout(kQuietSeconds.count());
  http.set_socket_options([](int socket) {
    const int yes = 1;
    ::setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
#ifdef TCP_DEFER_ACCEPT
    const int seconds = static_cast<int>(kQuietSeconds.count());
    ::setsockopt(socket, IPPROTO_TCP, TCP_DEFER_ACCEPT, &seconds, sizeof seconds);
#endif
  });
}

// Binds the address `options` names; the port bound. Throws with the system's reason.
int bind_address(HttpServer& http, const ServerOptions& options) {
  int port = 0;
  if (options.port == 0) {
    port = http.bind_to_any_port(options.host);
  } else if (http.bind_to_port(options.host, options.port)) {
    port = options.port;
  }
  if (port <= 0) {
    throw std::runtime_error("cannot listen on " + options.host + ":" +
                             std::to_string(options.port) + ": " + std::strerror(errno));
  }
  http.lengthen_queue();
  return port;
}

// A refusal written straight to the connection, as httplib would write `answer`, for a request
// httplib never sees; `reason` is the status line's phrase.
std::string written_refusal(const Answer& answer, std::string_view reason) {
  return "HTTP/1.1 " + std::to_string(answer.status) + " " + std::string(reason) +
         "\r\nContent-Type: " + answer.type +
         "\r\nContent-Length: " + std::to_string(answer.body.size()) +
         "\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n" + answer.body;
}

}  // namespace

bool HttpServer::process_and_close_socket(int socket) {
  DeadlineStream stream(socket, std::chrono::steady_clock::now() + request_time_, kQuietSeconds);
  bool closed = true;
  bool answered = process_request(stream, true, closed, nullptr);
  // A connection that never sent a byte (a browser's spare one) is closed without a word.
  if (stream.timed_out() && stream.received_any()) {
    std::ostringstream within;
    within << "the request did not arrive whole within "
           << std::chrono::duration<double>(request_time_).count() << " s";
    answered = write_all(
        socket, written_refusal(error_answer(408, within.str()), "Request Timeout"), kQuietSeconds);
  } else if (stream.too_long()) {
    const Answer refused = error_answer(413, "the request, headers and body, is larger than " +
                                                 std::to_string(kMostRequestBytes) + " bytes");
    answered = write_all(socket, written_refusal(refused, "Content Too Large"), kQuietSeconds);
  }
  ::shutdown(socket, SHUT_RDWR);
  ::close(socket);
  return answered;
}

// The httplib server and what its handlers read.
struct Server::Parts {
  // The server's parts, its requests to arrive whole within `request_time`.
  explicit Parts(std::chrono::milliseconds request_time) : http(request_time) {}
  HttpServer http;
  std::string host;
  int port = 0;
  int most_generations = 0;
  std::atomic<int> generations{0};   // puzzles being made
  std::atomic<bool> serving{false};  // serve() has begun and not yet returned
  std::atomic<bool> stopped{false};  // stop() was called
};

namespace {

// The answer to a request of the API; one to make a puzzle waits for none: with `most` being
// made already, it is refused with 503 and a time to try again. What takes long ends as soon as
// `stopping` is raised.
Answer bounded_answer(const httplib::Request& request, std::atomic<int>& generations, int most,
                      const std::atomic<bool>& stopping) {
  if (request.path != "/api/generate" || request.method != "POST") {
    return answer(request.method, request.path, request.body, stopping);
  }
  // Counted while it is answered, however its answer ends.
  struct Counted {
    std::atomic<int>& count;
    ~Counted() { --count; }
  };
  const Counted counted{generations};
  if (++generations > most) {
    const std::string made = most == 1 ? "a puzzle is" : std::to_string(most) + " puzzles are";
    return error_answer(503, made + " being made already: try again in a few seconds");
  }
  return answer(request.method, request.path, request.body, stopping);
}

}  // namespace

Server::Server(const ServerOptions& options)
    : parts_(std::make_unique<Parts>(options.request_time)) {
  parts_->host = options.host;
  parts_->most_generations = options.most_generations;
  HttpServer& http = parts_->http;
  http.set_payload_max_length(kMostBodyBytes);
  // httplib's default lets a second server bind a port in use (SO_REUSEPORT), and share it: a
  // second sudoku_play on the same port must fail instead (share_connections() sets only
  // SO_REUSEADDR). A restart may still reuse the port.
  share_connections(http);
  http.set_default_headers({{"X-Content-Type-Options", "nosniff"},
                            {"X-Frame-Options", "DENY"},
                            {"Referrer-Policy", "no-referrer"}});
  http.set_pre_routing_handler(
      [this](const httplib::Request& request, httplib::Response& response) {
        const std::optional<Answer> refused =
            refusal_before_body(request, own_hosts(parts_->host, parts_->port));
        if (!refused) return httplib::Server::HandlerResponse::Unhandled;
        send_answer(*refused, response);
        return httplib::Server::HandlerResponse::Handled;
      });
  const auto api = [this](const httplib::Request& request, httplib::Response& response) {
    send_answer(
        bounded_answer(request, parts_->generations, parts_->most_generations, parts_->stopped),
        response);
    if (response.status == 503) response.set_header("Retry-After", "5");
  };
  // Every method reaches answer(), which says which one a route takes.
  const std::string every_route = R"(/api/.*)";
  http.Get(every_route, api).Post(every_route, api).Put(every_route, api);
  http.Delete(every_route, api).Patch(every_route, api).Options(every_route, api);
  serve_page(http);
  explain_refusals(http);
  parts_->port = bind_address(http, options);
}

Server::~Server() {
  stop();
}

int Server::port() const {
  return parts_->port;
}

std::string Server::address() const {
  const bool any = parts_->host == "0.0.0.0";
  return "http://" + (any ? std::string("127.0.0.1") : parts_->host) + ":" +
         std::to_string(parts_->port) + "/";
}

void Server::serve() {
  parts_->serving = true;
  if (!parts_->stopped) parts_->http.listen_after_bind();
  parts_->serving = false;
}

void Server::stop() {
  // httplib's stop() does nothing until its loop runs: ask until serve() has returned. A stop
  // before serve() begins makes it return at once.
  parts_->stopped = true;
  while (parts_->serving) {
    parts_->http.stop();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

}  // namespace sudoku::play
