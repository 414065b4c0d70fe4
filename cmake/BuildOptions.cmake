# Compiler settings shared by every target, kept on INTERFACE targets so that nothing leaks
# through global variables: link `sudoku::options` and a target gets C++20, the warnings, and
# the sanitizer or coverage flags the configuration asked for.

# The Debug build optimises lightly, with -Og, the level GCC's manual advises for the
# edit-compile-debug cycle: a debugger still follows every line, and the suite, whose time goes
# in the solvers, runs several times faster than at -O0 (docs/design.md measures it). Every file
# gets it, the tests' too: a header's inline function compiled at -O0 in one file can be the copy
# the linker keeps for all of them. A -DCMAKE_CXX_FLAGS_DEBUG of one's own is kept.
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang" AND CMAKE_CXX_FLAGS_DEBUG STREQUAL "-g")
  set(CMAKE_CXX_FLAGS_DEBUG "-Og -g" CACHE STRING "Flags used by the compiler in Debug builds"
      FORCE)
endif()

# Line tables only (-g1) for the targets of the calling folder and of the folders under it, in a
# Debug build: a debugger's breakpoints by line and its backtraces still work there, but it shows
# no local variables. common/ and tests/ call it: writing -g's full information is much of their
# compile time, which every student's build of a stage pays (docs/design.md), while a student
# steps through a stage's files, which keep -g. -DSUDOKU_FULL_DEBUG_INFO=ON gives every
# file -g. The later -g1 wins over CMAKE_CXX_FLAGS_DEBUG's -g.
function(sudoku_line_tables_only)
  if(NOT SUDOKU_FULL_DEBUG_INFO AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    add_compile_options($<$<CONFIG:Debug>:-g1>)
  endif()
endfunction()

add_library(sudoku_options INTERFACE)
add_library(sudoku::options ALIAS sudoku_options)
target_compile_features(sudoku_options INTERFACE cxx_std_20)

if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(sudoku_options INTERFACE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                                  -Wsign-conversion -Wold-style-cast)
  # GCC 12 warns falsely about std::string concatenation at -O3 (GCC bug 105329).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(sudoku_options INTERFACE -Wno-restrict)
  endif()
  if(SUDOKU_WERROR)
    target_compile_options(sudoku_options INTERFACE -Werror)
  endif()
  if(SUDOKU_NATIVE)
    target_compile_options(sudoku_options INTERFACE -march=native)
  elseif(SUDOKU_POPCNT AND CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
    # Without it, std::popcount on a candidate set is a library call instead of one instruction;
    # chapter 4 measures what that costs stages 3 and 4.
    target_compile_options(sudoku_options INTERFACE -mpopcnt)
  endif()
  # A release program carries GCC's C++ library in itself: loading and relocating the shared one
  # is most of the start of a short run, which the whole program's timings count (appendix G).
  # Not on macOS, whose linker has no such option.
  if(CMAKE_BUILD_TYPE STREQUAL "Release" AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND NOT APPLE)
    target_link_options(sudoku_options INTERFACE -static-libstdc++ -static-libgcc)
  endif()
  if(SUDOKU_SANITIZE)
    set(sanitizers -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
    target_compile_options(sudoku_options INTERFACE ${sanitizers})
    target_link_options(sudoku_options INTERFACE ${sanitizers})
  endif()
  if(SUDOKU_FUZZ)
    # Every part instrumented for libFuzzer's coverage and checked by the sanitizers; only the
    # fuzz targets link libFuzzer itself (its main).
    set(sanitizers -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
    target_compile_options(sudoku_options INTERFACE -fsanitize=fuzzer-no-link ${sanitizers})
    target_link_options(sudoku_options INTERFACE ${sanitizers})
  endif()
  if(SUDOKU_COVERAGE)
    # At -O1: the suite runs several times faster than at -O0, which CI's time needs, and gcov
    # still counts every line and branch the compiler keeps (the ones it folds away are counted
    # neither run nor missed).
    target_compile_options(sudoku_options INTERFACE --coverage -O1)
    target_link_options(sudoku_options INTERFACE --coverage)
  endif()
elseif(MSVC)
  target_compile_options(sudoku_options INTERFACE /W4 $<$<BOOL:${SUDOKU_WERROR}>:/WX>)
endif()
