#pragma once
/// @file
/// @brief Running a program the judge does not trust: in a process of its own, in an empty
/// folder, with limits on its processor time, the files it writes, its output and its wall time.
/// Its memory is not limited: a sanitizer's build maps terabytes it never uses.

#include <sys/types.h>

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sudoku::grading {

/// @brief A user a run becomes: the judge, run as root, runs a student's program as another user,
/// who can write neither the reference nor the catalog.
struct Account {
  uid_t user = 0;   ///< its user id
  gid_t group = 0;  ///< its group id, the only group it keeps
};

/// @brief The account of a user of this machine.
/// @param name the user's name, as in /etc/passwd
/// @return its user and group ids, or nothing when no user has that name
std::optional<Account> account_named(const std::string& name);

/// @brief The limits of one run.
struct Limits {
  int cpu_seconds = 5;    ///< processor time; the kernel stops the process after it (SIGXCPU)
  int wall_seconds = 30;  ///< time on the clock, for a process that sleeps or waits
  std::size_t output_bytes =
      1 << 20;                     ///< standard output kept; a process that writes more is stopped
  std::optional<Account> account;  ///< the user it runs as; none: the judge's own
};

/// @brief How a run ended, and what it printed.
struct Run {
  bool exited = false;           ///< true when it exited of itself, with `status`
  int status = -1;               ///< its exit status, when it exited
  bool out_of_time = false;      ///< true when a limit on processor or wall time stopped it
  bool too_much_output = false;  ///< true when it wrote more than Limits::output_bytes
  double cpu_seconds = 0;        ///< processor time used, its own and its children's
  std::string out;               ///< standard output, up to Limits::output_bytes
  std::string last_words;        ///< the last line it wrote on standard error, shortened
};

/// @brief Runs `program` with `args`, `input` on its standard input, of its standard error only
/// the last line kept, in a new empty folder, with `limits`, as the limits' account if any; kills
/// whatever it started once it is done.
/// @param program the executable
/// @param args its arguments, after its name
/// @param input what it reads on standard input
/// @param limits the limits of the run
/// @return how it ended and what it printed
Run run_confined(const std::filesystem::path& program, const std::vector<std::string>& args,
                 const std::string& input, const Limits& limits);

}  // namespace sudoku::grading
