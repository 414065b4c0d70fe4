// stage5_generator: the command line around the generator, settling the last checks of a minimal
// dig with the search that learns from its dead ends (extensions/learning_search), and, built
// with stage 4's extensions, rating on Sudoku Explainer's scale too (extensions/se_rating).

#include "learning_search/learning_search.hpp"
#include "stage5/program.hpp"

#ifdef SUDOKU_STAGE5_SE_RATING
#include "se_rating/scale.hpp"
#endif

int main(int argc, char** argv) {
  sudoku::stage5::Extensions extensions{.last_checks = sudoku::learning_search::has_other_solution};
#ifdef SUDOKU_STAGE5_SE_RATING
  extensions.scale = sudoku::se_rating::scale();
#endif
  return sudoku::program_main(sudoku::stage5::program(extensions), argc, argv);
}
