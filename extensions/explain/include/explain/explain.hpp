#pragma once
/// @file
/// @brief An extension of stage 4: a solve explained. Each step kept as a record (what a rater
/// scores, without solving again), and written as a line a person reads, in the workbook's
/// notation: `r3c5 = 7: hidden single in box 2`, `r1c7,r1c8 <> 4: pointing 4 in box 3`.

#include <array>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stage4/stage4.hpp"
#include "sudoku/steps.hpp"

namespace sudoku::explain {

/// @brief Every technique a log may name, as --techniques names them, cheapest first: stage 4's
/// eight, then those beyond subsets (appendix D). A technique's place here is its cost.
std::vector<std::string_view> technique_order();

/// @brief One step of a solve, kept: a sudoku::Step whose cells are copied out of the call, with
/// the technique it names.
struct Record {
  StepKind kind = StepKind::Placement;  ///< what happened
  /// @brief The technique, as --techniques names it ("hidden-single"); empty for a guess or a
  /// backtrack.
  std::string_view technique = {};
  int cell = -1;                      ///< see sudoku::Step::cell
  int value = 0;                      ///< see sudoku::Step::value
  int unit = -1;                      ///< see sudoku::Step::unit
  ValueSet values = {};               ///< see sudoku::Step::values
  ValueSet tried = {};                ///< see sudoku::Step::tried
  std::vector<int> cells = {};        ///< see sudoku::Step::cells
  std::vector<int> pattern = {};      ///< see sudoku::Step::pattern
  ValueSet pattern_values = {};       ///< see sudoku::Step::pattern_values
  std::vector<ChainNode> chain = {};  ///< see sudoku::Step::chain
  std::uint64_t undone = 0;           ///< see sudoku::Step::undone
};

/// @brief A copy of `step` that outlives the call it was reported in.
Record record_of(const Step& step);

/// @brief The steps of one solve, in order, and what they add up to.
class SolveLog {
 public:
  /// @brief Keeps a copy of `step` (give this to SolveOptions::on_step).
  void add(const Step& step);

  /// @brief Marks a solution found after the steps kept so far (give this to
  /// SolveOptions::on_solution when a count looks for more than one).
  void add_solution() { solutions_.push_back(records_.size()); }

  /// @brief Every step, in the order the solver took them.
  const std::vector<Record>& records() const { return records_; }
  /// @brief For each solution found, in order, how many steps came before it.
  const std::vector<std::size_t>& solutions() const { return solutions_; }
  /// @brief How many steps each technique took (placements and eliminations), in the order of
  /// technique_order().
  std::vector<int> steps_per_technique() const;
  /// @brief How many values were guessed.
  int guesses() const;
  /// @brief The steps on the way to the (first) solution, as indices into records(): every step
  /// but a guess a backtrack undid and the steps that followed it there.
  std::vector<std::size_t> path() const;
  /// @brief The costliest technique that took a step on the path (the order of
  /// technique_order()), if any did: a step in an abandoned branch was not needed.
  std::optional<std::string_view> hardest() const;

 private:
  std::vector<Record> records_;
  std::vector<std::size_t> solutions_;
};

/// @brief A technique as a sentence names it, with its article: "a hidden single", "an X-wing",
/// "pointing".
/// @param technique its name as --techniques takes it ("hidden-single", "x-wing")
/// @return its spoken name (the descriptor's, for a technique beyond stage 4's eight)
std::string named(std::string_view technique);

/// @brief The line a person reads for one step of a solve on a grid of `side`, for example
/// `r3c5 = 7: hidden single in box 2`, `r2c1,r2c5 naked pair 38 in row 2: r2c7 <> 3,8`,
/// `r4c4 = 2: guess among 2,7`. What changes is written `cells = value` or `cells <> values`,
/// which is what a replay of the log reads; cells above 9 are written `r12c40`, values as the
/// workbook's symbols.
std::string describe(const Record& record, int side);

/// @brief The lines that close a log: the steps per technique, the guesses, and the hardest
/// technique needed, which only a solve that ended can name.
/// @param log the steps of the solve
/// @param outcome how the solve ended: a solve the node limit stopped needed something unknown,
///        and a puzzle without a solution needs nothing
std::vector<std::string> summarize(const SolveLog& log, Outcome outcome);

/// @brief Writes the log of a solve of `puzzle` as `#` lines (so that the output still reads back
/// as puzzles): each step, a line where a solution was found when add_solution marked one, then
/// the summary. When the givens themselves leave no solution, which
/// the search finds before its first step, a line says how.
void write_log(const SolveLog& log, const Grid& puzzle, Outcome outcome, std::ostream& out);

}  // namespace sudoku::explain
