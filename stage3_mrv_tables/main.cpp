// stage3_mrv_tables: the shared command line around the lookup-table solver and its orders.

#include "stage3/program.hpp"

int main(int argc, char** argv) {
  return sudoku::stage_main(sudoku::stage3::program(), argc, argv);
}
