// A search that learns from its dead ends (conflict-driven clause learning).
//
// Stage 4 walks back one guess when it meets a dead end, and may meet the same dead end again
// under every other guess it made above. This search asks, at each dead end, which of its settled
// candidates caused it, and writes their negation down as a clause (a rule that at least one of
// these candidates must go the other way); then it jumps back to the guess the clause concerns.
// The clause stops every later branch that would repeat the mistake.
//
// The puzzle is written as candidates (a value in a cell), each either open, true or false, and
// as groups: each cell's candidates and each unit's candidates for one value. In a solution each
// group holds exactly one true candidate, which gives the two deductions the search makes: a true
// candidate makes the rest of its four groups false (stage 4's eliminations), and a group left
// with one candidate that is not false makes it true (naked and hidden singles).

#include "learning_search/learning_search.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "sudoku/geometry.hpp"

namespace sudoku::learning_search {

namespace {

// A literal says that a candidate holds (2 * candidate) or that it does not (2 * candidate + 1).
using Literal = int;
Literal holds(int candidate) {
  return 2 * candidate;
}
Literal negation(Literal literal) {
  return literal ^ 1;
}
int candidate_of(Literal literal) {
  return literal >> 1;
}

enum class State : std::uint8_t { Open, True, False };

// Why a candidate was settled: the search guessed it, a true candidate in one of its groups made
// it false, its group had no other candidate left, or a clause had no other literal left.
struct Reason {
  enum class Kind : std::uint8_t { Guess, Peer, Group, Clause } kind = Kind::Guess;
  int index = 0;  // the true peer, the group or the clause
};

// What a dead end was: a reason whose literals are all false, and, for two true peers, the
// candidate it clashes with.
struct Conflict {
  Reason reason;
  int candidate = -1;
};

// The candidates in the order the search guesses them: the most active first, a candidate's
// activity growing each time it takes part in a dead end, and weighing more the later it does
// (the variable state independent decaying sum of SAT solvers). A binary heap that knows where
// each candidate sits in it, so that a bump can move it up.
class ByActivity {
 public:
  explicit ByActivity(std::size_t count) : activity_(count), place_(count) {
    for (std::size_t candidate = 0; candidate < count; ++candidate) {
      place_[candidate] = candidate;
      heap_.push_back(static_cast<int>(candidate));
    }
  }

  bool empty() const { return heap_.empty(); }

  // Takes the most active candidate out.
  int pop() {
    const int top = heap_.front();
    place_[static_cast<std::size_t>(top)] = kOut;
    const int last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) {
      heap_.front() = last;
      place_[static_cast<std::size_t>(last)] = 0;
      sink(0);
    }
    return top;
  }

  // Puts a candidate back, when the search takes it back.
  void push(int candidate) {
    if (place_[static_cast<std::size_t>(candidate)] != kOut) return;
    place_[static_cast<std::size_t>(candidate)] = heap_.size();
    heap_.push_back(candidate);
    rise(heap_.size() - 1);
  }

  // Adds the current weight to a candidate's activity.
  void bump(int candidate) {
    double& activity = activity_[static_cast<std::size_t>(candidate)];
    activity += weight_;
    if (activity > 1e100) {  // keep every activity a finite double
      for (double& each : activity_) each *= 1e-100;
      weight_ *= 1e-100;
    }
    if (place_[static_cast<std::size_t>(candidate)] != kOut) {
      rise(place_[static_cast<std::size_t>(candidate)]);
    }
  }

  // Makes later bumps weigh more than earlier ones: after a dead end.
  void decay() { weight_ /= 0.95; }

 private:
  static constexpr std::size_t kOut = static_cast<std::size_t>(-1);

  double activity_of(std::size_t at) const {
    return activity_[static_cast<std::size_t>(heap_[at])];
  }
  void put(std::size_t at, int candidate) {
    heap_[at] = candidate;
    place_[static_cast<std::size_t>(candidate)] = at;
  }
  void rise(std::size_t at) {
    const int candidate = heap_[at];
    const double activity = activity_[static_cast<std::size_t>(candidate)];
    while (at > 0 && activity_of((at - 1) / 2) < activity) {
      put(at, heap_[(at - 1) / 2]);
      at = (at - 1) / 2;
    }
    put(at, candidate);
  }
  void sink(std::size_t at) {
    const int candidate = heap_[at];
    const double activity = activity_[static_cast<std::size_t>(candidate)];
    while (2 * at + 1 < heap_.size()) {
      std::size_t child = 2 * at + 1;
      if (child + 1 < heap_.size() && activity_of(child + 1) > activity_of(child)) ++child;
      if (activity_of(child) <= activity) break;
      put(at, heap_[child]);
      at = child;
    }
    put(at, candidate);
  }

  std::vector<double> activity_;
  std::vector<std::size_t> place_;  // where each candidate is in heap_, kOut when not there
  std::vector<int> heap_;
  double weight_ = 1;
};

class LearningSearch {
 public:
  LearningSearch(const Grid& puzzle, const Grid& solution, std::span<const int> cells);

  // Searches until it finds a solution or proves that there is none.
  SolveResult run();

 private:
  void list_groups();
  int group_count() const { return 4 * geometry_.cell_count(); }
  int member(int group, int i) const {
    return members_[static_cast<std::size_t>(group * side_ + i)];
  }
  std::span<const int, 4> groups_of(int candidate) const {
    return std::span<const int, 4>(groups_.data() + 4 * static_cast<std::size_t>(candidate), 4);
  }
  int level() const { return static_cast<int>(guesses_.size()); }
  int& open(int group) { return open_[static_cast<std::size_t>(group)]; }
  bool is_true(Literal literal) const;
  bool is_false(Literal literal) const { return is_true(negation(literal)); }
  Literal as_settled(int candidate) const;

  void settle(Literal literal, Reason reason);
  bool settle_at_start(Literal literal);
  void add_clause(std::vector<Literal> clause);
  std::optional<Conflict> propagate();
  std::optional<Conflict> propagate_clauses(Literal now_false);
  void causes(Reason reason, int candidate, std::vector<int>& out) const;
  std::vector<Literal> learn(Conflict conflict);
  void undo_to(int level);
  std::optional<Literal> guess();
  Grid solved_grid() const;

  const Geometry& geometry_;
  int side_;
  std::vector<int> members_;  // each group's candidates, side of them per group
  std::vector<int> groups_;   // each candidate's four groups
  std::vector<State> state_;
  std::vector<int> level_of_;
  std::vector<Reason> reason_;
  std::vector<int> open_;             // per group, its candidates not false
  std::vector<Literal> trail_;        // the literals made true, in order
  std::size_t propagated_ = 0;        // how much of the trail propagate() has seen
  std::vector<std::size_t> guesses_;  // where each guess starts on the trail
  std::vector<std::vector<Literal>> clauses_;
  std::vector<std::vector<int>> watchers_;  // per literal, the clauses that watch it
  std::vector<char> seen_;                  // learn()'s marks, cleared after each use
  ByActivity by_activity_;                  // the candidates to guess, most active first
  bool contradiction_ = false;              // the givens or the cells asked rule out everything
};

// Settles the givens, and says that the solution sought differs from `solution` in `cells`.
LearningSearch::LearningSearch(const Grid& puzzle, const Grid& solution, std::span<const int> cells)
    : geometry_(Geometry::of(puzzle.box())),
      side_(puzzle.side()),
      state_(static_cast<std::size_t>(puzzle.cell_count() * side_), State::Open),
      level_of_(state_.size()),
      reason_(state_.size()),
      open_(static_cast<std::size_t>(group_count()), side_),
      watchers_(2 * state_.size()),
      seen_(state_.size()),
      by_activity_(state_.size()) {
  list_groups();
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] != 0 && !settle_at_start(holds(cell * side_ + puzzle[cell] - 1))) return;
  }
  // Another solution differs from the known one in one of `cells`: one clause says so.
  std::vector<Literal> differs;
  for (const int cell : cells) {
    differs.push_back(negation(holds(cell * side_ + solution[cell] - 1)));
  }
  if (differs.empty()) {
    contradiction_ = true;  // no cell to differ in
  } else if (differs.size() == 1) {
    settle_at_start(differs.front());
  } else {
    add_clause(std::move(differs));
  }
}

// Fills the tables of groups: groups [0, cells) are the cells, then one per unit and value, so
// that a candidate's groups are its cell and its value in its row, column and box.
void LearningSearch::list_groups() {
  const int cell_count = geometry_.cell_count();
  groups_.resize(4 * state_.size());
  members_.resize(static_cast<std::size_t>(group_count() * side_));
  for (int cell = 0; cell < cell_count; ++cell) {
    for (int value = 0; value < side_; ++value) {
      const int candidate = cell * side_ + value;
      auto* groups = &groups_[4 * static_cast<std::size_t>(candidate)];
      groups[0] = cell;
      members_[static_cast<std::size_t>(candidate)] = candidate;
      for (int k = 0; k < 3; ++k) {
        const int unit = geometry_.units_of(cell)[static_cast<std::size_t>(k)];
        groups[k + 1] = cell_count + unit * side_ + value;
      }
    }
  }
  for (int unit = 0; unit < geometry_.unit_count(); ++unit) {
    for (int i = 0; i < side_; ++i) {
      const int cell = geometry_.cells(unit)[static_cast<std::size_t>(i)];
      for (int value = 0; value < side_; ++value) {
        const int group = cell_count + unit * side_ + value;
        members_[static_cast<std::size_t>(group * side_ + i)] = cell * side_ + value;
      }
    }
  }
}

bool LearningSearch::is_true(Literal literal) const {
  const State state = state_[static_cast<std::size_t>(candidate_of(literal))];
  return state == ((literal & 1) == 0 ? State::True : State::False);
}

// The literal about a settled candidate that is now false: what a learned clause says of it.
Literal LearningSearch::as_settled(int candidate) const {
  const Literal literal = holds(candidate);
  return state_[static_cast<std::size_t>(candidate)] == State::True ? negation(literal) : literal;
}

// Makes `literal` true at the current level; its consequences wait for propagate().
void LearningSearch::settle(Literal literal, Reason reason) {
  const auto candidate = static_cast<std::size_t>(candidate_of(literal));
  const bool made_true = (literal & 1) == 0;
  state_[candidate] = made_true ? State::True : State::False;
  level_of_[candidate] = level();
  reason_[candidate] = reason;
  trail_.push_back(literal);
  if (!made_true) {
    for (const int group : groups_of(static_cast<int>(candidate))) --open(group);
  }
}

// Settles a literal before the search starts; false when it is already false.
bool LearningSearch::settle_at_start(Literal literal) {
  if (is_false(literal)) contradiction_ = true;
  if (!contradiction_ && !is_true(literal)) settle(literal, {});
  return !contradiction_;
}

// Keeps a clause of two literals or more, watched by its first two.
void LearningSearch::add_clause(std::vector<Literal> clause) {
  const int index = static_cast<int>(clauses_.size());
  watchers_[static_cast<std::size_t>(clause[0])].push_back(index);
  watchers_[static_cast<std::size_t>(clause[1])].push_back(index);
  clauses_.push_back(std::move(clause));
}

// Draws every consequence of the trail not yet seen, or returns the dead end it met.
std::optional<Conflict> LearningSearch::propagate() {
  while (propagated_ < trail_.size()) {
    const Literal literal = trail_[propagated_++];
    const int candidate = candidate_of(literal);
    if (state_[static_cast<std::size_t>(candidate)] == State::True) {
      for (const int group : groups_of(candidate)) {
        for (int i = 0; i < side_; ++i) {
          const int peer = member(group, i);
          if (peer == candidate) continue;
          if (state_[static_cast<std::size_t>(peer)] == State::True) {
            return Conflict{{Reason::Kind::Peer, candidate}, peer};
          }
          if (state_[static_cast<std::size_t>(peer)] == State::Open) {
            settle(negation(holds(peer)), {Reason::Kind::Peer, candidate});
          }
        }
      }
    } else {
      for (const int group : groups_of(candidate)) {
        if (open(group) == 0) return Conflict{{Reason::Kind::Group, group}};
        if (open(group) > 1) continue;
        for (int i = 0; i < side_; ++i) {
          const int last = member(group, i);
          if (state_[static_cast<std::size_t>(last)] == State::Open) {
            settle(holds(last), {Reason::Kind::Group, group});
          }
        }
      }
    }
    if (auto conflict = propagate_clauses(negation(literal))) return conflict;
  }
  return std::nullopt;
}

// Visits the clauses watching a literal just made false: each finds another literal to watch,
// or settles its other watched literal, or is the dead end.
std::optional<Conflict> LearningSearch::propagate_clauses(Literal now_false) {
  std::vector<int>& watching = watchers_[static_cast<std::size_t>(now_false)];
  std::size_t kept = 0;
  for (std::size_t i = 0; i < watching.size(); ++i) {
    const int index = watching[i];
    std::vector<Literal>& clause = clauses_[static_cast<std::size_t>(index)];
    if (clause[0] == now_false) std::swap(clause[0], clause[1]);
    if (!is_true(clause[0])) {
      const auto other = std::find_if(clause.begin() + 2, clause.end(),
                                      [&](Literal literal) { return !is_false(literal); });
      if (other != clause.end()) {
        std::swap(clause[1], *other);
        watchers_[static_cast<std::size_t>(clause[1])].push_back(index);
        continue;  // no longer watching now_false
      }
    }
    watching[kept++] = index;
    if (is_true(clause[0])) continue;
    if (is_false(clause[0])) {
      while (++i < watching.size()) watching[kept++] = watching[i];
      watching.resize(kept);
      return Conflict{{Reason::Kind::Clause, index}};
    }
    settle(clause[0], {Reason::Kind::Clause, index});
  }
  watching.resize(kept);
  return std::nullopt;
}

// The settled candidates that `reason` made `candidate` follow from (all of them for a dead end).
void LearningSearch::causes(Reason reason, int candidate, std::vector<int>& out) const {
  out.clear();
  switch (reason.kind) {
    case Reason::Kind::Guess:
      break;
    case Reason::Kind::Peer:
      out.push_back(reason.index);
      break;
    case Reason::Kind::Group:
      for (int i = 0; i < side_; ++i) {
        if (member(reason.index, i) != candidate) out.push_back(member(reason.index, i));
      }
      break;
    case Reason::Kind::Clause:
      for (const Literal literal : clauses_[static_cast<std::size_t>(reason.index)]) {
        if (candidate_of(literal) != candidate) out.push_back(candidate_of(literal));
      }
      break;
  }
}

// The clause a dead end teaches: walking the trail back from the dead end, the causes settled
// by earlier guesses are kept, those of the last guess replaced by their own causes until one
// candidate of the last level is left (the first unique implication point). The clause is the
// negation of them all, that candidate first, the latest of the others second.
std::vector<Literal> LearningSearch::learn(Conflict conflict) {
  std::vector<Literal> clause{0};
  std::vector<int> from;
  causes(conflict.reason, -1, from);
  if (conflict.candidate >= 0) from.push_back(conflict.candidate);
  int pending = 0;  // causes at the last level not yet replaced
  std::size_t at = trail_.size();
  while (true) {
    for (const int cause : from) {
      const auto c = static_cast<std::size_t>(cause);
      if (seen_[c] || level_of_[c] == 0) continue;
      seen_[c] = 1;
      by_activity_.bump(cause);
      if (level_of_[c] == level()) {
        ++pending;
      } else {
        clause.push_back(as_settled(cause));
      }
    }
    do --at;
    while (!seen_[static_cast<std::size_t>(candidate_of(trail_[at]))]);
    const int last = candidate_of(trail_[at]);
    seen_[static_cast<std::size_t>(last)] = 0;
    if (--pending == 0) {
      clause[0] = as_settled(last);
      break;
    }
    causes(reason_[static_cast<std::size_t>(last)], last, from);
  }
  for (std::size_t i = 1; i < clause.size(); ++i) {
    seen_[static_cast<std::size_t>(candidate_of(clause[i]))] = 0;
    const auto level_at = [&](std::size_t j) {
      return level_of_[static_cast<std::size_t>(candidate_of(clause[j]))];
    };
    if (level_at(i) > level_at(1)) std::swap(clause[1], clause[i]);
  }
  return clause;
}

// Takes back every literal settled after guess number `level`.
void LearningSearch::undo_to(int level) {
  if (this->level() <= level) return;
  const std::size_t keep = guesses_[static_cast<std::size_t>(level)];
  for (std::size_t i = trail_.size(); i-- > keep;) {
    const int candidate = candidate_of(trail_[i]);
    if (state_[static_cast<std::size_t>(candidate)] == State::False) {
      for (const int group : groups_of(candidate)) ++open(group);
    }
    state_[static_cast<std::size_t>(candidate)] = State::Open;
    by_activity_.push(candidate);
  }
  trail_.resize(keep);
  propagated_ = keep;
  guesses_.resize(static_cast<std::size_t>(level));
}

// The next guess: the most active open candidate, guessed to hold. None when every candidate is
// settled, which makes a solution.
std::optional<Literal> LearningSearch::guess() {
  while (!by_activity_.empty()) {
    const int candidate = by_activity_.pop();
    if (state_[static_cast<std::size_t>(candidate)] == State::Open) return holds(candidate);
  }
  return std::nullopt;
}

// The grid the true candidates make.
Grid LearningSearch::solved_grid() const {
  Grid grid(geometry_.box());
  for (std::size_t candidate = 0; candidate < state_.size(); ++candidate) {
    if (state_[candidate] == State::True) {
      grid.set(static_cast<int>(candidate) / side_, static_cast<int>(candidate) % side_ + 1);
    }
  }
  return grid;
}

SolveResult LearningSearch::run() {
  SolveResult result;
  if (contradiction_) return result;
  while (true) {
    if (const auto conflict = propagate()) {
      ++result.stats.backtracks;
      if (level() == 0) break;  // a dead end no guess caused: no solution
      std::vector<Literal> clause = learn(*conflict);
      by_activity_.decay();
      const int back_to =
          clause.size() == 1 ? 0 : level_of_[static_cast<std::size_t>(candidate_of(clause[1]))];
      undo_to(back_to);
      const Literal learned = clause[0];
      if (clause.size() == 1) {
        settle(learned, {});
      } else {
        add_clause(std::move(clause));
        settle(learned, {Reason::Kind::Clause, static_cast<int>(clauses_.size()) - 1});
      }
      continue;
    }
    const std::optional<Literal> next = guess();
    if (!next) {
      result.outcome = Outcome::Solved;
      result.solutions = 1;
      result.first_solution = solved_grid();
      break;
    }
    ++result.stats.nodes;
    ++result.stats.guesses;
    guesses_.push_back(trail_.size());
    settle(*next, {});
  }
  return result;
}

}  // namespace

SolveResult find_other_solution(const Grid& puzzle, const Grid& solution,
                                std::span<const int> cells) {
  return LearningSearch(puzzle, solution, cells).run();
}

bool has_other_solution(const Grid& puzzle, const Grid& solution, std::span<const int> cells) {
  return find_other_solution(puzzle, solution, cells).solutions > 0;
}

}  // namespace sudoku::learning_search
