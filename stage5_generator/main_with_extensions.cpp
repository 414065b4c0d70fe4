// stage5_generator with stage 4's extensions too, as every build but one grading a student's
// stage 4 makes it (CMakeLists.txt chooses): it makes its puzzles on the board made for 9x9
// (extensions/board_9x9), settles a minimal dig's last checks with the learning search
// (extensions/learning_search), and rates on Sudoku Explainer's scale too (extensions/se_rating).

#include "board_9x9/board_9x9.hpp"
#include "learning_search/learning_search.hpp"
#include "se_rating/scale.hpp"
#include "stage5/program.hpp"

int main(int argc, char** argv) {
  return sudoku::program_main(
      sudoku::stage5::program({.search = sudoku::board_9x9::solve,
                               .last_checks = sudoku::learning_search::has_other_solution,
                               .scale = sudoku::se_rating::scale()}),
      argc, argv);
}
