#pragma once
/// @file
/// @brief The replay page: one HTML file holding its style, its script and its traces, which a
/// browser opens from the disk with no network.

#include <string>

#include "replay/trace_json.hpp"

namespace sudoku::replay {

/// @brief The page that replays `replay`.
/// @param replay the puzzle and its traces
/// @return the whole HTML file
std::string replay_page(const Replay& replay);

}  // namespace sudoku::replay
