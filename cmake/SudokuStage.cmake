# sudoku_add_stage: one call adds a stage of the workbook.
#
#   sudoku_add_stage(<program> LABEL <label> SOURCES <file>... [TEST_LIBRARIES <lib>...]
#                    [FORMS <form> <file> ...])
#
# called from the stage's folder, whose layout is the same for every stage:
#   include/<label>/...   the public headers, among them <label>/stage.hpp, which declares
#                         sudoku::<label>::program() and sudoku::<label>::variants()
#   src/...               the sources given in SOURCES (src/stage.cpp among them)
#   main.cpp              the program: stage_main(<label>::program(), ...)
# and whose unit tests are tests/<label>/*_test.cpp.
#
# It adds the library <label> (linked to sudoku::common and to sudoku_variant, the type its
# variants() returns) and the program <program>, and records the stage for tests/, which builds
# its unit tests (linked to TEST_LIBRARIES as well) and labels them. The solver stages are also
# listed by hand in registry/registry.cpp, which gives them their share of the conformance and
# CLI suites and of the class run.
#
# Grading: -D<LABEL>_SOURCE_DIR=path (STAGE1_SOURCE_DIR, ...) builds the stage from a student's
# files instead. Each source the starter kit (starter/<program>/src/) has is the student's to write:
# taken from that folder when it is there, from the starter kit otherwise (so that it still builds,
# and fails); a file the same as the kit's counts as not handed in. The other sources, the stage's
# frame (src/stage.cpp), stay the reference's, against the same public headers. FORMS names the
# stage's forms and their files (FORMS recursive src/recursive.cpp ...; a file may hold several
# forms): a form whose file the student did not hand in is not graded, its tests (labelled
# <label>_<form>) are disabled. -D<LABEL>_EXECUTABLE=path (a student's program) is read by
# tests/CMakeLists.txt: the stage's CLI tests run that program.
function(sudoku_add_stage program)
  cmake_parse_arguments(PARSE_ARGV 1 stage "" "LABEL" "SOURCES;TEST_LIBRARIES;FORMS")
  if(NOT stage_LABEL OR NOT stage_SOURCES)
    message(FATAL_ERROR "sudoku_add_stage(${program}): LABEL and SOURCES are required")
  endif()
  set(sources ${stage_SOURCES})
  set(forms "")
  set(ungraded "")
  while(stage_FORMS)
    list(POP_FRONT stage_FORMS form file)
    list(APPEND forms ${form})
    list(APPEND form_of_${file} ${form})
  endwhile()
  string(TOUPPER "${stage_LABEL}_SOURCE_DIR" student_variable)
  if(DEFINED ${student_variable})
    get_filename_component(student "${${student_variable}}" ABSOLUTE BASE_DIR ${PROJECT_SOURCE_DIR})
    set(starter ${PROJECT_SOURCE_DIR}/starter/${program}/src)
    if(NOT IS_DIRECTORY ${student})
      message(FATAL_ERROR "${student_variable}: ${student} is not a folder")
    endif()
    set(sources "")
    foreach(source IN LISTS stage_SOURCES)
      string(REGEX REPLACE "^src/" "" name ${source})
      if(NOT EXISTS ${starter}/${name})
        list(APPEND sources ${source})
        continue()
      endif()
      # A file left as the kit has it was not handed in either (a copied kit grades nothing it
      # did not change). Editing it configures again, so that its form is graded from then on.
      set(written FALSE)
      if(EXISTS ${student}/${name})
        list(APPEND sources ${student}/${name})
        set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${student}/${name})
        file(SHA256 ${student}/${name} theirs)
        file(SHA256 ${starter}/${name} kit)
        if(NOT theirs STREQUAL kit)
          set(written TRUE)
        endif()
      else()
        list(APPEND sources ${starter}/${name})
      endif()
      if(NOT written AND DEFINED form_of_${source})
        list(APPEND ungraded ${form_of_${source}})
      endif()
    endforeach()
    message(STATUS "${stage_LABEL}: graded from ${student}; forms not handed in: ${ungraded}")
  endif()
  add_library(${stage_LABEL} ${sources})
  target_include_directories(${stage_LABEL} PUBLIC include)
  if(DEFINED ${student_variable})
    # The student's private headers first, then the starter kit's, then the frame's.
    target_include_directories(${stage_LABEL} PRIVATE ${student} ${starter} src)
  endif()
  target_link_libraries(${stage_LABEL} PUBLIC sudoku::common sudoku_variant)

  add_executable(${program} main.cpp)
  target_link_libraries(${program} PRIVATE ${stage_LABEL})

  set_property(GLOBAL APPEND PROPERTY SUDOKU_STAGES ${stage_LABEL})
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_PROGRAM ${program})
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_TEST_LIBRARIES ${stage_TEST_LIBRARIES})
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_FORMS ${forms})
  set_property(GLOBAL PROPERTY SUDOKU_${stage_LABEL}_UNGRADED_FORMS ${ungraded})
endfunction()
