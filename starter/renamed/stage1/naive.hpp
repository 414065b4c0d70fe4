#pragma once
/// @file
/// @brief Stage 1's header under the name older kits include: it is now "stage1/stage1.hpp".
/// A hand-in written against such a kit still builds, and the grader names the new header.
#include "stage1/stage1.hpp"
