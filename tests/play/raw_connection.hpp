#pragma once
// A connection to the play server made by hand, to send what no well-behaved client sends: a
// request that never ends, a body in chunks, bytes that are not UTF-8.

#include <chrono>
#include <string>
#include <string_view>

namespace sudoku::testing {

// One TCP connection to a port of the loopback, closed when destroyed.
class RawConnection {
 public:
  // Connects; the connection is open() when the server accepted it.
  explicit RawConnection(int port);
  ~RawConnection();
  RawConnection(const RawConnection&) = delete;
  RawConnection& operator=(const RawConnection&) = delete;

  // Whether the connection was made.
  bool open() const { return socket_ >= 0; }
  // Sends `bytes`; false when the server no longer takes them.
  bool send(std::string_view bytes);
  // What the server sends until it closes the connection or `wait` has passed.
  std::string answer(std::chrono::milliseconds wait = std::chrono::seconds(10));

 private:
  int socket_ = -1;
};

// The status of an HTTP answer ("HTTP/1.1 413 Payload Too Large..." gives 413), 0 for none.
int status_of(const std::string& answer);

// The body of an HTTP answer: what follows its headers.
std::string body_of(const std::string& answer);

}  // namespace sudoku::testing
