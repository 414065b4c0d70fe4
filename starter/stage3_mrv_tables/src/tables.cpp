// Starter kit, stage 3: the lookup tables, the values each row, column and box holds, kept exact
// as values are placed and removed (docs/stage3.md, "The tables").

#include <stdexcept>

#include "stage3/tables.hpp"

namespace sudoku::stage3 {

// The tables of a grid: each cell's row, column and box looked up once (places_), and the
// values each unit holds.
Tables::Tables(const Grid& /*grid*/) {
  throw std::logic_error("stage 3: the Tables constructor is not written yet");
}

// Records that the cell's row, column and box now hold the value.
void Tables::place(int /*cell*/, int /*value*/) {
  throw std::logic_error("stage 3: Tables::place is not written yet");
}

// Records that the cell's row, column and box no longer hold the value.
void Tables::remove(int /*cell*/, int /*value*/) {
  throw std::logic_error("stage 3: Tables::remove is not written yet");
}

}  // namespace sudoku::stage3
