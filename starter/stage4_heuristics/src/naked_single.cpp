// Starter kit, stage 4. Naked singles: a cell with one candidate left takes it.
// Report each step through the journal (placing, struck, contradiction); the board's
// changed_since_looked() and looked() let a technique skip the units unchanged since it last
// looked (docs/stage4.md, "The techniques").

#include <stdexcept>

#include "stage4/techniques.hpp"

namespace sudoku::stage4 {

Progress naked_singles(Board& /*board*/, Journal& /*journal*/) {
  throw std::logic_error("stage 4: naked_singles is not written yet");
}

}  // namespace sudoku::stage4
