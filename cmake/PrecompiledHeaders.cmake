# Precompiled headers: the standard library's headers, and GoogleTest's, parsed once per build
# instead of once per compiler run.
#
#   sudoku_precompile_headers()
#
# called once, at the end of the top-level CMakeLists.txt, gives every C++ target of the project
# one of two precompiled headers, each built once by the target that owns it and reused by the
# others (REUSE_FROM), every target compiling with the same flags: sudoku_grid's (the standard
# headers below) for the workbook's targets, sudoku_test_main's (those and GoogleTest's) for the
# tests' (tests/).
#
# Building the two costs about as much as a stage's route saves by them, and a whole build's
# hundred and more compiler runs several times that (docs/design.md, "The suite's time"): a build
# of a stage from a student's folder (-DSTAGE1_SOURCE_DIR=..., each chapter's "Write it
# yourself", and grading) does without. So do a student's files in a handout
# (sudoku_handout_sources), and the tests that include a header of the student's
# (tests/CMakeLists.txt), so that a missing #include fails on the file that lacks it, as in a
# project of the student's; -DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON has every file do without, as
# CI's builds that compile each file alone do.
set(sudoku_standard_headers
    <algorithm> <array> <atomic> <charconv> <chrono> <cstdint> <filesystem> <fstream>
    <functional> <iostream> <map> <memory> <mutex> <optional> <set> <span> <sstream>
    <stdexcept> <string> <string_view> <system_error> <thread> <utility> <vector>)

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
  get_property(stages GLOBAL PROPERTY SUDOKU_STAGES)
  foreach(stage IN LISTS stages)
    string(TOUPPER "${stage}_SOURCE_DIR" student_variable)
    if(DEFINED ${student_variable})
      return()
    endif()
  endforeach()
  target_precompile_headers(sudoku_grid PRIVATE ${sudoku_standard_headers})
  if(TARGET sudoku_test_main)
    target_precompile_headers(sudoku_test_main PRIVATE ${sudoku_standard_headers}
                              <gtest/gtest.h>)
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
