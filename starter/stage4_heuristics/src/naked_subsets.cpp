// Starter kit, stage 4. Naked subsets: `size` cells of a unit whose candidates hold `size` values
// between them keep those values; the unit's other cells lose them. Report each step through the
// journal (placing, struck, contradiction); the board's changed_since_looked() and looked() let a
// technique skip the units unchanged since it last looked (docs/stage4.md, "The techniques").

#include <stdexcept>

#include "stage4/subset_search.hpp"
#include "strike.hpp"

namespace sudoku::stage4 {

Progress naked_subsets(Board& /*board*/, Journal& /*journal*/, int /*size*/) {
  throw std::logic_error("stage 4: naked_subsets is not written yet");
}

}  // namespace sudoku::stage4
