#pragma once
/// @file
/// @brief The interface every solver stage offers: options in, outcome and counts out.

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/steps.hpp"
#include "sudoku/values.hpp"

namespace sudoku {

/// @brief max_solutions value that asks for every solution.
inline constexpr std::uint64_t kAllSolutions = std::numeric_limits<std::uint64_t>::max();

/// @brief What a solve is asked to do.
///
/// The contract every stage's solve function keeps:
/// - givens that already break a rule give Outcome::NoSolution after 0 nodes;
/// - the node limit is exact: a search stopped by it has spent exactly `node_limit` nodes;
/// - `on_solution` is called once per distinct solution, at most `max_solutions` times;
/// - `on_step`, when set, sees every step the stage reports (a stage may report none); when it is
///   not set, reporting costs nothing measurable.
struct SolveOptions {
  /// @brief Stop after this many solutions: 1 finds one, 2 proves uniqueness (0 counts as 1).
  std::uint64_t max_solutions = 1;
  /// @brief Stop after this many nodes (a node is one value tried in one cell); 0: no limit.
  std::uint64_t node_limit = 0;
  /// @brief Called with each solution as it is found (to print them all), when set.
  std::function<void(const Grid&)> on_solution = {};
  /// @brief Called with each step of the solve, when set (see steps.hpp).
  StepObserver on_step = {};
  /// @brief When set, counts every node spent, for another thread to read while the search runs
  /// (the tests' watchdog): the search itself keeps its own count in its statistics.
  std::atomic<std::uint64_t>* nodes_spent = nullptr;
  /// @brief When set, the search stops as at its node limit, with fewer nodes spent, soon after
  /// it turns true (Ctrl-C: see interrupts.hpp): it is read every kNodesBetweenStopChecks nodes.
  const std::atomic<bool>* stop = nullptr;
  /// @brief The pencil marks the input gave the puzzle, per cell (a marks grid: Entry::marks);
  /// none otherwise. A search solves the values and leaves them; what teaches from a position
  /// (stage 4's --hint) starts from them.
  std::span<const ValueSet> marks = {};
};

/// @brief How often a search reads SolveOptions::stop: rarely enough to cost nothing measurable,
/// often enough that even a slow node count stops within a blink.
inline constexpr std::uint64_t kNodesBetweenStopChecks = 4096;

/// @brief A node limit meant for a 9x9 grid, for a grid of `side`: the same number of nodes per
/// cell above 9x9 (the limit times 81 / cells, at least 1), since a node costs more there, so that
/// a hopeless puzzle stops after a similar time whatever its size. 0 (no limit) stays 0.
std::uint64_t node_limit_for_size(std::uint64_t limit_for_9x9, int side);

/// @brief How a solve ended.
enum class Outcome {
  Solved,       ///< at least one solution found, and the search ended normally
  NoSolution,   ///< the whole search space was explored: there is none
  LimitReached  ///< the node limit stopped the search first
};

/// @brief What one pass of a deduction (a rule of stage 2, a technique of stage 4) did to a board.
enum class Progress {
  NoChange,       ///< it found nothing to do
  Changed,        ///< it placed a value or struck a candidate
  Contradiction,  ///< the board has no solution: a cell without candidates, a value without place
  OutOfNodes      ///< the node limit stopped it
};

/// @brief The stronger of two results, for a pass that adds up the results of its parts: a
/// contradiction ends everything, a change beats no change.
inline Progress combine(Progress so_far, Progress next) {
  return static_cast<int>(next) > static_cast<int>(so_far) ? next : so_far;
}

/// @brief "solved", "no solution", "node limit reached".
std::string_view outcome_name(Outcome outcome);

/// @brief Writes outcome_name(outcome), so that a failing test reads as a sentence.
std::ostream& operator<<(std::ostream& out, Outcome outcome);

/// @brief A count a stage defines for itself, such as the values one technique placed.
///
/// The name is a view: a string literal, or a name the stage keeps for as long as the program
/// runs. A copy per counter cost a few percent of a 9x9 solve.
struct Counter {
  std::string_view name;    ///< what is counted, as --stats prints it: "hidden single placements"
  std::uint64_t count = 0;  ///< how many
  /// @brief Same name and count.
  friend bool operator==(const Counter&, const Counter&) = default;
};

/// @brief What a search did.
struct SolveStats {
  std::uint64_t nodes = 0;       ///< values tried in a cell
  std::uint64_t guesses = 0;     ///< values tried where the solver could not deduce the value
  std::uint64_t deductions = 0;  ///< values placed because the rules left no other choice
  std::uint64_t backtracks = 0;  ///< times a cell ran out of values and the search stepped back
  /// @brief The stage's own counts, in the order it first added them; --stats prints them after
  /// the shared ones. common/ knows no technique: a stage names its counters.
  std::vector<Counter> counters = {};

  /// @brief Adds `amount` to the counter named `name`, creating it at the end when new; `name`
  /// must live as long as the program (see Counter).
  void add(std::string_view name, std::uint64_t amount = 1);
};

/// @brief The result of a solve.
struct SolveResult {
  Outcome outcome = Outcome::NoSolution;  ///< how it ended
  std::uint64_t solutions = 0;            ///< solutions found, up to max_solutions
  Grid first_solution;                    ///< the first solution, when solutions > 0
  SolveStats stats;                       ///< the work done
};

/// @brief Writes "solved, 1 solution, 57 nodes (12 guesses, 45 deductions, 3 backtracks)".
std::ostream& operator<<(std::ostream& out, const SolveResult& result);

/// @brief The shape of every stage's entry point.
using SolveFunction = std::function<SolveResult(const Grid&, const SolveOptions&)>;

/// @brief The bookkeeping every search shares: nodes against the limit, solutions against the
/// maximum, the first solution, and the outcome at the end.
class Tally {
 public:
  /// @brief Starts the count for one solve; keeps its own copy of the options.
  Tally(const Grid& puzzle, SolveOptions options);

  /// @brief Charges one node; false (and stopped() from then on) when the limit is spent. Inline:
  /// the fastest searches call it for every value they place.
  bool spend_node() {
    if (options_.node_limit != 0 && result_.stats.nodes >= options_.node_limit) {
      limit_reached_ = true;
      return false;
    }
    if (options_.stop != nullptr && result_.stats.nodes % kNodesBetweenStopChecks == 0 &&
        options_.stop->load(std::memory_order_relaxed)) {
      limit_reached_ = true;
      return false;
    }
    ++result_.stats.nodes;
    if (options_.nodes_spent != nullptr)
      options_.nodes_spent->fetch_add(1, std::memory_order_relaxed);
    return true;
  }

  /// @brief Stops the search short, as a limit does: a stage whose own limit (not nodes) ends
  /// the search calls it, and the outcome is Outcome::LimitReached.
  void give_up() { limit_reached_ = true; }

  /// @brief Records a complete grid; true when the search should stop (enough solutions).
  bool record_solution(const Grid& solution);

  /// @brief True once the node limit or the solution count has ended the search.
  bool stopped() const { return limit_reached_ || solutions_ >= max_solutions_; }

  /// @brief The counters, for a stage to add its own counts.
  SolveStats& stats() { return result_.stats; }

  /// @brief True when someone observes the steps: a stage builds a Step only then.
  bool observed() const { return static_cast<bool>(options_.on_step); }
  /// @brief Hands a step to the observer, if any.
  void report(const Step& step) const {
    if (options_.on_step) options_.on_step(step);
  }

  /// @brief The result, once the search is over: handed over, not copied, so call it once.
  SolveResult finish();

 private:
  SolveOptions options_;
  std::uint64_t max_solutions_;  // options_.max_solutions, where 0 is taken as 1
  SolveResult result_;
  std::uint64_t solutions_ = 0;
  bool limit_reached_ = false;
};

}  // namespace sudoku
