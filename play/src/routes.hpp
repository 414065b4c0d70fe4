#pragma once
// The routes of the API, one function each, from a request's body to its answer (api.cpp holds
// the table that names them). Each throws ApiError for a request it refuses; a long one ends when
// `stopping` is raised (the server is stopping).

#include <atomic>
#include <chrono>
#include <string_view>

#include <nlohmann/json.hpp>

#include "play/api.hpp"
#include "sudoku/grid.hpp"

namespace sudoku::play {

// How long a rating, or the making of a puzzle, may take before the request gives up.
inline constexpr std::chrono::seconds kMostTime{20};

// An answer of JSON, status 200.
Answer json_answer(const nlohmann::json& body);

// The one solution of `puzzle`, which a hint and a mistake are measured against: 422 when it has
// none, several, or its solve runs out of nodes.
Grid solution_of(const Grid& puzzle);

// GET /api/info: the stages, the scales and their levels, the sizes, the bounds.
Answer info_route(std::string_view body, const std::atomic<bool>& stopping);
// POST /api/read: the puzzles of a text in any of the workbook's formats, and its errors.
Answer read_route(std::string_view body, const std::atomic<bool>& stopping);
// POST /api/rate: a puzzle's level on stage 5's scale and on Sudoku Explainer's.
Answer rate_route(std::string_view body, const std::atomic<bool>& stopping);
// POST /api/generate: a puzzle of a size and of a level on either scale.
Answer generate_route(std::string_view body, const std::atomic<bool>& stopping);
// POST /api/hint: the next step from a position and its marks.
Answer hint_route(std::string_view body, const std::atomic<bool>& stopping);
// POST /api/mistakes: the values placed wrong, or the candidates struck wrong.
Answer mistakes_route(std::string_view body, const std::atomic<bool>& stopping);
// POST /api/replay: the replay page of a stage's solve from a position.
Answer replay_route(std::string_view body, const std::atomic<bool>& stopping);

}  // namespace sudoku::play
