# GoogleTest, without any download: the installed package first, then Debian's sources in
# /usr/src/googletest (package `googletest`), else a configure error that says what to install.

find_package(GTest CONFIG QUIET)
if(NOT GTest_FOUND)
  find_package(GTest MODULE QUIET)
endif()

if(NOT TARGET GTest::gtest_main AND EXISTS /usr/src/googletest/CMakeLists.txt)
  message(STATUS "GoogleTest: building the sources in /usr/src/googletest")
  set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
  set(BUILD_GMOCK OFF CACHE BOOL "" FORCE)
  add_subdirectory(/usr/src/googletest ${PROJECT_BINARY_DIR}/googletest EXCLUDE_FROM_ALL SYSTEM)
  add_library(GTest::gtest ALIAS gtest)
  add_library(GTest::gtest_main ALIAS gtest_main)
endif()

if(NOT TARGET GTest::gtest_main)
  message(FATAL_ERROR
    "GoogleTest was not found. Install it (Debian/Ubuntu: apt-get install libgtest-dev), "
    "point CMake at it with -DGTest_DIR=<dir with GTestConfig.cmake>, "
    "or configure with -DSUDOKU_BUILD_TESTS=OFF to build the solvers alone.")
endif()
include(GoogleTest)
