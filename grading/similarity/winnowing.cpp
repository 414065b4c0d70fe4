// Winnowing: of the hashes of every k tokens in a row, the smallest of each window.

#include "winnowing.hpp"

#include <algorithm>
#include <string_view>

namespace sudoku::grading {

namespace {

// FNV-1a over `text`, from `hash`: the same value on every machine and every run.
std::uint64_t fnv1a(std::string_view text, std::uint64_t hash = 14695981039346656037ULL) {
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  return hash;
}

// The hash of tokens [first, first + k), their texts each followed by a separator.
std::uint64_t hash_of(std::span<const Token> tokens, std::size_t first, std::size_t k) {
  std::uint64_t hash = fnv1a("");
  for (std::size_t i = first; i < first + k; ++i) hash = fnv1a(tokens[i].text + '\x1f', hash);
  return hash;
}

}  // namespace

std::vector<Fingerprint> fingerprints(std::span<const Token> tokens, const Winnowing& winnowing) {
  std::vector<Fingerprint> chosen;
  if (winnowing.k == 0 || tokens.size() < winnowing.k) return chosen;
  std::vector<std::uint64_t> hashes(tokens.size() - winnowing.k + 1);
  for (std::size_t i = 0; i < hashes.size(); ++i) hashes[i] = hash_of(tokens, i, winnowing.k);
  // A file shorter than a window is one window.
  const std::size_t window = std::max<std::size_t>(1, std::min(winnowing.window, hashes.size()));
  std::size_t last = hashes.size();  // the position chosen last; none yet
  for (std::size_t start = 0; start + window <= hashes.size(); ++start) {
    std::size_t smallest = start;
    for (std::size_t i = start + 1; i < start + window; ++i) {
      if (hashes[i] <= hashes[smallest]) smallest = i;
    }
    if (smallest != last)
      chosen.push_back({.hash = hashes[smallest], .line = tokens[smallest].line});
    last = smallest;
  }
  return chosen;
}

}  // namespace sudoku::grading
