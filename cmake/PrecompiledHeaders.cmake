# Precompiled headers: the grid module's contract, sudoku/solve.hpp, which nearly every file of
# the workbook includes through the headers it includes, with the standard library's headers it
# includes in turn (string, vector, span, function, atomic), and for the tests GoogleTest's too,
# parsed once per build instead of once per compiler run.
#
#   sudoku_precompile_headers()
#
# called once, at the end of the top-level CMakeLists.txt, gives every C++ target of the project,
# in a Debug build, one of two precompiled headers, each built once by the target that owns it
# and reused by the others (REUSE_FROM), every target compiling with the same flags:
# sudoku_grid's for the workbook's targets, sudoku_test_main's for the tests' (tests/). An owner defines no macro of
# its own: GCC uses a precompiled header only where every macro defined when it was made is
# defined alike.
#
# Only those headers, so that a build of one stage pays little to make them (each chapter's
# "Write it yourself" compiles about twenty files; precompiling every standard header the
# workbook uses cost it more than it saved: docs/design.md, "The suite's time"). A student's
# files get them too: through the stage's headers their files include, most see all of it
# anyway. The tests that include a header of a student's (tests/CMakeLists.txt) do without, so
# that the header is compiled as the student's files see it; -DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON
# has every file do without, as CI's builds that compile each file alone do, where a missing
# #include fails on the file that lacks it.

# The C++ targets of a folder and of the folders under it, in `result`.
function(sudoku_targets_under folder result)
  get_property(targets DIRECTORY ${folder} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(folders DIRECTORY ${folder} PROPERTY SUBDIRECTORIES)
  foreach(subfolder IN LISTS folders)
    sudoku_targets_under(${subfolder} more)
    list(APPEND targets ${more})
  endforeach()
  set(${result} ${targets} PARENT_SCOPE)
endfunction()

function(sudoku_precompile_headers)
  # Only the Debug builds, which are edited and built again (not coverage's at -O1, nor the
  # optimised ones, where GCC 12 reports false warnings (-Warray-bounds) in the standard library's
  # code inlined from a precompiled header, as if it were not a system header's).
  if(SUDOKU_COVERAGE OR NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
    return()
  endif()
  target_precompile_headers(sudoku_grid PRIVATE <sudoku/solve.hpp>)
  if(TARGET sudoku_test_main)
    target_precompile_headers(sudoku_test_main PRIVATE <sudoku/solve.hpp> <gtest/gtest.h>)
  endif()
  sudoku_targets_under(${PROJECT_SOURCE_DIR} targets)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    get_target_property(folder ${target} SOURCE_DIR)
    # GoogleTest, where it is built from its sources (cmake/FindGoogleTest.cmake), has flags of
    # its own.
    if(target MATCHES "^sudoku_(grid|test_main)$" OR NOT type MATCHES
                                                         "^(STATIC_LIBRARY|EXECUTABLE)$"
       OR NOT folder MATCHES "^${PROJECT_SOURCE_DIR}/")
      continue()
    endif()
    if(folder MATCHES "^${PROJECT_SOURCE_DIR}/tests(/|$)")
      set_target_properties(${target} PROPERTIES PRECOMPILE_HEADERS_REUSE_FROM sudoku_test_main)
    else()
      set_target_properties(${target} PROPERTIES PRECOMPILE_HEADERS_REUSE_FROM sudoku_grid)
    endif()
  endforeach()
endfunction()
