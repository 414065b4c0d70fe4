// A connection read with one deadline for the whole request, and a bound on its size.

#include "deadline_stream.hpp"

#include <algorithm>
#include <cerrno>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>

namespace sudoku::play {

namespace {

// Waits until `socket` can be read (POLLIN) or written (POLLOUT), at most `wait`; false when it
// cannot be within that time.
bool ready(int socket, short events, std::chrono::milliseconds wait) {
  pollfd polled{.fd = socket, .events = events, .revents = 0};
  const auto timeout = static_cast<int>(std::max<std::chrono::milliseconds::rep>(wait.count(), 0));
  int got = 0;
  do {
    got = ::poll(&polled, 1, timeout);
  } while (got < 0 && errno == EINTR);
  return got > 0;
}

// The address and port of a socket's end, as getsockname or getpeername gives them.
void name_of(const sockaddr_storage& address, std::string& ip, int& port) {
  std::array<char, INET6_ADDRSTRLEN> text{};
  if (address.ss_family == AF_INET) {
    const auto* v4 = reinterpret_cast<const sockaddr_in*>(&address);
    ::inet_ntop(AF_INET, &v4->sin_addr, text.data(), text.size());
    port = ntohs(v4->sin_port);
  } else if (address.ss_family == AF_INET6) {
    const auto* v6 = reinterpret_cast<const sockaddr_in6*>(&address);
    ::inet_ntop(AF_INET6, &v6->sin6_addr, text.data(), text.size());
    port = ntohs(v6->sin6_port);
  }
  ip = text.data();
}

}  // namespace

bool write_all(int socket, std::string_view bytes, std::chrono::seconds quiet) {
  while (!bytes.empty()) {
    if (!ready(socket, POLLOUT, quiet)) return false;
    const ssize_t sent = ::send(socket, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (sent < 0 && errno == EINTR) continue;
    if (sent <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(sent));
  }
  return true;
}

DeadlineStream::DeadlineStream(int socket, std::chrono::steady_clock::time_point deadline,
                               std::chrono::seconds quiet)
    : socket_(socket), deadline_(deadline), quiet_(quiet) {}

bool DeadlineStream::fill() {
  if (timed_out_ || too_long_) return false;
  if (received_ >= kMostRequestBytes) {
    too_long_ = true;
    return false;
  }
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
      deadline_ - std::chrono::steady_clock::now());
  if (left.count() <= 0 || !ready(socket_, POLLIN, left)) {
    timed_out_ = true;
    return false;
  }
  const std::size_t room = std::min(buffer_.size(), kMostRequestBytes - received_);
  ssize_t got = 0;
  do {
    got = ::recv(socket_, buffer_.data(), room, 0);
  } while (got < 0 && errno == EINTR);
  if (got <= 0) return false;
  buffered_ = static_cast<std::size_t>(got);
  taken_ = 0;
  received_ += buffered_;
  return true;
}

bool DeadlineStream::is_readable() const {
  return taken_ < buffered_ || ready(socket_, POLLIN, std::chrono::milliseconds(0));
}

bool DeadlineStream::is_writable() const {
  return !timed_out_ && !too_long_ && ready(socket_, POLLOUT, quiet_);
}

ssize_t DeadlineStream::read(char* into, size_t size) {
  if (taken_ == buffered_ && !fill()) return timed_out_ || too_long_ ? -1 : 0;
  const std::size_t count = std::min(size, buffered_ - taken_);
  std::copy_n(buffer_.data() + taken_, count, into);
  taken_ += count;
  return static_cast<ssize_t>(count);
}

ssize_t DeadlineStream::write(const char* from, size_t size) {
  // After a read ran out of time or room, httplib's 400 is not the answer: the server's is.
  if (!is_writable()) return -1;
  ssize_t sent = 0;
  do {
    sent = ::send(socket_, from, size, MSG_NOSIGNAL);
  } while (sent < 0 && errno == EINTR);
  return sent;
}

void DeadlineStream::get_remote_ip_and_port(std::string& ip, int& port) const {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  if (::getpeername(socket_, reinterpret_cast<sockaddr*>(&address), &length) == 0) {
    name_of(address, ip, port);
  }
}

void DeadlineStream::get_local_ip_and_port(std::string& ip, int& port) const {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  if (::getsockname(socket_, reinterpret_cast<sockaddr*>(&address), &length) == 0) {
    name_of(address, ip, port);
  }
}

socket_t DeadlineStream::socket() const {
  return socket_;
}

}  // namespace sudoku::play
