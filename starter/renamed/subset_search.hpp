#pragma once
/// @file
/// @brief Stage 4's subset search under the name older kits include: it is now
/// "stage4/subset_search.hpp". A hand-in written against such a kit still builds, and the grader
/// names the new header.
#include "stage4/subset_search.hpp"
