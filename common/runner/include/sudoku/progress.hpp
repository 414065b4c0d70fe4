#pragma once
/// @file
/// @brief Lines on standard error that say how far a long piece of work has got, so that it does
/// not look stuck.

#include <chrono>
#include <functional>
#include <iosfwd>
#include <mutex>
#include <string>

namespace sudoku {

/// @brief How often a piece of work says how far it has got, at most.
inline constexpr std::chrono::seconds kProgressEvery{10};

/// @brief Progress lines of pieces of work, one line every `every` at most per piece, once it has
/// taken that long. Pieces worked on at once on several threads write whole lines, one at a time.
class ProgressLines {
 public:
  /// @brief Lines go to `err`, at most one every `every` per piece of work.
  explicit ProgressLines(std::ostream& err, std::chrono::seconds every = kProgressEvery)
      : err_(err), every_(every) {}

  /// @brief What a piece of work begun now reports through: told how many of its parts are done
  /// out of how many, it writes, when a line is due, "WHAT, 12 s: 3 of 10 PARTS".
  /// @param what the piece of work, as the line starts ("stage5_generator: a minimal 9x9 puzzle")
  /// @param parts what is counted ("last checks done")
  std::function<void(int done, int total)> for_work(std::string what, std::string parts);

 private:
  std::ostream& err_;
  std::chrono::seconds every_;
  std::mutex writing_;
};

}  // namespace sudoku
