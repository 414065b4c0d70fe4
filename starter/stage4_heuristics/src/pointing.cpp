// Starter kit, stage 4. Pointing: a value whose places in a box all lie on one line leaves the rest
// of that line. Report each step through the journal (placing, struck, contradiction); the board's
// changed_since_looked() and looked() let a technique skip the units unchanged since it last
// looked (docs/stage4.md, "The techniques").

#include <stdexcept>

#include "strike.hpp"

namespace sudoku::stage4 {

Progress pointing(Board& /*board*/, Journal& /*journal*/) {
  throw std::logic_error("stage 4: pointing is not written yet");
}

}  // namespace sudoku::stage4
