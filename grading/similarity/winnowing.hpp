#pragma once
/// @file
/// @brief Fingerprints of a token sequence by winnowing (Schleimer, Wilkerson and Aiken, 2003, as
/// MOSS does it): the hash of every k tokens in a row, and of each window of such hashes the
/// smallest. Two sources that share a run of at least k + window - 1 tokens share a fingerprint.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "tokens.hpp"

namespace sudoku::grading {

/// @brief How fingerprints are taken.
struct Winnowing {
  std::size_t k = 20;       ///< tokens hashed together: shorter runs are not seen
  std::size_t window = 10;  ///< hashes a fingerprint is chosen from: longer runs are always seen
};

/// @brief One fingerprint: the hash of k tokens in a row, and the line they start on.
struct Fingerprint {
  std::uint64_t hash = 0;  ///< the hash of the k tokens' texts
  int line = 0;            ///< the line of the first of them
};

/// @brief The fingerprints winnowing chooses from a source's tokens: in each window of hashes of
/// k tokens the smallest (the rightmost of equals), each position once.
/// @param tokens the normalised tokens of one file
/// @param winnowing k and the window
/// @return the fingerprints, in order; none when the file has fewer than k tokens
std::vector<Fingerprint> fingerprints(std::span<const Token> tokens, const Winnowing& winnowing);

}  // namespace sudoku::grading
