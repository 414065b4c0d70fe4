#pragma once
// A connection as httplib reads a request from it, with one deadline for the whole request.
// httplib waits for each piece of a request in turn, as long as the pieces keep coming, so a
// client that sends a byte every few seconds would hold a connection's thread as long as it
// liked; here every read must come before the deadline, and the request may take only so many
// bytes. When either runs out, the stream says so and takes no answer: the server writes its own.

#include <array>
#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

#include <httplib.h>

#include "play/api.hpp"

namespace sudoku::play {

// The most bytes a request may take, its line and headers (16 KiB) and its body together.
inline constexpr std::size_t kMostRequestBytes = 16 * 1024 + kMostBodyBytes;

// Writes `bytes` to `socket`, each part within `quiet` of the last; false when it cannot.
bool write_all(int socket, std::string_view bytes, std::chrono::seconds quiet);

// The connection `socket`, read until a deadline and up to kMostRequestBytes.
class DeadlineStream final : public httplib::Stream {
 public:
  // Reads from `socket` until `deadline`; a write waits at most `quiet` for the connection.
  DeadlineStream(int socket, std::chrono::steady_clock::time_point deadline,
                 std::chrono::seconds quiet);

  // Whether a read found the deadline passed, the request not yet whole.
  bool timed_out() const { return timed_out_; }
  // Whether the connection has sent anything.
  bool received_any() const { return received_ > 0; }
  // Whether the request ran over kMostRequestBytes.
  bool too_long() const { return too_long_; }

  bool is_readable() const override;
  bool is_writable() const override;
  ssize_t read(char* into, size_t size) override;
  ssize_t write(const char* from, size_t size) override;
  void get_remote_ip_and_port(std::string& ip, int& port) const override;
  void get_local_ip_and_port(std::string& ip, int& port) const override;
  socket_t socket() const override;

 private:
  // Fills the buffer with what the connection has sent, waiting until the deadline; false at
  // the end of the request, or when it cannot be read.
  bool fill();

  int socket_;
  std::chrono::steady_clock::time_point deadline_;
  std::chrono::seconds quiet_;
  std::array<char, 4096> buffer_{};
  std::size_t buffered_ = 0;  // bytes in the buffer
  std::size_t taken_ = 0;     // of them, those httplib has read
  std::size_t received_ = 0;  // bytes received in all
  bool timed_out_ = false;
  bool too_long_ = false;
};

}  // namespace sudoku::play
