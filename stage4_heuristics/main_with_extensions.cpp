// stage4_heuristics with stage 4's extensions (extensions/), as every build but one grading a
// student's stage 4 makes it (CMakeLists.txt chooses): it solves 9x9 grids on the board made for
// them (appendix A), and on the digits' band words where nothing asks for stage 4's steps
// (appendix G), knows the techniques beyond subsets (appendix D) and explains its solves
// (appendix C).

#include "advanced/techniques.hpp"
#include "bands_9x9/bands_9x9.hpp"
#include "board_9x9/board_9x9.hpp"
#include "explain/narration.hpp"
#include "stage4/program.hpp"

int main(int argc, char** argv) {
  const auto bands = [](const sudoku::Grid& puzzle, const sudoku::SolveOptions& options) {
    return sudoku::bands_9x9::solve(puzzle, options);
  };
  return sudoku::stage_main(sudoku::stage4::program({.faster = sudoku::board_9x9::solve,
                                                     .plain = bands,
                                                     .narration = sudoku::explain::narration(),
                                                     .techniques = sudoku::advanced::kTechniques}),
                            argc, argv);
}
