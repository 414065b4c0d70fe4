// The server: cpp-httplib carries the page and the API; this file adds what makes it safe to
// leave running, the checks of origin and size, and the page's files.

#include "play/server.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <thread>
#include <vector>

#include <httplib.h>
#include <sys/socket.h>

#include "play/api.hpp"
#include "play/page_files.hpp"

namespace sudoku::play {

// httplib's server, with a longer queue of connections waiting to be accepted: it listens with
// a queue of 5, and a burst of requests beyond that waits on retransmissions, or times out. Not
// in the anonymous namespace: Server::Parts holds one.
class HttpServer : public httplib::Server {
 public:
  // Listens again on the bound socket, as Linux allows, with the longest queue it takes.
  void lengthen_queue() { ::listen(svr_sock_, SOMAXCONN); }
};

namespace {

// The Host headers a request to this server may carry: its address, and the loopback's names.
std::vector<std::string> own_hosts(const std::string& host, int port) {
  const std::string colon_port = ":" + std::to_string(port);
  std::vector<std::string> hosts{"127.0.0.1" + colon_port, "localhost" + colon_port,
                                 "[::1]" + colon_port};
  if (host != "127.0.0.1" && host != "0.0.0.0") hosts.push_back(host + colon_port);
  return hosts;
}

// Why a request to the API is refused before its route is asked, if it is: not addressed to
// this server, sent by a page of another origin, or not JSON.
std::optional<Answer> refusal(const httplib::Request& request,
                              const std::vector<std::string>& hosts) {
  const auto is_own = [&hosts](const std::string& host) {
    return std::ranges::find(hosts, host) != hosts.end();
  };
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

// Sends `answer` as the response.
void send_answer(const Answer& answer, httplib::Response& response) {
  response.status = answer.status;
  response.set_content(answer.body, answer.type.c_str());
  response.set_header("Cache-Control", "no-store");
}

// Serves the page's three files, as they are written in play/page/.
void serve_page(httplib::Server& http) {
  const auto file = [&http](const char* path, std::string_view content, const char* type) {
    http.Get(path, [content, type](const httplib::Request&, httplib::Response& response) {
      response.set_content(content.data(), content.size(), type);
    });
  };
  file("/", k_play_html, "text/html; charset=utf-8");
  file("/play.css", k_play_css, "text/css; charset=utf-8");
  file("/play.js", k_play_js, "text/javascript; charset=utf-8");
}

// Makes a refusal httplib makes itself (a body too large, a path no handler has) say why, as JSON.
void explain_refusals(httplib::Server& http) {
  http.set_error_handler([](const httplib::Request& request, httplib::Response& response) {
    if (!response.body.empty()) return;
    const Answer why = response.status == 413
                           ? error_answer(413, "the body is larger than " +
                                                   std::to_string(kMostBodyBytes) + " bytes")
                           : error_answer(response.status, "no page " + request.path);
    response.set_content(why.body, why.type.c_str());
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

}  // namespace

// The httplib server and what its handlers read.
struct Server::Parts {
  HttpServer http;
  std::string host;
  int port = 0;
  std::atomic<bool> serving{false};  // serve() has begun and not yet returned
  std::atomic<bool> stopped{false};  // stop() was called
};

Server::Server(const ServerOptions& options) : parts_(std::make_unique<Parts>()) {
  parts_->host = options.host;
  HttpServer& http = parts_->http;
  http.set_payload_max_length(kMostBodyBytes);
  // httplib's default lets a second server bind a port in use (SO_REUSEPORT), and share it: a
  // second sudoku_play on the same port must fail instead. A restart may still reuse the port.
  http.set_socket_options([](int socket) {
    const int yes = 1;
    ::setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });
  http.set_default_headers({{"X-Content-Type-Options", "nosniff"},
                            {"X-Frame-Options", "DENY"},
                            {"Referrer-Policy", "no-referrer"}});
  const auto api = [this](const httplib::Request& request, httplib::Response& response) {
    const std::optional<Answer> refused = refusal(request, own_hosts(parts_->host, parts_->port));
    send_answer(refused ? *refused : answer(request.method, request.path, request.body), response);
  };
  // Every method reaches answer(), which says which one a route takes.
  const std::string every_route = R"(/api/.*)";
  http.Get(every_route, api).Post(every_route, api).Put(every_route, api);
  http.Delete(every_route, api).Patch(every_route, api);
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
