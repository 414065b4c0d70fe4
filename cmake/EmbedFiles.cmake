# Files a program serves or writes as they are (a page's HTML, CSS and script, which have no build
# step of their own), embedded as string literals in a header of the build folder, written again
# only when a file changed, and read again by CMake when one does.
#
#   sudoku_embed_files(HEADER replay/page_files.hpp NAMESPACE sudoku::replay
#                      FILES page/replay.html page/replay.css page/replay.js)
#
# gives CMAKE_CURRENT_BINARY_DIR/generated/replay/page_files.hpp, holding k_replay_html and so on
# (each file's name made a C identifier), for the target to include from
# CMAKE_CURRENT_BINARY_DIR/generated.
function(sudoku_embed_files)
  cmake_parse_arguments(PARSE_ARGV 0 embed "" "HEADER;NAMESPACE" "FILES")
  # "Made by replay/CMakeLists.txt from replay/page/": the caller's file and its files' folder.
  file(RELATIVE_PATH maker ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_LIST_FILE})
  list(GET embed_FILES 0 first)
  get_filename_component(folder ${CMAKE_CURRENT_SOURCE_DIR}/${first} DIRECTORY)
  file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR} ${folder})
  set(text "// Made by ${maker} from ${folder}/: edit those files.\n#pragma once\n")
  string(APPEND text "#include <string_view>\nnamespace ${embed_NAMESPACE} {\n")
  foreach(file IN LISTS embed_FILES)
    # One spelling of each path (a file shared by two pages is named from two folders).
    cmake_path(ABSOLUTE_PATH file NORMALIZE OUTPUT_VARIABLE path)
    file(READ ${path} content)
    get_filename_component(name ${path} NAME)
    string(MAKE_C_IDENTIFIER ${name} name)
    string(APPEND text "inline constexpr std::string_view k_${name} = R\"page(${content})page\";\n")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${path})
  endforeach()
  string(APPEND text "}  // namespace ${embed_NAMESPACE}\n")
  set(header ${CMAKE_CURRENT_BINARY_DIR}/generated/${embed_HEADER})
  set(old "")
  if(EXISTS ${header})
    file(READ ${header} old)
  endif()
  if(NOT old STREQUAL text)
    file(WRITE ${header} "${text}")
  endif()
endfunction()
