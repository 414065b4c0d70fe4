// stage5_generator with stage 4's extensions too, as every build but one grading a student's
// stage 4 makes it (CMakeLists.txt chooses): it makes its puzzles on the board made for 9x9
// (extensions/board_9x9), settles a minimal dig's last checks with the learning search
// (extensions/learning_search) and every check of a 9x9 one on the band words (extensions/
// bands_9x9), and rates on Sudoku Explainer's scale too (extensions/se_rating).

#include "bands_9x9/bands_9x9.hpp"
#include "board_9x9/board_9x9.hpp"
#include "learning_search/learning_search.hpp"
#include "se_rating/scale.hpp"
#include "stage5/program.hpp"

int main(int argc, char** argv) {
  return sudoku::program_main(
      sudoku::stage5::program({.search = sudoku::board_9x9::solve,
                               .last_checks = sudoku::learning_search::has_other_solution,
                               .checks_9x9 = sudoku::bands_9x9::has_other_solution,
                               .scale = sudoku::se_rating::scale()}),
      argc, argv);
}
