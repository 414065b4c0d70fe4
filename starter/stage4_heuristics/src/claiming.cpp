// Starter kit, stage 4. Claiming (box-line reduction): a value whose places in a line all lie in
// one box leaves the rest of that box. Report each step through the journal (placing, struck,
// contradiction); the board's changed_since_looked() and looked() let a technique skip the units
// unchanged since it last looked (docs/stage4.md, "The techniques").

#include <stdexcept>

#include "strike.hpp"

namespace sudoku::stage4 {

Progress claiming(Board& /*board*/, Journal& /*journal*/) {
  throw std::logic_error("stage 4: claiming is not written yet");
}

}  // namespace sudoku::stage4
