// Locked candidates on the digits' band words: where a digit's places in a box lie on one line,
// the rest of the line loses it (pointing); where its places on a line lie in one box, the rest of
// the box loses it (claiming). A band's three rows and three boxes cross in nine segments of three
// cells, and so do a stack's three columns and three boxes, so that both rules, repeated until
// they find nothing more, come down to one look-up in a table of the 512 ways a digit can hold
// nine segments.

#include <array>
#include <bit>
#include <cstdint>

#include "bands.hpp"

namespace sudoku::bands_9x9 {

namespace {

// Which of the nine segments where three lines cross three boxes hold a digit: bit 3 * line + box.
using Segments = unsigned;

// The segments of line `line` and of box `box`.
constexpr Segments line_segments(int line) {
  return 0b111U << (3 * line);
}
constexpr Segments box_segments(int box) {
  return 0b001001001U << box;
}

// The segments pointing and claiming leave, repeated until neither finds more; 0 when a line or a
// box is left without one: a contradiction.
constexpr Segments locked(Segments segments) {
  for (Segments before = 0; before != segments;) {
    before = segments;
    for (int i = 0; i < 3; ++i) {
      const Segments line = segments & line_segments(i), box = segments & box_segments(i);
      if (line == 0 || box == 0) return 0;
      // Pointing: the box's places on one line only, which loses the digit elsewhere.
      if (std::has_single_bit(box)) segments &= ~(line_segments(std::countr_zero(box) / 3) & ~box);
      // Claiming: the line's places in one box only, which loses the digit elsewhere.
      if (std::has_single_bit(line))
        segments &= ~(box_segments(std::countr_zero(line) % 3) & ~line);
    }
  }
  return segments;
}

// locked() of every way to hold the segments, worked out as the program is compiled.
constexpr std::array<std::uint16_t, 512> kLocked = [] {
  std::array<std::uint16_t, 512> table{};
  for (Segments segments = 0; segments < 512; ++segments) {
    table[segments] = static_cast<std::uint16_t>(locked(segments));
  }
  return table;
}();

// The segments of a row's 9 bits that hold a place (bit 0 to 2, left to right), for each of the
// 512 rows, worked out as the program is compiled: three look-ups read a band's nine segments.
constexpr std::array<std::uint8_t, 512> kRowSegments = [] {
  std::array<std::uint8_t, 512> table{};
  for (unsigned row = 0; row < 512; ++row) {
    for (unsigned box = 0; box < 3; ++box) {
      if (((row >> (3 * box)) & 0b111) != 0) table[row] |= static_cast<std::uint8_t>(1U << box);
    }
  }
  return table;
}();

// The segments of a band's word that hold a place: bit 3 * row + box.
Segments band_segments(BandBits word) {
  return Segments{kRowSegments[word & kFirstRow]} |
         Segments{kRowSegments[(word >> 9) & kFirstRow]} << 3 |
         Segments{kRowSegments[word >> 18]} << 6;
}

// The cells of a band's segments.
BandBits band_cells(Segments segments) {
  BandBits cells = 0;
  for (; segments != 0; segments &= segments - 1)
    cells |= 0b111U << (3 * std::countr_zero(segments));
  return cells;
}

// Locked candidates of one digit in one band, between its rows and its boxes.
Progress lock_band(BandBits& word) {
  const Segments segments = band_segments(word), kept = kLocked[segments];
  if (kept == 0) return Progress::Contradiction;
  if (kept == segments) return Progress::NoChange;
  word &= band_cells(kept);
  return Progress::Changed;
}

// Locked candidates of one digit in one stack, between its columns and its boxes (one per band),
// from the columns of each band that hold a place (bit column).
Progress lock_stack(Lanes& words, const std::array<unsigned, 3>& columns, int stack) {
  // A band's three columns of the stack, bit 0 to 2, spread to bits 0, 3 and 6: bit 3 * column.
  constexpr std::array<Segments, 8> kSpread = {0, 1, 8, 9, 64, 65, 72, 73};
  const auto in_stack = [&](std::size_t band) { return (columns[band] >> (3 * stack)) & 0b111; };
  const Segments segments =
      kSpread[in_stack(0)] | kSpread[in_stack(1)] << 1 | kSpread[in_stack(2)] << 2;
  const Segments kept = kLocked[segments];
  if (kept == 0) return Progress::Contradiction;
  for (Segments lost = segments & ~kept; lost != 0; lost &= lost - 1) {
    const int segment = std::countr_zero(lost);
    words[segment % 3] &= ~column_bits(3 * stack + segment / 3);
  }
  return kept == segments ? Progress::NoChange : Progress::Changed;
}

}  // namespace

Progress locked_candidates(Bands& bands) {
  Progress progress = Progress::NoChange;
  for (unsigned digits = bands.unlocked; digits != 0; digits &= digits - 1) {
    const auto digit = static_cast<std::size_t>(std::countr_zero(digits));
    Lanes& words = bands.places[digit];
    Progress found = Progress::NoChange;
    for (int band = 0; band < 3; ++band) {
      BandBits word = words[band];
      found = combine(found, lock_band(word));
      words[band] = word;
    }
    // Each band's columns that hold a place: its three rows folded onto the first.
    const Lanes folded = (words | words >> 9 | words >> 18) & kFirstRow;
    const std::array<unsigned, 3> columns = {folded[0], folded[1], folded[2]};
    for (int stack = 0; stack < 3; ++stack) {
      found = combine(found, lock_stack(words, columns, stack));
    }
    if (found == Progress::Contradiction) return found;
    if (found == Progress::Changed) bands.unscanned |= 1U << digit;
    if (found == Progress::NoChange) bands.unlocked &= ~(1U << digit);
    progress = combine(progress, found);
  }
  return progress;
}

}  // namespace sudoku::bands_9x9
