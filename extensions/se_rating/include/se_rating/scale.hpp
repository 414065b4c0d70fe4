#pragma once
/// @file
/// @brief The SE scale in stage 5's program: --rate --scale se.

#include "stage5/program.hpp"

namespace sudoku::se_rating {

/// @brief --rate --scale se: each puzzle's level and SE score (describe() and csv_fields()).
stage5::Scale scale();

}  // namespace sudoku::se_rating
