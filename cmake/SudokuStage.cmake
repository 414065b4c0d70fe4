# sudoku_add_stage: one call adds a stage of the workbook.
#
#   sudoku_add_stage(<program> LABEL <label> SOURCES <file>... [TEST_LIBRARIES <lib>...]
#                    [GENERATOR])
#
# called from the stage's folder, whose layout is the same for every stage:
#   include/<label>/...   the public headers, among them <label>/stage.hpp, which declares
#                         sudoku::<label>::program() and sudoku::<label>::variants()
#   src/...               the sources given in SOURCES (src/stage.cpp among them)
#   main.cpp              the program: stage_main(<label>::program(), ...)
# and whose unit tests are tests/<label>/*_test.cpp.
#
# It adds the library <label> (linked to sudoku::common) and the program <program>, and records
# the stage for the rest of the build: the registry lists its variants, tests/ builds its unit
# tests (linked to TEST_LIBRARIES as well) and labels them, its share of the conformance and CLI
# suites, and the class run.
#
# A stage that makes puzzles instead of solving them (stage 5) says GENERATOR: it has no
# stage.hpp, no variants and no share of the solver suites or the class run, only its library,
# its program and its unit tests.
function(sudoku_add_stage program)
  cmake_parse_arguments(PARSE_ARGV 1 stage "GENERATOR" "LABEL" "SOURCES;TEST_LIBRARIES")
  if(NOT stage_LABEL OR NOT stage_SOURCES)
    message(FATAL_ERROR "sudoku_add_stage(${program}): LABEL and SOURCES are required")
  endif()
  add_library(${stage_LABEL} ${stage_SOURCES})
  target_include_directories(${stage_LABEL} PUBLIC include)
  target_link_libraries(${stage_LABEL} PUBLIC sudoku::common)

  add_executable(${program} main.cpp)
  target_link_libraries(${program} PRIVATE ${stage_LABEL})

  set_property(GLOBAL APPEND PROPERTY SUDOKU_STAGES ${stage_LABEL})
  if(NOT stage_GENERATOR)
    set_property(GLOBAL APPEND PROPERTY SUDOKU_SOLVER_STAGES ${stage_LABEL})
  endif()
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_PROGRAM ${program})
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_TEST_LIBRARIES ${stage_TEST_LIBRARIES})
endfunction()
