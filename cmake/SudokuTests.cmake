# How the suite's tests are added to ctest, each with its labels said where it is added.
#
#   sudoku_discover(<target> PREFIX <prefix> LABELS <label>... [FILTER <filter>]
#                   [DISABLED <bool>] [PROGRAM <path>] [PRE_TEST])
#
# adds the tests of the test program <target> that FILTER selects (gtest's --gtest_filter: patterns
# separated by ':', then '-' and the patterns left out; default all), each named
# <prefix><suite>.<test>, with every label given and the suite's time-out (test_timeout), skipped
# rather than failed when it stops on a stage it uses but does not test (no label stageN) whose
# starter kit's code is still in place ("stage N: ... is not written yet"). DISABLED
# true leaves them out of a run without failing (a form a graded student did not hand in); PROGRAM
# has them run a student's program (SUDOKU_STAGE_EXECUTABLE, read by the CLI suite); PRE_TEST
# lists them when ctest starts rather than after each build.
#
#   sudoku_stage_tests(<target> PREFIX <prefix> STAGE <stage> LABELS <label>... [FILTER <filter>]
#                      [FORMS <forms> <filter> ...] [PROGRAM <path>])
#
# adds the tests of <target> that are about the stage <stage> (FILTER, with no '-': those of them
# that are; default all): those that a FORMS filter selects
# are about the forms before it (comma-separated, "recursive,iterative") and carry the label
# <stage>_<form> of each as well, disabled when one of those forms was not handed in; the others
# carry LABELS alone. The filters must not overlap: a test is added once.
#
# Both read `discovery`, the options every discovery shares (tests/CMakeLists.txt).

function(sudoku_discover target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "PRE_TEST" "PREFIX;FILTER;DISABLED;PROGRAM" "LABELS")
  # A LABELS pair per label: gtest_discover_tests splits a list of labels (CMake 3.25) and keeps
  # the first, where ctest adds up repeated pairs.
  set(properties TIMEOUT ${test_timeout})
  foreach(label IN LISTS arg_LABELS)
    list(APPEND properties LABELS ${label})
  endforeach()
  # In a handout (grading/make_handout.sh) or a student's kit build, only the tests of the stages
  # being written fail: a test that needs one of them to run (stage 5's on stage 4, the extensions',
  # the docs' commands) waits for it, and says so.
  set(untested 12345)
  foreach(label IN LISTS arg_LABELS)
    if(label MATCHES "^stage([1-5])$")
      string(REPLACE "${CMAKE_MATCH_1}" "" untested "${untested}")
    endif()
  endforeach()
  if(untested)
    list(APPEND properties SKIP_REGULAR_EXPRESSION "stage [${untested}]: .* is not written yet")
  endif()
  if(arg_DISABLED)
    list(APPEND properties DISABLED TRUE)
  endif()
  if(arg_PROGRAM)
    list(APPEND properties ENVIRONMENT "SUDOKU_STAGE_EXECUTABLE=${arg_PROGRAM}")
  endif()
  set(options "")
  if(arg_FILTER)
    list(APPEND options TEST_FILTER "${arg_FILTER}")
  endif()
  if(arg_PRE_TEST)
    list(APPEND options DISCOVERY_MODE PRE_TEST)
  endif()
  gtest_discover_tests(${target} TEST_PREFIX "${arg_PREFIX}" ${options} PROPERTIES ${properties}
                       ${discovery})
endfunction()

function(sudoku_stage_tests target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "PREFIX;STAGE;FILTER;PROGRAM" "LABELS;FORMS")
  if(NOT arg_FILTER)
    set(arg_FILTER "*")
  endif()
  get_property(ungraded GLOBAL PROPERTY SUDOKU_${arg_STAGE}_UNGRADED_FORMS)
  set(of_forms "")
  set(pairs ${arg_FORMS})
  while(pairs)
    list(POP_FRONT pairs forms filter)
    string(REPLACE "," ";" forms "${forms}")
    set(labels ${arg_LABELS})
    set(disabled FALSE)
    foreach(form IN LISTS forms)
      list(APPEND labels ${arg_STAGE}_${form})
      if(form IN_LIST ungraded)
        set(disabled TRUE)
      endif()
    endforeach()
    sudoku_discover(${target} PREFIX "${arg_PREFIX}" FILTER "${filter}" LABELS ${labels}
                    DISABLED ${disabled} PROGRAM "${arg_PROGRAM}")
    # The patterns each filter selects, whatever it leaves out, are left out of the rest.
    string(REGEX REPLACE "-.*$" "" selected "${filter}")
    string(APPEND of_forms ":${selected}")
  endwhile()
  string(REGEX REPLACE "^:" "-" rest "${of_forms}")
  sudoku_discover(${target} PREFIX "${arg_PREFIX}" FILTER "${arg_FILTER}${rest}" LABELS ${arg_LABELS}
                  PROGRAM "${arg_PROGRAM}")
endfunction()
