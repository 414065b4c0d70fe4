# Labels the tests of the stages, once ctest has read the tests gtest_discover_tests found.
# tests/CMakeLists.txt has ctest read this file after those tests and after test_labels_data.cmake
# (in the build folder, from label_data.cmake.in), which holds:
#   label_lists     one entry per list of discovered tests: "LIST|LABELS|STAGE|PROGRAM", LABELS
#                   separated by commas, PROGRAM empty unless a student's is graded
#   stage_forms     one entry per stage, "STAGE:FORM,FORM": its forms (sudoku_add_stage's FORMS)
#   ungraded_forms  the same for the forms a graded student did not hand in
#   label_timeout   the seconds each test may take
#
# Every test of a list gets the list's labels (stage1, conformance, ...) and the time-out. A test of
# one of the stage's forms gets <stage>_<form> too, by this rule: its name, after its suite's,
# holds the form's name in any case and with or without underscores (the parameter
# "dynamic_copy", the test "DynamicCopyAndDynamicExploreTheSameTree"); a longer form is looked for
# first and taken out of the name, so that dynamic_copy does not say dynamic as well. A test of a
# form not handed in is disabled: not run, not failed. With PROGRAM, the test runs with
# SUDOKU_STAGE_EXECUTABLE naming it, so that the CLI suite runs a student's program.

# ctest reads this file with no policy set; these are the project's (CMakeLists.txt).
cmake_policy(VERSION 3.25)

# Sets `out` to the forms that `entries` ("STAGE:FORM,FORM" each) give `stage`.
function(forms_of entries stage out)
  set(forms "")
  foreach(entry IN LISTS entries)
    if(entry MATCHES "^${stage}:(.*)$")
      string(REPLACE "," ";" forms "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  set(${out} "${forms}" PARENT_SCOPE)
endfunction()

foreach(entry IN LISTS label_lists)
  string(REPLACE "|" ";" fields "${entry}")
  list(GET fields 0 list)
  list(GET fields 1 labels)
  list(GET fields 2 stage)
  list(LENGTH fields count)
  set(program "")
  if(count GREATER 3)
    list(GET fields 3 program)
  endif()
  string(REPLACE "," ";" labels "${labels}")

  forms_of("${stage_forms}" ${stage} stage_form_list)
  forms_of("${ungraded_forms}" ${stage} ungraded)
  # The forms, longest first: each one prefixed with 100 less its length, sorted, prefix removed.
  set(forms "")
  foreach(form IN LISTS stage_form_list)
    string(LENGTH ${form} length)
    math(EXPR key "100 - ${length}")
    list(APPEND forms "${key}:${form}")
  endforeach()
  list(SORT forms)
  list(TRANSFORM forms REPLACE "^[0-9]+:" "")

  foreach(test IN LISTS ${list})
    set(test_labels ${labels})
    set(disabled FALSE)
    string(TOLOWER "${test}" name)
    string(REGEX REPLACE "^.*[.]" "" name "${name}")
    string(REPLACE "_" "" name "${name}")
    foreach(form IN LISTS forms)
      string(REPLACE "_" "" words ${form})
      if(name MATCHES "${words}")
        string(REPLACE "${words}" "" name "${name}")
        list(APPEND test_labels ${stage}_${form})
        if(form IN_LIST ungraded)
          set(disabled TRUE)
        endif()
      endif()
    endforeach()
    set_tests_properties("${test}" PROPERTIES LABELS "${test_labels}" TIMEOUT ${label_timeout}
                         DISABLED ${disabled})
    if(program)
      set_tests_properties("${test}" PROPERTIES ENVIRONMENT "SUDOKU_STAGE_EXECUTABLE=${program}")
    endif()
  endforeach()
endforeach()
