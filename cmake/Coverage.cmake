# `coverage` target: runs gcovr over the counts the test suite left (build the coverage preset
# and run its tests first). Writes an HTML report with per-file details and Cobertura XML into
# build/<preset>/coverage/. Without gcovr the target is skipped with a message.

if(NOT SUDOKU_COVERAGE)
  return()
endif()
find_program(GCOVR_EXECUTABLE gcovr)
if(NOT GCOVR_EXECUTABLE)
  message(STATUS "gcovr not found: no 'coverage' target (apt-get install gcovr)")
  return()
endif()
set(report_dir ${PROJECT_BINARY_DIR}/coverage)
add_custom_target(coverage
  COMMAND ${CMAKE_COMMAND} -E make_directory ${report_dir}
  COMMAND ${GCOVR_EXECUTABLE} --config ${PROJECT_SOURCE_DIR}/gcovr.cfg
          --root ${PROJECT_SOURCE_DIR} --object-directory ${PROJECT_BINARY_DIR}
          --html-details ${report_dir}/index.html --cobertura ${report_dir}/coverage.xml
          --txt ${report_dir}/summary.txt
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
  COMMENT "Coverage report in ${report_dir}/index.html"
  VERBATIM)
