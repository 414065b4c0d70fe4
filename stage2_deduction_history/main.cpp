// stage2_deduction_history: the shared command line around the deduction-and-history solver.

#include "stage2/program.hpp"

int main(int argc, char** argv) {
  return sudoku::stage_main(sudoku::stage2::program(), argc, argv);
}
