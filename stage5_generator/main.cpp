// stage5_generator: the command line around the generator, settling the last checks of a minimal
// dig with the search that learns from its dead ends (extensions/learning_search). Built with
// stage 4's extensions (every build but one grading a student's stage 4), it makes its puzzles on
// the board made for 9x9 (extensions/board_9x9) and rates on Sudoku Explainer's scale too
// (extensions/se_rating).

#include "learning_search/learning_search.hpp"
#include "stage5/program.hpp"

#ifdef SUDOKU_STAGE5_EXTENSIONS
#include "board_9x9/board_9x9.hpp"
#include "se_rating/scale.hpp"
#endif

int main(int argc, char** argv) {
  sudoku::stage5::Extensions extensions{.last_checks = sudoku::learning_search::has_other_solution};
#ifdef SUDOKU_STAGE5_EXTENSIONS
  extensions.search = sudoku::board_9x9::solve;
  extensions.scale = sudoku::se_rating::scale();
#endif
  return sudoku::program_main(sudoku::stage5::program(extensions), argc, argv);
}
