// The techniques beyond subsets, cheapest first: the list stage 4's schedule takes.

#include <array>

#include "advanced/techniques.hpp"

namespace sudoku::advanced {

namespace {

Progress x_wing(Board& board, Journal& journal, const ExtraTechnique& self) {
  return fish(board, journal, self, 2);
}

Progress swordfish(Board& board, Journal& journal, const ExtraTechnique& self) {
  return fish(board, journal, self, 3);
}

Progress jellyfish(Board& board, Journal& journal, const ExtraTechnique& self) {
  return fish(board, journal, self, 4);
}

// Cheapest first: a smaller fish is found before a larger one that holds it, and forcing chains,
// which try values, come last.
constexpr std::array<ExtraTechnique, 4> kTechniques{{
    {"x-wing", "x-wing placements", "x-wing eliminations", x_wing},
    {"swordfish", "swordfish placements", "swordfish eliminations", swordfish},
    {"jellyfish", "jellyfish placements", "jellyfish eliminations", jellyfish},
    {"forcing-chain", "forcing-chain placements", "forcing-chain eliminations", forcing_chains},
}};

}  // namespace

std::span<const ExtraTechnique> techniques() {
  return kTechniques;
}

}  // namespace sudoku::advanced
