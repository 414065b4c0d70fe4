// stage4_heuristics: the shared command line around the technique-driven solver, the lesson
// alone. A build that grades a student's stage 4 makes the program from this file; every other
// build makes it from main_with_extensions.cpp, which CMakeLists.txt chooses.

#include "stage4/program.hpp"

int main(int argc, char** argv) {
  return sudoku::stage_main(sudoku::stage4::program(), argc, argv);
}
