// Stage 5's questions, and what a right answer to each is, checked with the workbook's solver.

#include "generator_questions.hpp"

#include <optional>
#include <sstream>
#include <stdexcept>

#include "stage4/stage4.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/reader.hpp"

namespace sudoku::grading {

namespace {

using stage5::Symmetry;

// What the puzzles of an answer must be.
struct Expect {
  int box = 3;                              // their size
  int count = 1;                            // how many
  bool unique = true;                       // one solution each; otherwise at least one
  std::optional<int> holes = std::nullopt;  // the empty cells of each
  std::optional<int> clues = std::nullopt;  // the clues of each
  bool minimal = false;                     // no clue can go without a second solution
  Symmetry symmetry = Symmetry::None;       // a cell is empty exactly when its images are
  bool solution = false;                    // each followed by "# solution: " and its solution
};

// One puzzle of an answer, and the solution printed after it.
struct Printed {
  Grid puzzle;
  std::optional<Grid> solution;
};

// The puzzles of an answer, or what is wrong with how it is written.
struct Reading {
  std::vector<Printed> puzzles;
  std::string fault;
};

// The most nodes one count of the judge's may take: far more than any 16x16 puzzle needs.
constexpr std::uint64_t kCountNodes = 1'000'000;

// The first line of a solution printed after its puzzle.
constexpr std::string_view kSolutionMark = "# solution: ";

// The puzzles an output holds, one per line, each maybe followed by its solution; other comment
// lines are passed over.
Reading read_puzzles(const std::string& out, int box) {
  Reading reading;
  std::istringstream lines(out);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    const bool solution = line.starts_with(kSolutionMark);
    if (line.empty() || (line.starts_with('#') && !solution)) continue;
    const std::string text = solution ? line.substr(kSolutionMark.size()) : line;
    std::optional<Grid> grid;
    try {
      grid = parse_grid(text, Format::Line);
    } catch (const std::invalid_argument&) {
    }
    if (!grid || grid->box() != box) {
      reading.fault = "line " + std::to_string(number) + " is no " + size_name(box * box) +
                      " grid: " + quoted(line);
      return reading;
    }
    if (!solution) {
      reading.puzzles.push_back({*grid, std::nullopt});
    } else if (reading.puzzles.empty() || reading.puzzles.back().solution) {
      reading.fault = "line " + std::to_string(number) + " is a solution of no puzzle";
      return reading;
    } else {
      reading.puzzles.back().solution = *grid;
    }
  }
  return reading;
}

// How many solutions `puzzle` has, up to two; nothing when the count ran out of nodes.
std::optional<std::uint64_t> solutions_of(const Grid& puzzle) {
  const SolveResult count = stage4::solve(puzzle, {.max_solutions = 2, .node_limit = kCountNodes});
  if (count.outcome == Outcome::LimitReached) return std::nullopt;
  return count.solutions;
}

// What is wrong with the solutions of a puzzle: none, more than one where one is asked, the one
// printed not solving it.
std::string solution_fault(const Printed& printed, const Expect& expect) {
  const std::optional<std::uint64_t> solutions = solutions_of(printed.puzzle);
  if (!solutions) return "could not be counted within " + std::to_string(kCountNodes) + " nodes";
  if (*solutions == 0) return "has no solution";
  if (expect.unique && *solutions > 1) return "has more than one solution";
  if (!expect.solution) return "";
  if (!printed.solution) return "is not followed by its solution";
  const Verdict verdict = check_solution(printed.puzzle, *printed.solution);
  return verdict.solves ? "" : "is followed by a wrong solution: " + verdict.reason;
}

// What is wrong with the shape of a puzzle: its holes, its clues, its symmetry.
std::string shape_fault(const Grid& puzzle, const Expect& expect) {
  const int clues = puzzle.filled_count();
  const int holes = puzzle.cell_count() - clues;
  if (expect.holes && holes != *expect.holes)
    return "has " + std::to_string(holes) + " holes, not " + std::to_string(*expect.holes);
  if (expect.clues && clues != *expect.clues)
    return "has " + std::to_string(clues) + " clues, not " + std::to_string(*expect.clues);
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    for (const int image : stage5::orbit(cell, puzzle.side(), expect.symmetry)) {
      if ((puzzle[cell] == 0) != (puzzle[image] == 0))
        return "is not symmetric: " + cell_name(puzzle, cell) + " and " + cell_name(puzzle, image);
    }
  }
  return "";
}

// The first clue of `puzzle` that can go without a second solution, as a fault, or "".
std::string minimal_fault(const Grid& puzzle) {
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] == 0) continue;
    Grid fewer = puzzle;
    fewer.set(cell, 0);
    if (solutions_of(fewer) == 1U) return "is not minimal: " + cell_name(puzzle, cell) + " can go";
  }
  return "";
}

// What is wrong with an answer's puzzles, or "".
std::string puzzles_fault(const Reading& reading, const Expect& expect) {
  if (!reading.fault.empty()) return reading.fault;
  const std::vector<Printed>& puzzles = reading.puzzles;
  if (static_cast<int>(puzzles.size()) != expect.count)
    return std::to_string(puzzles.size()) + " puzzles, not " + std::to_string(expect.count);
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const Grid& puzzle = puzzles[i].puzzle;
    std::string wrong;
    if (const std::optional<Conflict> conflict = find_conflict(puzzle)) {
      wrong = "breaks a rule: " + describe(puzzle, *conflict);
    }
    if (wrong.empty()) wrong = solution_fault(puzzles[i], expect);
    if (wrong.empty()) wrong = shape_fault(puzzle, expect);
    if (wrong.empty() && expect.minimal) wrong = minimal_fault(puzzle);
    if (!wrong.empty()) return "puzzle " + std::to_string(i + 1) + " " + wrong;
    for (std::size_t j = 0; j < i; ++j) {
      if (puzzles[j].puzzle == puzzle)
        return "puzzles " + std::to_string(j + 1) + " and " + std::to_string(i + 1) +
               " are the same";
    }
  }
  return "";
}

// What is wrong with a run of the generator asked for `expect`, or "".
std::string answer_fault(const Run& run, const Expect& expect) {
  if (std::string wrong = run_fault(run); !wrong.empty()) return wrong;
  if (run.status != 0) return "exit status " + std::to_string(run.status) + ", not 0";
  return puzzles_fault(read_puzzles(run.out, expect.box), expect);
}

// A question of stage 5: the generator's arguments, before the seed, and what it must print.
struct Asked {
  std::string name;
  std::vector<std::string> args;
  Expect expect;
};

// The questions whose answers are only checked, in the order they are asked: the first is the
// one asked again (same_seed, other_seed).
std::vector<Asked> checked_questions() {
  const auto holes = [](int box, int percent) { return stage5::holes_for_percent(box, percent); };
  // On 9x9, 60% of the cells: a dig that does not check leaves two solutions far more often
  // than at the source's 40%, and one that checks still empties that many.
  const std::vector<std::string> most = {"--holes", "60", "--count", "3"};
  const auto symmetric = [&most](const char* kind, Symmetry symmetry) {
    std::vector<std::string> args = {"--symmetry", kind};
    args.insert(args.end(), most.begin(), most.end());
    return Asked{kind, args, {.count = 3, .symmetry = symmetry}};
  };
  return {
      {"9x9",
       {"--holes", "60", "--count", "5", "--solution"},
       {.count = 5, .holes = holes(3, 60), .solution = true}},
      {"4x4",
       {"--size", "4", "--count", "5", "--solution"},
       {.box = 2, .count = 5, .holes = holes(2, 40), .solution = true}},
      {"16x16",
       {"--size", "16", "--count", "2", "--solution"},
       {.box = 4, .count = 2, .holes = holes(4, 40), .solution = true}},
      {"not_unique",
       {"--no-unique", "--holes", "70", "--count", "5", "--solution"},
       {.count = 5, .unique = false, .holes = holes(3, 70), .solution = true}},
      {"clues", {"--clues", "30", "--count", "3"}, {.count = 3, .clues = 30}},
      {"minimal", {"--minimal", "--count", "2"}, {.count = 2, .minimal = true}},
      symmetric("rot180", Symmetry::Rotate180),
      symmetric("rot90", Symmetry::Rotate90),
      symmetric("mirror", Symmetry::Mirror),
      symmetric("diagonal", Symmetry::Diagonal),
  };
}

// `args` with the seed given.
std::vector<std::string> seeded(std::vector<std::string> args, std::uint64_t seed) {
  args.insert(args.end(), {"--seed", std::to_string(seed)});
  return args;
}

// A question checked as `asked` says, named "heldout.stage5.NAME".
Question checked(const Asked& asked, std::uint64_t seed) {
  return {.name = "heldout.stage5." + asked.name,
          .args = seeded(asked.args, seed),
          .input = "",
          .fault = [expect = asked.expect](const Run& run, const Run&, const Answers&) {
            return answer_fault(run, expect);
          }};
}

// `first` asked again with the same seed: the same bytes as the answer to `first_name`.
Question same_seed(const Asked& first, const std::string& first_name, std::uint64_t seed) {
  return {.name = "heldout.stage5.same_seed",
          .args = seeded(first.args, seed),
          .input = "",
          .fault = [expect = first.expect, first_name](const Run& run, const Run&,
                                                       const Answers& earlier) {
            std::string wrong = answer_fault(run, expect);
            const auto before = earlier.find(first_name);
            if (wrong.empty() && before != earlier.end() && before->second != run.out)
              wrong = "the same seed gave other puzzles";
            return wrong;
          }};
}

// `first` asked with the next seed: none of the puzzles of the answer to `first_name`.
Question other_seed(const Asked& first, const std::string& first_name, std::uint64_t seed) {
  return {.name = "heldout.stage5.other_seed",
          .args = seeded(first.args, seed + 1),
          .input = "",
          .fault = [expect = first.expect, first_name](const Run& run, const Run&,
                                                       const Answers& earlier) {
            std::string wrong = answer_fault(run, expect);
            const auto before = earlier.find(first_name);
            if (!wrong.empty() || before == earlier.end()) return wrong;
            const std::vector<Printed> now_made = read_puzzles(run.out, expect.box).puzzles;
            for (const Printed& old : read_puzzles(before->second, expect.box).puzzles) {
              for (const Printed& now : now_made) {
                if (old.puzzle == now.puzzle)
                  return std::string("another seed gave a puzzle again");
              }
            }
            return wrong;
          }};
}

}  // namespace

std::vector<Question> generator_questions(std::uint64_t seed) {
  const std::vector<Asked> asked = checked_questions();
  std::vector<Question> questions;
  for (const Asked& each : asked) questions.push_back(checked(each, seed));
  const std::string first_name = questions.front().name;
  questions.push_back(same_seed(asked.front(), first_name, seed));
  questions.push_back(other_seed(asked.front(), first_name, seed));
  return questions;
}

}  // namespace sudoku::grading
