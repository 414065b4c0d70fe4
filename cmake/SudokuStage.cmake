# sudoku_add_stage: one call adds a stage of the workbook.
#
#   sudoku_add_stage(<program> LABEL <label> SOURCES <file>... [SOLVER] [TEST_LIBRARIES <lib>...]
#                    [FORMS <form> <file> ...] [MAIN <file>] [PROGRAM_LIBRARIES <lib>...])
#
# called from the stage's folder, whose layout is the same for every stage:
#   include/<label>/...   the public headers, among them <label>/<label>.hpp, the lesson's
#                         entry, and <label>/program.hpp, which declares
#                         sudoku::<label>::program() and sudoku::<label>::variants()
#   src/...               the sources given in SOURCES (src/program.cpp among them)
#   main.cpp              the program: stage_main(<label>::program(), ...); MAIN names another
#                         file of the folder instead (main_with_extensions.cpp, which hands the
#                         program the extensions of PROGRAM_LIBRARIES, its stage's CMakeLists
#                         choosing one or the other)
# and whose unit tests are tests/<label>/*_test.cpp.
#
# It adds the library <label> (linked to sudoku::runner, the command line on top of the grid
# module, which holds StageVariant, the type its variants() returns) and the program <program>, and
# records the stage, in the order the stages are added, for tests/, which builds its unit tests
# (tests/<label>/CMakeLists.txt; linked to TEST_LIBRARIES as well) and labels them. A SOLVER
# stage's variants are the registry's (registry/), which gives them their share of the
# conformance and CLI suites and of the class run; registry/registry.cpp lists them by hand, and
# registry/CMakeLists.txt checks that it lists each of these stages.
#
# FORMS names the stage's forms and the file of each (FORMS recursive src/recursive.cpp ...): the
# tests of a form are labelled <label>_<form> (tests/<label>/CMakeLists.txt). Grading:
# -D<LABEL>_SOURCE_DIR=path (STAGE1_SOURCE_DIR, ...) builds the stage from a student's files
# instead (cmake/StudentSources.cmake), and -D<LABEL>_EXECUTABLE=path has the stage's CLI tests
# run a student's program (tests/CMakeLists.txt).
include(${CMAKE_CURRENT_LIST_DIR}/StudentSources.cmake)

function(sudoku_add_stage program)
  cmake_parse_arguments(PARSE_ARGV 1 stage "SOLVER" "LABEL;MAIN"
                        "SOURCES;TEST_LIBRARIES;FORMS;PROGRAM_LIBRARIES")
  if(NOT stage_MAIN)
    set(stage_MAIN main.cpp)
  endif()
  if(NOT stage_LABEL OR NOT stage_SOURCES)
    message(FATAL_ERROR "sudoku_add_stage(${program}): LABEL and SOURCES are required")
  endif()
  set(sources ${stage_SOURCES})
  set(forms "")
  set(ungraded "")
  set(pairs ${stage_FORMS})
  while(pairs)
    list(POP_FRONT pairs form file)
    list(APPEND forms ${form})
  endwhile()
  string(TOUPPER "${stage_LABEL}_SOURCE_DIR" student_variable)
  if(DEFINED ${student_variable})
    sudoku_student_sources(${program} ${student_variable} SOURCES ${stage_SOURCES}
                           FORMS ${stage_FORMS})
    set(sources ${student_sources})
    set(ungraded ${student_ungraded})
  else()
    sudoku_handout_sources(${program} SOURCES ${stage_SOURCES})
  endif()
  add_library(${stage_LABEL} ${sources})
  # A student's files compile each alone (sudoku_student_sources, sudoku_handout_sources); the
  # frame's files, and the workbook's own, batch as elsewhere.
  target_include_directories(${stage_LABEL} PUBLIC include)
  if(DEFINED ${student_variable})
    # The student's private headers first, then the starter kit's, then the frame's; last, the
    # names older kits gave headers, each forwarding to the header's name now (starter/renamed/).
    target_include_directories(${stage_LABEL} PRIVATE ${student_folder}
                               ${PROJECT_SOURCE_DIR}/starter/${program}/src src
                               ${PROJECT_SOURCE_DIR}/starter/renamed)
  endif()
  target_link_libraries(${stage_LABEL} PUBLIC sudoku::runner)

  # The private headers of the starter kit (stage 1's rules.hpp), each as this build takes it (the
  # student's, the kit's or the workbook's), for the stage's unit tests to include by its path
  # (SUDOKU_KIT_RULES_HPP): the student's header tested alone, without a student's folder on the
  # tests' include path, where a header of theirs could stand in for one of the tests'.
  set(kit ${PROJECT_SOURCE_DIR}/starter/${program}/src)
  file(GLOB kit_headers RELATIVE ${kit} CONFIGURE_DEPENDS ${kit}/*.hpp)
  set(header_paths "")
  foreach(header IN LISTS kit_headers)
    set(path ${CMAKE_CURRENT_SOURCE_DIR}/src/${header})
    if(DEFINED ${student_variable})
      set(path ${kit}/${header})
      if(EXISTS ${student_folder}/${header})
        set(path ${student_folder}/${header})
      endif()
    endif()
    string(MAKE_C_IDENTIFIER "SUDOKU_KIT_${header}" name)
    string(TOUPPER ${name} name)
    list(APPEND header_paths "${name}=\"${path}\"")
  endforeach()

  add_executable(${program} ${stage_MAIN})
  target_link_libraries(${program} PRIVATE ${stage_LABEL} ${stage_PROGRAM_LIBRARIES})

  set_property(GLOBAL APPEND PROPERTY SUDOKU_STAGES ${stage_LABEL})
  if(stage_SOLVER)
    set_property(GLOBAL APPEND PROPERTY SUDOKU_SOLVER_STAGES ${stage_LABEL})
  endif()
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_PROGRAM ${program})
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_TEST_LIBRARIES ${stage_TEST_LIBRARIES})
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_KIT_HEADERS ${header_paths})
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_FORMS ${forms})
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_UNGRADED_FORMS ${ungraded})
endfunction()
