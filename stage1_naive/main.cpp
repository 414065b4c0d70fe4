// stage1_naive: the shared command line around the naive backtracking solver.

#include "stage1/program.hpp"

int main(int argc, char** argv) {
  return sudoku::stage_main(sudoku::stage1::program(), argc, argv);
}
