// Starter kit, stage 4. Hidden subsets: `size` values whose places in a unit are the same `size`
// cells take those cells; every other candidate leaves them. Report each step through the journal
// (placing, struck, contradiction); the board's changed_since_looked() and looked() let a technique
// skip the units unchanged since it last looked (docs/stage4.md, "The techniques").

#include <stdexcept>

#include "stage4/subset_search.hpp"
#include "strike.hpp"

namespace sudoku::stage4 {

Progress hidden_subsets(Board& /*board*/, Journal& /*journal*/, int /*size*/) {
  throw std::logic_error("stage 4: hidden_subsets is not written yet");
}

}  // namespace sudoku::stage4
