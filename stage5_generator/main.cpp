// stage5_generator: the command line around the generator.

#include <iostream>
#include <string>
#include <vector>

#include "stage5/program.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> args(argv + 1, argv + argc);
  return sudoku::stage5::run_program(args, {std::cin, std::cout, std::cerr});
}
