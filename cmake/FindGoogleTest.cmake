# GoogleTest, without any download: the installed package first, then Debian's sources in
# /usr/src/googletest (package `googletest`), else a configure error that says what to install.

find_package(GTest CONFIG QUIET)
if(NOT GTest_FOUND)
  find_package(GTest MODULE QUIET)
endif()

set(SUDOKU_GTEST_SOURCE_DIR /usr/src/googletest CACHE PATH
    "GoogleTest sources to build when no installed GoogleTest package is found")
if(NOT TARGET GTest::gtest_main AND EXISTS ${SUDOKU_GTEST_SOURCE_DIR}/CMakeLists.txt)
  message(STATUS "GoogleTest: building the sources in ${SUDOKU_GTEST_SOURCE_DIR}")
  set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
  set(BUILD_GMOCK OFF CACHE BOOL "" FORCE)
  add_subdirectory(${SUDOKU_GTEST_SOURCE_DIR} ${PROJECT_BINARY_DIR}/googletest EXCLUDE_FROM_ALL SYSTEM)
  if(NOT TARGET GTest::gtest_main)  # googletest 1.11 and later define these names themselves
    add_library(GTest::gtest ALIAS gtest)
    add_library(GTest::gtest_main ALIAS gtest_main)
  endif()
endif()

if(NOT TARGET GTest::gtest_main)
  message(FATAL_ERROR
    "GoogleTest was not found. Install it (Debian/Ubuntu: apt-get install libgtest-dev), "
    "point CMake at it with -DGTest_DIR=<dir with GTestConfig.cmake> or at its sources with "
    "-DSUDOKU_GTEST_SOURCE_DIR=<dir>, "
    "or configure with -DSUDOKU_BUILD_TESTS=OFF to build the solvers alone.")
endif()
include(GoogleTest)
