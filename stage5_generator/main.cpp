// stage5_generator: the command line around the generator.

#include "stage5/program.hpp"

int main(int argc, char** argv) {
  return sudoku::program_main(sudoku::stage5::run_program, argc, argv);
}
