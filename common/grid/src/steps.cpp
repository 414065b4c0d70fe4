// The names of the kinds of step.

#include "sudoku/steps.hpp"

#include <array>

#include "sudoku/names.hpp"

namespace sudoku {

namespace {

// The kinds' names.
constexpr std::array<Named<StepKind>, 5> kStepKindNames{
    {{StepKind::Placement, "placement"},
     {StepKind::Elimination, "elimination"},
     {StepKind::Guess, "guess"},
     {StepKind::Backtrack, "backtrack"},
     {StepKind::Contradiction, "contradiction"}}};

}  // namespace

std::string_view step_kind_name(StepKind kind) {
  return name_in(kStepKindNames, kind);
}

}  // namespace sudoku
