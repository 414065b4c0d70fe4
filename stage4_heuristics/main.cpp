// stage4_heuristics: the shared command line around the technique-driven solver. Built with
// stage 4's extensions (every build but one grading a student's stage 4), it solves 9x9 grids on
// the board made for them, knows the techniques beyond subsets and explains its solves.

#include "stage4/program.hpp"

#ifdef SUDOKU_STAGE4_EXTENSIONS
#include "advanced/techniques.hpp"
#include "board_9x9/board_9x9.hpp"
#include "explain/narration.hpp"

int main(int argc, char** argv) {
  return sudoku::stage_main(sudoku::stage4::program({.faster = sudoku::board_9x9::solve,
                                                     .narration = sudoku::explain::narration(),
                                                     .techniques = sudoku::advanced::kTechniques}),
                            argc, argv);
}
#else
int main(int argc, char** argv) {
  return sudoku::stage_main(sudoku::stage4::program(), argc, argv);
}
#endif
