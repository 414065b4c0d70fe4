// Signals taken by a thread that waits for them (sigwait), so that the program stops between two
// pieces of work rather than wherever the signal finds it.

#include "sudoku/interrupts.hpp"

#include <pthread.h>

#include <cstdlib>
#include <system_error>

namespace sudoku {

Interrupts::Interrupts() {
  sigemptyset(&signals_);
  sigaddset(&signals_, SIGINT);
  sigaddset(&signals_, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals_, &previous_mask_);
  try {
    watcher_ = std::thread([this] { watch(); });
  } catch (const std::system_error&) {
    // No thread may wait for them (a limit on processes): the signals keep their usual effect.
    pthread_sigmask(SIG_SETMASK, &previous_mask_, nullptr);
  }
}

Interrupts::~Interrupts() {
  if (!watcher_.joinable()) return;
  {
    const std::scoped_lock lock(mutex_);
    finishing_ = true;
  }
  changed_.notify_all();
  // Wakes the watcher from sigwait: a signal sent to that thread alone, which it sees as the end.
  pthread_kill(watcher_.native_handle(), SIGTERM);
  watcher_.join();
  pthread_sigmask(SIG_SETMASK, &previous_mask_, nullptr);
}

void Interrupts::acknowledge() {
  {
    const std::scoped_lock lock(mutex_);
    acknowledged_ = true;
  }
  changed_.notify_all();
}

std::string Interrupts::signal_name() const {
  return signal_.load() == SIGINT ? "Ctrl-C (SIGINT)" : "SIGTERM";
}

void Interrupts::watch() {
  for (;;) {
    int signal = 0;
    if (sigwait(&signals_, &signal) != 0) return;
    std::unique_lock lock(mutex_);
    if (finishing_) return;
    if (requested_) std::_Exit(128 + signal);  // a second signal: the user means it
    signal_ = signal;
    requested_ = true;
    const bool answered =
        changed_.wait_for(lock, kInterruptGrace, [this] { return acknowledged_ || finishing_; });
    // Unanswered, the program is busy where it cannot look (reading a terminal): end it now.
    if (!answered) std::_Exit(128 + signal);
    if (finishing_) return;
  }
}

}  // namespace sudoku
