// Where to guess: a cell with the fewest candidates, since each of its values is likelier to be
// right; among the cells with two, the one a guess tells most about. A value placed strikes itself
// from the cell's peers, and a strike that leaves a peer with one candidate lets the singles go
// on at once, so a peer with two candidates sharing one is worth most, one with three next.

#include <array>
#include <bit>
#include <cstdint>

#include "bands.hpp"

namespace sudoku::bands_9x9 {

namespace {

// What a strike from a peer with two candidates, three, or more is worth: the weights of stage
// 4's branching (stage4/schedule.hpp's kStrikeWorth).
constexpr int kFromTwo = 8, kFromThree = 3, kFromMore = 1;

// For each band, the open cells with exactly two candidates and with exactly three.
struct FewCandidates {
  Lanes two = {}, three = {};
};

// The open cells with two and three candidates, counted over the nine digits' words at once.
FewCandidates few_candidates(const Bands& bands) {
  Lanes once = {}, twice = {}, thrice = {}, more = {};
  for (const Lanes& digit : bands.places) {
    more |= thrice & digit;
    thrice |= twice & digit;
    twice |= once & digit;
    once |= digit;
  }
  return {.two = bands.open & twice & ~thrice, .three = bands.open & thrice & ~more};
}

// The peers of `cell` in band `band`: its row and box in its own band, its column in the others.
BandBits peers_in(Cell cell, std::size_t band) {
  const int row = cell.bit / 9, column = cell.bit % 9;
  if (band != cell.band) return column_bits(column);
  return (row_bits(row) | box_bits(column / 3)) & ~(BandBits{1} << cell.bit);
}

// What guessing in `cell` would strike among its open peers, each strike weighed by the peer's
// count of candidates.
int strike_score(const Bands& bands, const FewCandidates& few, Cell cell) {
  int score = 0;
  for (unsigned values = candidates_at(bands, cell); values != 0; values &= values - 1) {
    const Lanes& where = bands.places[static_cast<std::size_t>(std::countr_zero(values))];
    for (std::size_t band = 0; band < 3; ++band) {
      const BandBits struck = where[band] & bands.open[band] & peers_in(cell, band);
      score += kFromTwo * std::popcount(struck & few.two[band]) +
               kFromThree * std::popcount(struck & few.three[band]) +
               kFromMore * std::popcount(struck & ~(few.two[band] | few.three[band]));
    }
  }
  return score;
}

// The cell with the fewest candidates, the first in reading order.
Cell fewest_candidates(const Bands& bands) {
  Cell best;
  int fewest = 10;
  for (std::size_t band = 0; band < 3; ++band) {
    for (BandBits cells = bands.open[band]; cells != 0; cells &= cells - 1) {
      const Cell cell{band, std::countr_zero(cells)};
      const int count = std::popcount(candidates_at(bands, cell));
      if (count < fewest) fewest = count, best = cell;
    }
  }
  return best;
}

}  // namespace

Cell branching_cell(const Bands& bands, bool scored) {
  const FewCandidates few = few_candidates(bands);
  Cell best;
  int best_score = -1;
  for (std::size_t band = 0; band < 3; ++band) {
    for (BandBits cells = few.two[band]; cells != 0; cells &= cells - 1) {
      const Cell cell{band, std::countr_zero(cells)};
      if (!scored) return cell;
      const int score = strike_score(bands, few, cell);
      if (score > best_score) best_score = score, best = cell;
    }
  }
  return best_score >= 0 ? best : fewest_candidates(bands);
}

}  // namespace sudoku::bands_9x9
