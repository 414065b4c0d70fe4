#pragma once
/// @file
/// @brief Stage 4's header under the name older kits include: it is now "stage4/stage4.hpp".
/// A hand-in written against such a kit still builds, and the grader names the new header.
#include "stage4/stage4.hpp"
