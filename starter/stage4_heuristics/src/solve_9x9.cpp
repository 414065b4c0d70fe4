// Starter kit, stage 4: the same search on a board made for the 9x9 grid (docs/stage4.md, "A
// board made for 9x9"): board_9x9.hpp's Board9 and tables, a function per technique with the
// names of the general ones under the same schedule (schedule.hpp), and the same branching, so
// that it finds the same solutions with the same counts, faster. solve() takes it for every
// unobserved 9x9 puzzle; until it is written, `--general-board` runs the general search there.

#include <stdexcept>

#include "board_9x9.hpp"
#include "schedule.hpp"
#include "solve_9x9.hpp"

namespace sudoku::stage4 {

SolveResult solve_9x9(const Grid& puzzle, const Setup& setup, Techniques techniques, Tally& tally) {
  throw std::logic_error("stage 4: solve_9x9 (the board made for 9x9) is not written yet");
}

}  // namespace sudoku::stage4
