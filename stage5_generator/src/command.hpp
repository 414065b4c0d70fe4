#pragma once
// The generator's command line in parts: its options (options.cpp), the rater (rater.cpp) and
// what a run makes (order.cpp); program.cpp runs them.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "stage5/program.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/options.hpp"

namespace sudoku::stage5 {

// The program's name, as its messages and its progress line begin.
inline constexpr const char* kName = "stage5_generator";

// True when the command line `given` chooses the extension's scale with --scale.
bool scaled(const CommandLine& given, const std::optional<Scale>& scale);

// --scale, which chooses stage 5's levels or those of the extension's `scale`: `what` says what it
// chooses, `stage5` what stage 5's are.
Option scale_option(const Scale& scale, const std::string& what, const std::string& stage5);

// The generator as it introduces itself: its name, --help and options, with --scale when an
// extension brings one.
ProgramIntro intro(const std::optional<Scale>& scale);

// The recipe the options give (for --minimal and --difficulty, only its size and symmetry
// count); throws UsageError for a size or share that cannot be made.
Recipe recipe_of(const CommandLine& given);

// The rater as a solver stage's program: it reads puzzles as every stage does, and answers each
// with the puzzle itself after its rating, or under --csv with a line of both; with --scale, the
// rating of an extension's scale instead of stage 5's. Every solve is `search`'s.
StageProgram rater(const std::optional<Scale>& scale, stage4::Search search);

// How far a run has got, for its progress line: written by the threads that make the puzzles,
// read by the line's thread.
struct Making {
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  std::uint64_t count = 1;                 // puzzles asked
  std::atomic<std::uint64_t> made{0};      // puzzles written
  std::atomic<const char*> part{nullptr};  // with one thread: the part of the puzzle under way
  std::atomic<int> done{0};                // how much of it is done
  std::atomic<int> total{0};               // of how much

  // "stage5_generator: 3 of 10 puzzles, 12 s; a minimal 25x25: 312 of 625 orbits tried", where
  // `what` is the puzzle under way ("a minimal 25x25").
  std::string line(const std::string& what) const;
};

// Makes a puzzle of one level: a grid of side box * box, its holes' symmetry, everything drawn
// from the random source, the search's tries.
using LevelMaker = std::function<std::optional<Made>(int box, Symmetry symmetry, Random& random,
                                                     const LevelSearch& search)>;

// A level --difficulty names: its name, what makes its puzzles, and how many tries by default.
struct LevelOrder {
  std::string name;
  LevelMaker make;
  int tries = kLevelTries;
};

// The level --difficulty names, on the scale --scale names, for a grid of side box * box; throws
// UsageError for a level of another scale.
LevelOrder level_asked(const CommandLine& given, const std::optional<Scale>& scale, int box);

// What a run makes: puzzles by a recipe, minimal puzzles, or puzzles of a level.
struct Order {
  Recipe recipe;
  bool minimal = false;
  std::string level = {};                     // the level's name, or empty
  LevelMaker at_level = {};                   // what makes its puzzles
  OtherSolutionSearch last_checks = nullptr;  // how a minimal dig settles its last checks
  OtherSolutionSearch checks_9x9 = nullptr;   // and every check of a 9x9 one, if not so
  int most_tries = kLevelTries;               // how many puzzles of another level before giving up
  Making* making = nullptr;  // where one puzzle at a time reports how far it has got, if anywhere

  // The puzzle of `seed`; nothing when no puzzle of the level was found.
  std::optional<Made> make(std::uint64_t seed) const;
  // Tells the progress line where the puzzle under way is.
  void report(const char* part, int done, int total) const;
  // What the puzzle under way is, as the progress line names it: "a minimal 25x25".
  std::string what() const;
};

}  // namespace sudoku::stage5
