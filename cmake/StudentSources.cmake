# Grading: a stage built from a student's files instead of the workbook's (docs/grading.md).
#
#   sudoku_student_sources(<program> <variable> SOURCES <file>... FORMS <form> <file> ...)
#
# where <variable> (STAGE1_SOURCE_DIR, ...) names the student's folder,
# sets, in the caller, `student_folder` (that folder, absolute), `student_sources` (the stage's sources, the student's where they are) and
# `student_ungraded` (the forms not handed in). Each source the starter kit
# (starter/<program>/src/) has is the student's to write: taken from the student's folder when it
# is there, from the starter kit otherwise (so that it still builds, and fails); a file the same as
# the kit's counts as not handed in. The other sources, the stage's frame (src/program.cpp), stay the
# workbook's, against the same public headers. A form (FORMS recursive src/recursive.cpp ...; a
# file may hold several forms) whose file the student did not hand in is not graded: its tests,
# labelled <label>_<form>, are disabled (cmake/SudokuTests.cmake).
# The first line a handout's kit gives each of its files, saying where it comes from
# (grading/make_handout.sh): a regular expression for it, the rest of the line aside.
set(SUDOKU_HANDOUT_STAMP "^// From the handout of the Sudoku workbook ")

function(sudoku_student_sources program variable)
  cmake_parse_arguments(PARSE_ARGV 2 stage "" "" "SOURCES;FORMS")
  get_filename_component(student "${${variable}}" ABSOLUTE BASE_DIR ${PROJECT_SOURCE_DIR})
  set(starter ${PROJECT_SOURCE_DIR}/starter/${program}/src)
  if(NOT IS_DIRECTORY ${student})
    message(FATAL_ERROR "${variable}: ${student} is not a folder")
  endif()
  while(stage_FORMS)
    list(POP_FRONT stage_FORMS form file)
    list(APPEND form_of_${file} ${form})
  endwhile()
  set(sources "")
  set(ungraded "")
  foreach(source IN LISTS stage_SOURCES)
    string(REGEX REPLACE "^src/" "" name ${source})
    if(NOT EXISTS ${starter}/${name})
      list(APPEND sources ${source})
      continue()
    endif()
    # A file left as the kit has it was not handed in either (a copied kit grades nothing it did
    # not change). Editing it configures again, so that its form is graded from then on.
    set(written FALSE)
    if(EXISTS ${student}/${name})
      set(chosen ${student}/${name})
      set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${student}/${name})
      # A handout's kit says in a first line where it comes from (grading/make_handout.sh).
      file(READ ${student}/${name} theirs)
      file(READ ${starter}/${name} kit)
      set(stamp "${SUDOKU_HANDOUT_STAMP}[^\n]*\n")
      string(REGEX REPLACE "${stamp}" "" theirs "${theirs}")
      string(REGEX REPLACE "${stamp}" "" kit "${kit}")
      if(NOT theirs STREQUAL kit)
        set(written TRUE)
      endif()
    else()
      set(chosen ${starter}/${name})
    endif()
    # Compiled alone, as in any project of the student's: two of their files may each have a
    # helper of the same name in an anonymous namespace, and an error names its own file.
    list(APPEND sources ${chosen})
    set_source_files_properties(${chosen} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
    if(NOT written AND DEFINED form_of_${source})
      list(APPEND ungraded ${form_of_${source}})
    endif()
  endforeach()
  string(REGEX REPLACE "_SOURCE_DIR$" "" label "${variable}")
  string(TOLOWER "${label}" label)
  message(STATUS "${label}: graded from ${student}; forms not handed in: ${ungraded}")
  set(student_folder ${student} PARENT_SCOPE)
  set(student_sources ${sources} PARENT_SCOPE)
  set(student_ungraded ${ungraded} PARENT_SCOPE)
endfunction()

# A handout (grading/make_handout.sh): a stage handed out holds the student's files in its own
# folder, in place of the reference's, and its kit's files say so in a first line. Of the sources
# given, those of such a stage compile alone, as above.
#
#   sudoku_handout_sources(<program> SOURCES <file>...)
function(sudoku_handout_sources program)
  cmake_parse_arguments(PARSE_ARGV 1 stage "" "" "SOURCES")
  set(starter ${PROJECT_SOURCE_DIR}/starter/${program}/src)
  foreach(source IN LISTS stage_SOURCES)
    string(REGEX REPLACE "^src/" "" name ${source})
    if(EXISTS ${starter}/${name})
      file(STRINGS ${starter}/${name} stamp LIMIT_COUNT 1
           REGEX "${SUDOKU_HANDOUT_STAMP}")
      if(stamp)
        set_source_files_properties(${source} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
      endif()
    endif()
  endforeach()
endfunction()
