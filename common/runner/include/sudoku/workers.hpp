#pragma once
/// @file
/// @brief Threads that share out rounds of items, as often as asked, while the thread that asks
/// goes on with something else: under --jobs they solve (or make) a round of puzzles while the
/// main thread writes the round before and reads the next, then joins them for what is left. They
/// live as long as the run: starting threads for each round costs time, and leaves the reading
/// and writing outside the overlap.

#include <atomic>
#include <barrier>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "sudoku/options.hpp"

namespace sudoku {

/// @brief The most threads --jobs starts: far more than any machine this runs on has cores.
inline constexpr std::uint64_t kMostJobs = 256;

/// @brief The threads a command line's --jobs asks for, 1 without it (its option, in the table,
/// takes 1 to kMostJobs).
std::size_t jobs_given(const CommandLine& given);

/// @brief A team of threads doing rounds of items: in a round, each thread takes the next item
/// left, until none is.
class Workers {
 public:
  /// @brief Starts up to `count` threads, as many as the system will start; job(item, thread)
  /// does one item on thread `thread`, from 0 to started() - 1 for the workers and started() for
  /// the thread that starts the rounds.
  Workers(std::size_t count, std::function<void(std::size_t item, std::size_t thread)> job);
  /// @brief Stops the threads and waits for them (no round may be under way).
  ~Workers();
  Workers(const Workers&) = delete;
  Workers& operator=(const Workers&) = delete;

  /// @brief Starts a round of `items` items, numbered from 0: the workers start taking them.
  void start(std::size_t items);
  /// @brief Takes items of the round on the calling thread too, until none is left, and returns
  /// once every thread has finished.
  void finish();
  /// @brief How many threads started: fewer than asked when the system refused one.
  std::size_t started() const { return threads_.size(); }
  /// @brief Why the system refused a thread, when it did ("resource temporarily unavailable").
  const std::error_code& refused() const { return refused_; }

 private:
  // What each thread does until the end: wait for a start, take items, say it is done.
  void serve(std::size_t worker);
  // Does the next item left of the round, on thread `thread`, until none is.
  void take_items(std::size_t thread);

  std::function<void(std::size_t, std::size_t)> job_;
  std::size_t items_ = 0;              // in the round under way; set before a start
  std::atomic<std::size_t> next_ = 0;  // the next item of it a thread takes
  std::barrier<> start_;               // the threads and the one that starts them
  std::barrier<> done_;
  bool stopping_ = false;  // written before a start, read after it: the barrier orders the two
  // Joined by the destructor: std::jthread would join itself, but libc++ 19 (macOS's library)
  // still hides it as experimental.
  std::vector<std::thread> threads_;
  std::error_code refused_;
};

/// @brief A round's inputs and the items made of them, in the same order.
template <typename Input, typename Item>
struct Round {
  std::vector<Input> inputs;  ///< what the round was given
  std::vector<Item> items;    ///< items[i], made of inputs[i]
};

/// @brief Items made in rounds by a team of threads, as every program runs its work under --jobs:
/// each round makes one item per input, every thread taking the next input left, and hands the
/// items back in the inputs' order, so that the output is the same on one thread or several.
/// Between a round's start and its finish the thread that asks is free: it writes the round
/// before and reads the next.
template <typename Input, typename Item>
class Rounds {
 public:
  /// @brief `jobs` threads in all, the one that asks included; make(input, thread) makes one
  /// item on thread `thread`, numbered from 0 to jobs - 1, so that a maker can keep what each
  /// thread needs of its own.
  Rounds(std::size_t jobs, std::function<Item(const Input& input, std::size_t thread)> make)
      : make_(std::move(make)), workers_(jobs - 1, [this](std::size_t item, std::size_t thread) {
          round_.items[item] = make_(round_.inputs[item], thread);
        }) {}

  /// @brief Starts a round on `inputs`: the workers make its items while the caller goes on.
  void start(std::vector<Input> inputs) {
    round_.items = std::vector<Item>(inputs.size());
    round_.inputs = std::move(inputs);
    workers_.start(round_.inputs.size());
  }

  /// @brief Makes what is left of the round started on the calling thread too, waits for the
  /// workers, and hands the round back.
  Round<Input, Item> finish() {
    workers_.finish();
    return std::exchange(round_, {});
  }

  /// @brief The items of `inputs`, in their order, made by every thread: a round started and
  /// finished.
  std::vector<Item> make(std::span<const Input> inputs) {
    start(std::vector<Input>(inputs.begin(), inputs.end()));
    return finish().items;
  }

  /// @brief The team, for fewer_threads().
  const Workers& workers() const { return workers_; }

 private:
  std::function<Item(const Input&, std::size_t)> make_;
  Round<Input, Item> round_;  // the one under way, between a start and its finish
  Workers workers_;           // last, so that its threads stop before what they use goes
};

/// @brief The line that says a team has fewer threads than asked, or "" when it has them all:
/// "NAME: --jobs 8: 2 threads of the 7 more could be started: REASON; the output is the same".
std::string fewer_threads(std::string_view program, std::size_t asked, const Workers& workers);

}  // namespace sudoku
