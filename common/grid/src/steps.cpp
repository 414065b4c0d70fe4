// The names of the kinds of step.

#include "sudoku/steps.hpp"

namespace sudoku {

std::string_view step_kind_name(StepKind kind) {
  switch (kind) {
    case StepKind::Placement:
      return "placement";
    case StepKind::Elimination:
      return "elimination";
    case StepKind::Guess:
      return "guess";
    case StepKind::Backtrack:
      return "backtrack";
    case StepKind::Contradiction:
      return "contradiction";
  }
  return "?";
}

}  // namespace sudoku
