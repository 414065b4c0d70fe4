// Starter kit, stage 4. Hidden singles (cross-hatching): a value with one place left in a unit goes
// there. Report each step through the journal (placing, struck, contradiction); the board's
// changed_since_looked() and looked() let a technique skip the units unchanged since it last
// looked (docs/stage4.md, "The techniques").

#include <stdexcept>

#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

Progress hidden_singles(Board& /*board*/, Journal& /*journal*/) {
  throw std::logic_error("stage 4: hidden_singles is not written yet");
}

}  // namespace sudoku::stage4
