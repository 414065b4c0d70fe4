#pragma once
/// @file
/// @brief The command line every solver stage shares: options, reading, printing, exit status.

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/options.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {

/// @brief What a program prints as the answer of a puzzle it solved.
enum class Shown {
  Solution,  ///< the solution, as every stage does by default
  Nothing,   ///< nothing but the trace: stage 4's --hint, whose next step is the answer
  Puzzle,    ///< the puzzle itself: stage 5's rater, so that a rated file is a puzzle file again
};

/// @brief What a stage's executable is: its name, its own options, and how to pick its solver.
struct StageProgram {
  std::string name;             ///< the executable's name, e.g. "stage1_naive"
  std::string summary;          ///< one line saying what the stage does
  std::vector<Option> options;  ///< the stage's own options, listed under "This stage:" in --help
  /// @brief The node limit without --node-limit, for a 9x9 grid (0: none). A larger grid gets the
  /// same number of nodes per cell (the limit times 81 / cells), because a node costs more there:
  /// whatever the size, a hopeless puzzle stops after a similar time.
  std::uint64_t default_node_limit = 0;
  /// @brief The solve function for the options given (the stage reads its own from `given`). A
  /// stage that narrates its solves (stage 2's --trace) writes to `trace`; the program prints
  /// what it wrote before the answer. It throws UsageError when its options do not go together
  /// or name a file it cannot use (stage 4's --puzzle), before any puzzle is read.
  std::function<SolveFunction(const CommandLine& given, std::ostream& trace)> choose_solver;
  /// @brief What the options given print as a solved puzzle's answer, after what the stage wrote
  /// to the trace; the solution when unset. Whatever is shown, the puzzle is solved: the exit
  /// status and the messages say whether it has a solution.
  std::function<Shown(const CommandLine& given)> shown = {};
  /// @brief A line the options given print before the first answer (stage 5's rater under --csv:
  /// the names of its columns); none when unset or empty.
  std::function<std::string(const CommandLine& given)> first_line = {};
};

class Interrupts;

/// @brief The streams a program talks through (the real ones in main, strings in tests).
struct Console {
  std::istream& in;   ///< read for '-' or when no file is named
  std::ostream& out;  ///< solutions and one-line answers
  std::ostream& err;  ///< messages, statistics, help on usage errors
  /// @brief In main, the watch on Ctrl-C: the program stops between two answers and still
  /// writes what it did (see interrupts.hpp); none in tests that run a program in-process.
  Interrupts* interrupts = nullptr;
  bool out_is_terminal = false;  ///< `out` is a terminal (the progress line wipes itself there)
  bool err_is_terminal = false;  ///< `err` is a terminal: the progress line shows by default
};

/// @brief Exit statuses.
enum ExitStatus : int {
  kAllSolved = 0,     ///< every puzzle solved
  kSomeUnsolved = 1,  ///< some puzzle has no solution or hit a limit
  kBadInput = 2       ///< a usage error or a malformed puzzle
};

/// @brief The workbook's version, as every program's --version prints it ("0.1.0").
std::string_view workbook_version();

/// @brief The node limit a puzzle gets when none is given on the command line.
/// @param program the stage, with its limit for a 9x9 grid
/// @param side the puzzle's side
/// @return program.default_node_limit, scaled down by 81 / cells for grids larger than 9x9
std::uint64_t default_node_limit(const StageProgram& program, int side);

/// @brief Runs a stage's command line.
/// @param program the stage
/// @param args the arguments after the program name
/// @param console where to read and write
/// @return the exit status (see ExitStatus)
int run_stage_program(const StageProgram& program, std::span<const std::string> args,
                      const Console& console);

/// @brief How a program introduces itself: its name, its --help, its options.
struct ProgramIntro {
  std::string name;                    ///< "throughput": the first word of each of its messages
  std::string help;                    ///< the whole text --help writes
  std::vector<OptionSection> options;  ///< what its command line may hold
};

/// @brief The intro of a program whose --help is `usage` (how to call it and what it does,
/// ending in a blank line) followed by the help of its options.
ProgramIntro program_intro(std::string name, const std::string& usage,
                           std::vector<OptionSection> options);

/// @brief The start every program of the workbook shares: parses `args` against intro.options,
/// answers --help and --version, and hands the rest to `read`, which takes what the program needs
/// and throws UsageError at a mistake.
/// @param intro the program's name, --help text and options
/// @param args the arguments after the program name
/// @param console where --help and --version write (out) and mistakes are told (err)
/// @param read takes the options given
/// @return the status to exit with at once: 2 after a mistake ("NAME: what is wrong", then "Try
///         'NAME --help' for the options."), 0 after --help or --version; nothing when the program
///         goes on
std::optional<int> start_program(const ProgramIntro& intro, std::span<const std::string> args,
                                 const Console& console,
                                 const std::function<void(const CommandLine&)>& read);

/// @brief A whole program as a function of its arguments (after its name) and its console,
/// returning the exit status: what program_main() runs.
using ProgramRun = std::function<int(std::span<const std::string> args, const Console& console)>;

/// @brief main() of any program of the workbook in one call: runs `run` on the process's arguments
/// and its standard streams (unsynchronised with C's stdio, since nothing here uses it), and
/// flushes standard output before the status is returned.
int program_main(const ProgramRun& run, int argc, char** argv);

/// @brief main() of a solver stage in one call: program_main() with run_stage_program(), under a
/// watch on Ctrl-C (Console::interrupts).
int stage_main(const StageProgram& program, int argc, char** argv);

}  // namespace sudoku
