// stage4_heuristics with stage 4's extensions (extensions/), as every build but one grading a
// student's stage 4 makes it (CMakeLists.txt chooses): it solves 9x9 grids on the board made for
// them (appendix A), knows the techniques beyond subsets (appendix D) and explains its solves
// (appendix C).

#include "advanced/techniques.hpp"
#include "board_9x9/board_9x9.hpp"
#include "explain/narration.hpp"
#include "stage4/program.hpp"

int main(int argc, char** argv) {
  return sudoku::stage_main(sudoku::stage4::program({.faster = sudoku::board_9x9::solve,
                                                     .narration = sudoku::explain::narration(),
                                                     .techniques = sudoku::advanced::kTechniques}),
                            argc, argv);
}
