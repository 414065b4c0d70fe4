// stage4_heuristics: the shared command line around the technique-driven solver. Built with the
// extension board_9x9 (every build but one grading a student's stage 4), it solves 9x9 grids on
// the board made for them.

#include "stage4/program.hpp"

#ifdef SUDOKU_BOARD_9X9
#include "board_9x9/board_9x9.hpp"

int main(int argc, char** argv) {
  return sudoku::stage_main(sudoku::stage4::program(sudoku::board_9x9::solve), argc, argv);
}
#else
int main(int argc, char** argv) {
  return sudoku::stage_main(sudoku::stage4::program(), argc, argv);
}
#endif
