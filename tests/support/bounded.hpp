#pragma once
// Every solve a test runs has a node limit, so that a broken solver makes a test fail, never hang.

#include <cstdint>

#include "sudoku/solve.hpp"

namespace sudoku::testing {

// Far more than any test puzzle needs from a working solver.
inline constexpr std::uint64_t kTestNodeLimit = 1'000'000;

// One solution, at most kTestNodeLimit nodes.
inline const SolveOptions kBounded{.node_limit = kTestNodeLimit};

}  // namespace sudoku::testing
