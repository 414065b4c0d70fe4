// A hint: each technique tried alone on the position, cheapest first, until one takes a step.

#include "explain/hint.hpp"

#include <ostream>

#include "explain/mistakes.hpp"
#include "stage4/board.hpp"
#include "stage4/techniques.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::explain {

std::optional<Record> hint(const Grid& position, stage4::Techniques techniques,
                           std::span<const ValueSet> marks) {
  if (find_conflict(position)) return std::nullopt;
  stage4::Board board(position);
  if (board.open_count() == 0) return std::nullopt;
  for (std::size_t cell = 0; cell < marks.size(); ++cell) {  // the player's marks, where given
    const int at = static_cast<int>(cell);
    if (board.value(at) == 0) board.eliminate(at, board.candidates(at) - marks[cell]);
  }
  if (board.broken()) {
    return Record{.kind = StepKind::Contradiction, .cell = board.dead_cell()};
  }
  // A unique rectangle is sound in a position with one solution only.
  if (techniques.any_assuming_unique() && only_solution(position)) {
    techniques = techniques.knowing_unique();
  }
  // One pass of each technique on a copy: it may take many steps, and the first is the hint.
  const auto first_step = [&](const auto& pass) -> std::optional<Record> {
    SolveLog log;
    SolveOptions options;
    options.on_step = [&log](const Step& step) {
      if (log.records().empty()) log.add(step);
    };
    Tally tally(position, options);
    stage4::Journal journal(tally);
    stage4::Board trial = board;
    pass(trial, journal);
    if (log.records().empty()) return std::nullopt;
    return log.records().front();
  };
  for (const stage4::Technique technique : stage4::kTechniques) {
    if (!techniques.has(technique)) continue;
    if (auto step = first_step([&](stage4::Board& trial, stage4::Journal& journal) {
          return stage4::apply(technique, trial, journal);
        })) {
      return step;
    }
  }
  for (std::size_t i = 0; i < techniques.extras().size(); ++i) {
    const stage4::ExtraTechnique& extra = techniques.extras()[i];
    if (!techniques.has_extra(i) || (extra.assumes_unique && !techniques.unique_known())) continue;
    if (auto step = first_step([&](stage4::Board& trial, stage4::Journal& journal) {
          return extra.pass(trial, journal, extra);
        })) {
      return step;
    }
  }
  const int cell = stage4::choose_branch(board);
  const stage4::Candidates choices = board.candidates(cell);
  return Record{.kind = StepKind::Guess,
                .cell = cell,
                .value = choices.lowest(),
                .values = choices,
                .tried = stage4::Candidates::only(choices.lowest())};
}

void write_hint(const Grid& position, stage4::Techniques techniques,
                std::span<const ValueSet> marks, std::ostream& out) {
  const std::optional<Record> next = hint(position, techniques, marks);
  out << "# hint: ";
  if (next) {
    out << describe(*next, position.side());
  } else {
    out << (find_conflict(position) ? "none, two values clash" : "none, the grid is full");
  }
  out << '\n';
}

}  // namespace sudoku::explain
