// stage4_heuristics: the shared command line around the technique-driven solver.

#include "stage4/program.hpp"

int main(int argc, char** argv) {
  return sudoku::stage_main(sudoku::stage4::program(), argc, argv);
}
