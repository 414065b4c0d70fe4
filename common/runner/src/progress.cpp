// The progress line: a thread that redraws it, and stream buffers that wipe it first.

#include "sudoku/progress.hpp"

#include <system_error>

namespace sudoku {

namespace {

// Back to the start of the line, and erase it: what a terminal understands as "wipe this line".
constexpr char kWipe[] = "\r\x1b[K";

}  // namespace

std::vector<Option> progress_options() {
  return {{.name = "--progress",
           .help = "say how far the work has got on standard error (by default only when it is a "
                   "terminal: a line redrawn every second; elsewhere a line every 10 s)"},
          {.name = "--no-progress", .help = "no progress line, even on a terminal"}};
}

std::optional<bool> progress_asked(const CommandLine& given) {
  if (given.has("--progress") && given.has("--no-progress")) {
    throw UsageError("--progress and --no-progress cannot go together");
  }
  if (!given.has("--progress") && !given.has("--no-progress")) return std::nullopt;
  return given.has("--progress");
}

ProgressLine::ProgressLine(const Console& console)
    : err_target_(console.err.rdbuf()),
      in_place_(console.err_is_terminal),
      out_buffer_(*this, console.out.rdbuf(), in_place_ && console.out_is_terminal),
      err_buffer_(*this, console.err.rdbuf(), true),
      out_(in_place_ && console.out_is_terminal ? &out_buffer_ : console.out.rdbuf()),
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
