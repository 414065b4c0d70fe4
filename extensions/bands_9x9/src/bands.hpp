#pragma once
// The digits' band words (search.cpp searches on them): for each digit and each band of three
// rows, the band's cells where the digit may still go, as 27 bits, and the cells still open. A
// digit placed keeps its cell's bit, so that every row, column and box of every digit keeps at
// least one bit while the grid can still be solved: an empty one is a contradiction.

#include <array>
#include <bit>
#include <cstdint>

#include "sudoku/solve.hpp"

namespace sudoku::bands_9x9 {

// 27 cells of a band: bit 9 * row + column, for its rows 0 to 2 and columns 0 to 8.
using BandBits = std::uint32_t;

inline constexpr BandBits kWholeBand = 0x7FFFFFF;
inline constexpr BandBits kFirstRow = 0x1FF;     // row 0 of a band
inline constexpr BandBits kFirstBox = 0x1C0E07;  // columns 0 to 2 of the band's three rows

// The bits of row `row` (0 to 2) of a band.
constexpr BandBits row_bits(int row) {
  return kFirstRow << (9 * row);
}

// The bits of box `box` (0 to 2, left to right) of a band.
constexpr BandBits box_bits(int box) {
  return kFirstBox << (3 * box);
}

// The bits of the columns in `columns` (bit c for column c, 0 to 8) in a band: the 9 bits
// repeated in each of its three rows.
constexpr BandBits columns_bits(BandBits columns) {
  return columns | columns << 9 | columns << 18;
}

// The bits of column `column` (0 to 8) in a band.
constexpr BandBits column_bits(int column) {
  return columns_bits(BandBits{1} << column);
}

// A digit's words of the three bands side by side, in the lanes of one 128-bit vector register
// (the fourth lane stays 0), so that one instruction works on the three bands: the vector
// extension of GCC and Clang, which every x86-64 processor runs (SSE2).
using Lanes = BandBits __attribute__((vector_size(16)));
inline constexpr Lanes kEveryBand = {kWholeBand, kWholeBand, kWholeBand, 0};

// `bits` in the lane of band `band`, the other lanes 0.
constexpr Lanes in_band(std::size_t band, BandBits bits) {
  return Lanes{band == 0 ? bits : 0U, band == 1 ? bits : 0U, band == 2 ? bits : 0U, 0U};
}

// For each cell (27 * band + bit), its own bit in its band's lane, and the bits of its peers: its
// row and box in its band, its column in every band. Read from tables, whole vectors: a mask made
// by writing one lane in memory and reading the vector back makes the processor wait.
inline constexpr std::array<Lanes, 81> kCellLanes = [] {
  std::array<Lanes, 81> lanes{};
  for (std::size_t cell = 0; cell < 81; ++cell) {
    lanes[cell] = in_band(cell / 27, BandBits{1} << (cell % 27));
  }
  return lanes;
}();
inline constexpr std::array<Lanes, 81> kPeerLanes = [] {
  std::array<Lanes, 81> lanes{};
  for (std::size_t cell = 0; cell < 81; ++cell) {
    const std::size_t band = cell / 27;
    const int row = static_cast<int>(cell % 27) / 9, column = static_cast<int>(cell % 9);
    lanes[cell] =
        (kEveryBand & column_bits(column)) | in_band(band, row_bits(row) | box_bits(column / 3));
    lanes[cell] &= ~kCellLanes[cell];
  }
  return lanes;
}();

// The grid as the digits' band words.
struct Bands {
  std::array<Lanes, 9> places = {};  // [digit - 1][band]
  Lanes open = {};                   // the cells not yet placed, per band
  // The digits whose words changed since their hidden singles, and their locked candidates, were
  // last looked for in vain (bit digit - 1): the others need no look, which would find nothing.
  unsigned unscanned = 0x1FF;
  unsigned unlocked = 0x1FF;

  // Every cell open, every digit possible everywhere.
  static Bands empty() {
    Bands bands;
    bands.places.fill(kEveryBand);
    bands.open = kEveryBand;
    return bands;
  }

  // Places `digit` (1 to 9) in cell `bit` (0 to 26) of band `band`: the digit leaves the cell's
  // row, box and column, the other digits leave the cell. False when the digit could not go there.
  bool place(std::size_t digit, std::size_t band, int bit) {
    Lanes& where = places[digit - 1];
    if (((where[band] >> bit) & 1U) == 0) return false;
    const std::size_t index = 27 * band + static_cast<std::size_t>(bit);
    const Lanes cell = kCellLanes[index];
    unsigned changed = 1U << (digit - 1);
    for (std::size_t other = 0; other < 9; ++other) {
      changed |= ((places[other][band] >> bit) & 1U) << other;
      places[other] &= ~cell;
    }
    unscanned |= changed;
    unlocked |= changed;
    where = (where & ~kPeerLanes[index]) | cell;
    open &= ~cell;
    return true;
  }

  // Strikes `digit` from cell `bit` of band `band`.
  void strike(std::size_t digit, std::size_t band, int bit) {
    places[digit - 1][band] &= ~(BandBits{1} << bit);
    unscanned |= 1U << (digit - 1);
    unlocked |= 1U << (digit - 1);
  }

  // True when every cell is placed.
  bool solved() const { return (open[0] | open[1] | open[2]) == 0; }
};

// A cell of the grid: its band and its bit in the band's words.
struct Cell {
  std::size_t band = 0;
  int bit = 0;
};

// The candidates of an open cell, as a 9-bit mask (bit digit - 1).
inline unsigned candidates_at(const Bands& bands, Cell cell) {
  unsigned mask = 0;
  for (std::size_t digit = 1; digit <= 9; ++digit) {
    mask |= ((bands.places[digit - 1][cell.band] >> cell.bit) & 1U) << (digit - 1);
  }
  return mask;
}

// The cells that at least one digit may take, and at least two, in every band: counted over the
// nine digits' words at once.
struct Counts {
  Lanes once = {}, twice = {};
};
inline Counts counts_of(const Bands& bands) {
  Counts counts;
  for (const Lanes& digit : bands.places) {
    counts.twice |= counts.once & digit;
    counts.once |= digit;
  }
  return counts;
}

// The open cell to guess in (branch.cpp): one with the fewest candidates; among those, with
// `scored`, the one whose candidates the most of its peers with two or three candidates share.
Cell branching_cell(const Bands& bands, bool scored);

// Locked candidates for every digit, in every band and every stack (locked.cpp): Changed when a
// candidate was struck, Contradiction when a digit is left without a place in a line or a box.
Progress locked_candidates(Bands& bands);

}  // namespace sudoku::bands_9x9
