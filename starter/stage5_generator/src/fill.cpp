// Starter kit, stage 5: the complete grid a puzzle is made from (docs/stage5.md, "A complete
// grid"). Draw every value from `random` (Random::shuffle, Random::below), never from rand(), so
// that the same seed makes the same grid on every machine.

#include <stdexcept>

#include "stage5/stage5.hpp"

namespace sudoku::stage5 {

Grid pattern_grid(int /*box*/, Random& /*random*/) {
  throw std::logic_error("stage 5: pattern_grid is not written yet");
}

Grid searched_grid(int /*box*/, Random& /*random*/, stage4::Search /*search*/) {
  throw std::logic_error("stage 5: searched_grid is not written yet");
}

}  // namespace sudoku::stage5
