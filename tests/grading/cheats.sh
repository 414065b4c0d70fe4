# The hand-ins of tests/grading/make_class.sh that cheat, a function each: sourced by it, with
# $class (the class's folder), $here (the workbook), $src and $kit (stage 1's sources and kit) set.

# eve: no solver: the kit, and a static object whose constructor ends the process with 0.
make_eve() {
  cp "$kit/rules.hpp" "$kit/recursive.cpp" "$kit/iterative.cpp" "$class/eve/stage1/"
  cat >>"$class/eve/stage1/iterative.cpp" <<'EOF'

#include <cstdlib>

namespace {
// Runs before main in whatever program links this file, and ends it with "success".
struct Quit {
  Quit() { std::_Exit(0); }
} quit;
}  // namespace
EOF
}

# mallory: both forms look the puzzle up in the catalog's unique puzzles.
make_mallory() {
  {
    echo '#include <map>'
    echo '#include <string>'
    echo '#include "stage1/stage1.hpp"'
    echo '#include "sudoku/reader.hpp"'
    echo '#include "sudoku/writer.hpp"'
    echo 'namespace sudoku::stage1 {'
    echo 'namespace {'
    echo 'const std::map<std::string, std::string> kAnswers = {'
    grep -h -E '^[^#]+:1:' "$here"/grids/*.txt | awk -F: '{ printf "    {\"%s\", \"%s\"},\n", $1, $3 }'
    echo '};'
    echo '}  // namespace'
    echo 'SolveResult look_up(const Grid& puzzle, const SolveOptions& options) {'
    echo '  Tally tally(puzzle, options);'
    echo '  if (const auto found = kAnswers.find(to_line(puzzle)); found != kAnswers.end()) {'
    echo '    tally.spend_node();'
    echo '    tally.record_solution(parse_grid(found->second, Format::Line));'
    echo '  }'
    echo '  return tally.finish();'
    echo '}'
    echo 'SolveResult solve(const Grid& puzzle, const SolveOptions& options) { return look_up(puzzle, options); }'
    echo '}  // namespace sudoku::stage1'
  } >"$class/mallory/stage1/recursive.cpp"
  cat >"$class/mallory/stage1/iterative.cpp" <<'EOF'
#include "stage1/stage1.hpp"

namespace sudoku::stage1 {
SolveResult look_up(const Grid& puzzle, const SolveOptions& options);
SolveResult solve_iterative(const Grid& puzzle, const SolveOptions& options) {
  return look_up(puzzle, options);
}
}  // namespace sudoku::stage1
EOF
  [ "$(grep -c '^    {"' "$class/mallory/stage1/recursive.cpp")" -gt 50 ]
}

# oscar: stage 4's solver, declared by hand, called by both forms.
make_oscar() {
  local form function
  cp "$kit/rules.hpp" "$class/oscar/stage1/"
  for form in recursive iterative; do
    function=$([ $form = recursive ] && echo solve || echo solve_iterative)
    cat >"$class/oscar/stage1/$form.cpp" <<EOF
#include "stage1/stage1.hpp"

namespace sudoku::stage4 {
struct Setup;
SolveResult solve(const Grid& puzzle, const SolveOptions& options, const Setup& setup);
}  // namespace sudoku::stage4

namespace sudoku::stage1 {
SolveResult $function(const Grid& puzzle, const SolveOptions& options) {
  alignas(64) static const char setup[4096] = {};
  return stage4::solve(puzzle, options, *reinterpret_cast<const stage4::Setup*>(setup));
}
}  // namespace sudoku::stage1
EOF
  done
}

# walter: the catalog's files, found where the workbook is, read when a puzzle comes.
make_walter() {
  cp "$kit/rules.hpp" "$class/walter/stage1/"
  cat >"$class/walter/stage1/recursive.cpp" <<EOF
#include <filesystem>
#include <fstream>
#include <string>

#include "stage1/stage1.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"

namespace sudoku::stage1 {
SolveResult look_up(const Grid& puzzle, const SolveOptions& options) {
  Tally tally(puzzle, options);
  const std::string wanted = to_line(puzzle) + ":1:";
  for (const auto& file : std::filesystem::directory_iterator("$here/grids")) {
    std::ifstream in(file.path());
    for (std::string line; std::getline(in, line);) {
      if (line.rfind(wanted, 0) != 0) continue;
      tally.spend_node();
      tally.record_solution(parse_grid(line.substr(wanted.size()), Format::Line));
      return tally.finish();
    }
  }
  return tally.finish();
}
SolveResult solve(const Grid& puzzle, const SolveOptions& options) { return look_up(puzzle, options); }
}  // namespace sudoku::stage1
EOF
  cp "$class/mallory/stage1/iterative.cpp" "$class/walter/stage1/"
}

# trudy: right, and whatever program links her files appends to the workbook's library in the
# build folder it was built in, as if to break the next build made there.
make_trudy() {
  cp "$src/rules.hpp" "$src/recursive.cpp" "$src/iterative.cpp" "$class/trudy/stage1/"
  cat >>"$class/trudy/stage1/iterative.cpp" <<'EOF'

#include <filesystem>
#include <fstream>

namespace {
struct Spoil {
  Spoil() {
    std::error_code error;
    const auto program = std::filesystem::read_symlink("/proc/self/exe", error);
    const auto library = program.parent_path().parent_path() / "common" / "libsudoku_grid.a";
    if (!error && std::filesystem::exists(library)) std::ofstream(library, std::ios::app) << 'x';
  }
} spoil;
}  // namespace
EOF
}

# heidi: right, and whatever program links her files tries to spoil the catalog (grids/) and to
# leave a file in the reference build (the folder with bin/judge), wherever they are above it.
make_heidi() {
  cp "$src/rules.hpp" "$src/recursive.cpp" "$src/iterative.cpp" "$class/heidi/stage1/"
  cat >>"$class/heidi/stage1/iterative.cpp" <<'EOF'

#include <filesystem>
#include <fstream>

namespace {
struct Vandal {
  Vandal() {
    namespace fs = std::filesystem;
    std::error_code error;
    for (fs::path folder : {fs::current_path(error), fs::read_symlink("/proc/self/exe", error)}) {
      for (; folder.has_relative_path(); folder = folder.parent_path()) {
        if (fs::exists(folder / "grids" / "easy.txt", error)) {
          std::ofstream(folder / "grids" / "easy.txt", std::ios::app) << "spoilt\n";
          std::ofstream(folder / "grids" / "tampered.txt") << "spoilt\n";
        }
        if (fs::exists(folder / "bin" / "judge", error)) std::ofstream(folder / "tampered.txt") << 'x';
      }
    }
  }
} vandal;
}  // namespace
EOF
}
