#pragma once
// The puzzle catalog in grids/, with the expectations the data carries.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/reader.hpp"

namespace sudoku::testing {

// How many solutions a puzzle has: exactly `count`, or at least `count` when `at_least`.
struct Expectation {
  std::uint64_t count = 0;
  bool at_least = false;
};

// What a search spends to its first solution: the figures a chapter gives for its puzzles.
struct SearchCounts {
  std::uint64_t nodes = 0;
  std::uint64_t guesses = 0;
  std::uint64_t backtracks = 0;
};

// "16 nodes, 16 guesses, 4 backtracks": the figures in words, for messages.
std::string to_string(const SearchCounts& counts);

// One puzzle of the catalog.
struct CatalogEntry {
  std::string name;   // group and 1-based index: "easy_3"
  std::string group;  // the file it comes from, without extension: "easy"
  Location where;     // file and line
  Grid puzzle;
  Expectation expected;
  std::optional<Grid> solution;  // given when the puzzle has exactly one solution
  std::string source;            // the last "# source:" comment above it
  // By variant ("stage1_recursive"), the figures of the "# first solution, VARIANT: N nodes, G
  // guesses, B backtracks" comments just above it.
  std::map<std::string, SearchCounts, std::less<>> first_solution;
};

// The whole catalog, and whatever in it could not be read (a test reports those).
struct Catalog {
  std::vector<CatalogEntry> entries;
  std::vector<std::string> problems;
};

// Reads grids/*.txt (lines "puzzle:expect[:solution]") and grids/formats/* (one puzzle per file,
// expectations in "# expect:" and "# solution:" comments).
Catalog load_catalog(const std::filesystem::path& grids);

// The entries of one group of the catalog ("easy"), in file order. Throws when the group has no
// entry, so that a test looping over a group can never pass on nothing.
std::vector<CatalogEntry> load_group(const std::string& name);

// A complete valid grid of any size, made rather than read: each row is the one above shifted (a
// classic pattern).
Grid shifted_solution(int box);

// The grids/ folder of this source tree.
std::filesystem::path grids_dir();

// "1", "288", "at least 2": an expectation in words, for messages (the data writes "many" for
// the last).
std::string to_string(const Expectation& expected);

}  // namespace sudoku::testing
