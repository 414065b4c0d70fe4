// compare_stages: every stage on the same puzzles, as a Markdown table, a CSV file and an SVG
// chart. The class's comparison and the README's main job.
//
//   build/release/bin/compare_stages [--stages LIST] [--node-limit N] [--repeat N] [--out DIR]
//                                    [--grids FILE] [FILE]...

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "compare.hpp"
#include "registry.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/files.hpp"
#include "sudoku/options.hpp"

namespace {

using namespace sudoku::compare;

// Writes `write`'s output to `path`; false, with the system's reason, when it cannot be written.
template <typename Writer>
bool write_file(const std::filesystem::path& path, const Comparison& comparison, Writer write) {
  std::ostringstream text;
  write(comparison, text);
  const std::optional<std::string> error = sudoku::write_whole_file(path.string(), text.str());
  if (error) std::cerr << "compare_stages: " << *error << '\n';
  return !error;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  const auto variants = sudoku::stage_variants();
  Request request;
  const auto read = [&](const sudoku::CommandLine& given) {
    request = read_request(given, variants, SUDOKU_GRIDS_DIR);
  };
  if (const std::optional<int> status =
          sudoku::start_program(intro(variants), args, {std::cin, std::cout, std::cerr}, read)) {
    return *status;
  }
  bool bad_input = false;
  std::vector<Puzzle> puzzles;
  for (const std::string& file : request.files) {
    for (Puzzle& puzzle : read_puzzles(file, std::cerr, bad_input)) puzzles.push_back(puzzle);
  }
  // A progress line, rewritten in place, only where someone watches it.
  Progress progress;
  if (isatty(STDERR_FILENO)) {
    progress = [](std::size_t done, std::size_t total, const std::string& variant,
                  const std::string& puzzle) {
      std::cerr << "\r\033[K[" << done + 1 << '/' << total << "] " << variant << " on " << puzzle
                << std::flush;
    };
  }
  const Comparison comparison =
      compare(request.variants, std::move(puzzles), request.budget, progress);
  if (progress) std::cerr << "\r\033[K" << std::flush;
  std::ostringstream table;
  write_table(comparison, table);
  sudoku::WatchedOutput out(std::cout);
  const bool table_written = out.write(table.str()) && out.flush();
  if (!table_written) std::cerr << out.failure("compare_stages", "the table") << '\n';
  bool written = true;
  if (!request.out.empty()) {
    std::error_code error;
    std::filesystem::create_directories(request.out, error);
    const std::filesystem::path folder(request.out);
    written = write_file(folder / "results.csv", comparison, write_csv) &&
              write_file(folder / "results.svg", comparison, write_svg);
  }
  const bool wrong = any_wrong(comparison);
  if (wrong) std::cerr << "compare_stages: a stage gave a wrong answer (see the table)\n";
  if (!table_written || !written) return 2;  // a result lost must not pass for success
  if (wrong) return 1;
  return bad_input ? 2 : 0;
}
