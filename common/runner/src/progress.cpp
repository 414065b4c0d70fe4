// The progress line: a thread that redraws it, and stream buffers that wipe it first.

#include "sudoku/progress.hpp"

#include <system_error>

namespace sudoku {

namespace {

// Back to the start of the line, and erase it: what a terminal understands as "wipe this line".
constexpr char kWipe[] = "\r\x1b[K";

}  // namespace

ProgressLine::ProgressLine(std::ostream& out, std::ostream& err, bool in_place,
                           bool out_shares_terminal)
    : err_target_(err.rdbuf()),
      in_place_(in_place),
      out_buffer_(*this, out.rdbuf(), in_place && out_shares_terminal),
      err_buffer_(*this, err.rdbuf(), true),
      out_(in_place && out_shares_terminal ? &out_buffer_ : out.rdbuf()),
      err_(&err_buffer_) {}

ProgressLine::~ProgressLine() {
  stop();
}

void ProgressLine::start(std::function<std::string()> describe) {
  try {
    thread_ = std::thread([this, describe = std::move(describe)] { run(describe); });
  } catch (const std::system_error&) {
    // No thread for it (a limit on processes): the run goes on without a progress line.
  }
}

void ProgressLine::stop() {
  {
    const std::scoped_lock lock(writing_);
    stopping_ = true;
  }
  stop_asked_.notify_all();
  if (thread_.joinable()) thread_.join();
  const std::scoped_lock lock(writing_);
  wipe();
}

void ProgressLine::run(const std::function<std::string()>& describe) {
  using Clock = std::chrono::steady_clock;
  const std::chrono::seconds every = in_place_ ? std::chrono::seconds(1) : kProgressEvery;
  Clock::time_point due = Clock::now() + std::chrono::seconds(1);
  std::unique_lock lock(writing_);
  while (!stop_asked_.wait_until(lock, due, [this] { return stopping_; })) {
    due += every;
    lock.unlock();
    const std::string text = describe();  // outside the lock: answers need not wait for it
    lock.lock();
    if (stopping_ || text.empty()) continue;
    const std::string line = in_place_ ? kWipe + text : text + '\n';
    err_target_->sputn(line.data(), static_cast<std::streamsize>(line.size()));
    err_target_->pubsync();
    shown_ = in_place_;
  }
}

void ProgressLine::wipe() {
  if (!shown_) return;
  err_target_->sputn(kWipe, sizeof kWipe - 1);
  err_target_->pubsync();
  shown_ = false;
}

std::streamsize ProgressLine::Wiping::xsputn(const char* text, std::streamsize count) {
  const std::scoped_lock lock(line_.writing_);
  line_.wipe();
  const std::streamsize written = target_->sputn(text, count);
  if (flush_each_ && target_->pubsync() != 0) return 0;
  return written;
}

ProgressLine::Wiping::int_type ProgressLine::Wiping::overflow(int_type byte) {
  if (traits_type::eq_int_type(byte, traits_type::eof())) return traits_type::not_eof(byte);
  const char c = traits_type::to_char_type(byte);
  return xsputn(&c, 1) == 1 ? byte : traits_type::eof();
}

int ProgressLine::Wiping::sync() {
  const std::scoped_lock lock(line_.writing_);
  return target_->pubsync();
}

}  // namespace sudoku
