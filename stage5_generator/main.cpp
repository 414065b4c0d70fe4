// stage5_generator: the command line around the generator, settling the last checks of a minimal
// dig with the search that learns from its dead ends (extensions/learning_search). A build that
// grades a student's stage 4 makes the program from this file; every other build makes it from
// main_with_extensions.cpp, which CMakeLists.txt chooses.

#include "learning_search/learning_search.hpp"
#include "stage5/program.hpp"

int main(int argc, char** argv) {
  return sudoku::program_main(
      sudoku::stage5::program({.last_checks = sudoku::learning_search::has_other_solution}), argc,
      argv);
}
