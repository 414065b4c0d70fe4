// The extension explain: the logs of a few solves and the hints of a few positions as their
// expectation files in grids/explain give them (explain_proof_test.cpp replays every log as a
// proof).

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string_view>

#include "bounded.hpp"
#include "catalog.hpp"
#include "explain/explain.hpp"
#include "explain/hint.hpp"
#include "explain/mistakes.hpp"
#include "process.hpp"
#include "same_grid.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/symbols.hpp"
#include "sudoku/writer.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// The options a puzzle file of grids/explain asks for in a "# options: ..." line, if any.
std::vector<std::string> options_in(const std::filesystem::path& file) {
  std::vector<std::string> options;
  for (const std::string& line : lines_of(read_file(file))) {
    if (!line.starts_with("# options: ")) continue;
    std::istringstream words(line.substr(11));
    for (std::string word; words >> word;) options.push_back(word);
  }
  return options;
}

TEST(Explain, EachLogIsTheOneItsExpectationFileHolds) {
  int checked = 0;
  const std::filesystem::path folder = grids_dir() / "explain";
  for (const auto& item : std::filesystem::directory_iterator(folder)) {
    if (item.path().extension() != ".expected") continue;
    const std::filesystem::path puzzle = item.path().parent_path() / item.path().stem();
    std::vector<std::string> args = options_in(puzzle);
    args.insert(args.begin(), "--explain");
    args.push_back(puzzle.filename().string());
    const ProcessResult result =
        run_process(std::filesystem::path(SUDOKU_BIN_DIR) / "stage4_heuristics", args, folder);
    EXPECT_TRUE(result.status == 0 || result.status == 1) << puzzle << ": " << result.err;
    EXPECT_EQ(result.out, read_file(item.path())) << puzzle;  // whole texts: a line diff
    // Each solve writes its own log, whichever thread solves it.
    args.insert(args.begin(), {"--jobs", "2"});
    EXPECT_EQ(
        run_process(std::filesystem::path(SUDOKU_BIN_DIR) / "stage4_heuristics", args, folder).out,
        result.out)
        << puzzle << " under --jobs 2";
    ++checked;
  }
  EXPECT_GE(checked, 4);
}

// Each position of grids/explain/hints.txt gives as its hint a step of the technique its
// "# expect:" line names, and the step agrees with the position's solution.
// The hardest technique comes from the way to the solution: a naked pair in a branch that a
// backtrack abandoned was not needed.
TEST(Explain, TheHardestTechniqueIsTheHardestOnThePathToTheSolution) {
  explain::SolveLog log;
  const std::vector<int> cells{2}, pair{0, 1};
  log.add({.kind = StepKind::Placement, .rule = "naked-single", .cell = 9, .value = 3});
  log.add({.kind = StepKind::Guess,
           .cell = 0,
           .value = 1,
           .values = (ValueSet::only(1) | ValueSet::only(2))});
  log.add({.kind = StepKind::Guess,
           .cell = 1,
           .value = 4,
           .values = (ValueSet::only(4) | ValueSet::only(5))});
  log.add({.kind = StepKind::Elimination,
           .rule = "naked-pair",
           .unit = 0,
           .values = ValueSet::only(6),
           .cells = cells,
           .pattern = pair,
           .pattern_values = (ValueSet::only(6) | ValueSet::only(7))});
  log.add({.kind = StepKind::Contradiction, .cell = 3});
  log.add({.kind = StepKind::Backtrack, .cell = 1, .value = 4, .undone = 1});
  log.add({.kind = StepKind::Contradiction, .cell = 4});
  log.add({.kind = StepKind::Backtrack, .cell = 0, .value = 1, .undone = 1});
  log.add({.kind = StepKind::Guess,
           .cell = 0,
           .value = 2,
           .values = (ValueSet::only(1) | ValueSet::only(2))});
  log.add({.kind = StepKind::Placement, .rule = "hidden-single", .cell = 5, .value = 8, .unit = 1});
  EXPECT_EQ(log.path(), (std::vector<std::size_t>{0, 8, 9}));
  EXPECT_EQ(log.hardest(), "hidden-single");
  EXPECT_EQ(explain::summarize(log, Outcome::Solved).back(),
            "hardest technique needed: guessing, after hidden single");
  // The steps per technique still count the work done, the abandoned branch's included.
  EXPECT_EQ(log.steps_per_technique()[static_cast<std::size_t>(stage4::Technique::NakedPair)], 1);
  EXPECT_EQ(explain::technique_order()[static_cast<std::size_t>(stage4::Technique::NakedPair)],
            "naked-pair");
}

// Every backtrack says why: a contradiction just before it, or the backtrack of a deeper guess
// whose values all failed. Without techniques, a guess itself may leave a peer without a candidate.
TEST(Explain, EveryBacktrackFollowsAContradictionOrADeeperBacktrack) {
  int backtracks = 0;
  for (const std::string group : {"hardest", "medium"}) {
    for (const CatalogEntry& entry : load_group(group)) {
      SCOPED_TRACE(entry.name);
      explain::SolveLog log;
      SolveOptions options = kBounded;
      options.on_step = [&log](const Step& step) { log.add(step); };
      stage4::solve(entry.puzzle, options, {.techniques = stage4::Techniques::none()});
      const std::vector<explain::Record>& records = log.records();
      for (std::size_t i = 1; i < records.size(); ++i) {
        if (records[i].kind != StepKind::Backtrack) continue;
        ++backtracks;
        EXPECT_TRUE(records[i - 1].kind == StepKind::Contradiction ||
                    records[i - 1].kind == StepKind::Backtrack)
            << "step " << i << ": " << explain::describe(records[i - 1], entry.puzzle.side());
      }
    }
  }
  EXPECT_GT(backtracks, 100);
}

// A tutor names the wrong values of a position before any step: emptying them gives back the one
// solution of the puzzle the position was played from.
TEST(Explain, NamesATechniqueAsASentenceDoes) {
  EXPECT_EQ(explain::named("hidden-single"), "a hidden single");
  EXPECT_EQ(explain::named("naked-triple"), "a naked triple");
  EXPECT_EQ(explain::named("pointing"), "pointing");
  EXPECT_EQ(explain::named("x-wing"), "an X-wing");
  EXPECT_EQ(explain::named("xy-wing"), "an XY-wing");
  EXPECT_EQ(explain::named("aic"), "an AIC");
  EXPECT_EQ(explain::named("two-string-kite"), "a 2-string kite");
  EXPECT_EQ(explain::named("simple-colouring"), "simple colouring");
}

TEST(Hint, NamesTheWrongValuesOfAPositionWithoutASolution) {
  const std::filesystem::path program = std::filesystem::path(SUDOKU_BIN_DIR) / "stage4_heuristics";
  // hints.txt's hidden-single position, with r1c2 = 5 placed where the solution has another value.
  const std::string one_wrong =
      "45..3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n";
  EXPECT_EQ(run_process(program, {"--hint"}, grids_dir(), one_wrong).out,
            "# hint: r1c2 = 5 is wrong\n# no solution\n");
  // Two wrong values, in two cells the puzzle leaves empty: no single one explains the dead end.
  const Grid puzzle = parse_grid(
      "3.7.4....2......918.95.....4.....7.....16.......25.....7....38..9.4..5...2.6.....",
      Format::Line);
  const SolveResult solved = stage4::solve(puzzle, kBounded);
  ASSERT_EQ(solved.outcome, Outcome::Solved);
  Grid position = puzzle;
  const std::vector<int> wrong{1, 80};  // r1c2 and r9c9
  for (const int cell : wrong) position.set(cell, solved.first_solution[cell] % 9 + 1);
  for (const int cell : {3, 5, 40}) position.set(cell, solved.first_solution[cell]);  // right ones
  EXPECT_EQ(explain::mistakes(position), (std::vector<std::vector<int>>{wrong}));
  EXPECT_EQ(explain::mistakes_sentence(position, explain::mistakes(position)),
            "r1c2 = " + std::to_string(position[1]) +
                " and r9c9 = " + std::to_string(position[80]) + " are wrong");
  // A position made up rather than played (no emptying gives one solution): its contradiction.
  const std::string made_up =
      "12345678.........9...............................................................\n";
  EXPECT_EQ(run_process(program, {"--hint"}, grids_dir(), made_up).out,
            "# hint: contradiction: r1c9 has no candidate left\n# no solution\n");
}

// Given the puzzle played (--puzzle), a tutor names the player's values that differ from its
// solution, and never a given: without it, a given that clashes with a wrong value is as much to
// blame as the value.
TEST(Hint, WithThePuzzlePlayedNamesThePlayersWrongValuesOnly) {
  const std::filesystem::path program = std::filesystem::path(SUDOKU_BIN_DIR) / "stage4_heuristics";
  // grids/explain/every_technique.txt's puzzle, whose solution starts 745896132 and ends
  // 197564283; its r5c9 is 8 and its r4c7 a given 4.
  const std::string played =
      "7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....8....6...9.....8.";
  const std::filesystem::path file = scratch_path("played.txt");
  {
    std::ofstream out(file);
    out << "# another size first: a position keeps the givens of a puzzle of its own size\n"
        << "1...............\n"
        << played << '\n';
  }
  const auto with_cell = [](std::string grid, int row, int col, char value) {
    grid[static_cast<std::size_t>((row - 1) * 9 + col - 1)] = value;
    return grid;
  };
  const std::string one_wrong = with_cell(played, 5, 9, '3');
  EXPECT_EQ(run_process(program, {"--hint"}, grids_dir(), one_wrong + '\n').out,
            "# hint: one of r4c7 = 4, r5c9 = 3 is wrong\n# no solution\n");
  const std::vector<std::string> with_puzzle{"--hint", "--puzzle", file.string()};
  EXPECT_EQ(run_process(program, with_puzzle, grids_dir(), one_wrong + '\n').out,
            "# hint: r5c9 = 3 is wrong\n# no solution\n");
  // Three wrong values among two right ones, all named; right values only: the next step.
  const std::string three_wrong = with_cell(
      with_cell(with_cell(with_cell(one_wrong, 1, 2, '6'), 9, 9, '7'), 1, 4, '8'), 2, 1, '9');
  const std::string right = with_cell(played, 1, 2, '4');
  const ProcessResult result =
      run_process(program, with_puzzle, grids_dir(), three_wrong + '\n' + right + '\n');
  EXPECT_EQ(result.out,
            "# hint: r1c2 = 6, r5c9 = 3 and r9c9 = 7 are wrong\n# no solution\n"
            "# hint: r7c6 = 8: hidden single in row 7\n");
  EXPECT_EQ(result.status, 1) << result.err;
  // A position that changed a given keeps no puzzle's givens: the values to blame are looked for
  // as without the puzzle.
  EXPECT_EQ(run_process(program, with_puzzle, grids_dir(), with_cell(played, 1, 1, '6') + '\n').out,
            run_process(program, {"--hint"}, grids_dir(), with_cell(played, 1, 1, '6') + '\n').out);
  std::filesystem::remove(file);
}

// --puzzle is refused, before any position is read, when its file cannot be used or it comes
// without --hint.
TEST(Hint, APuzzleFileThatCannotBeUsedIsRefused) {
  const std::filesystem::path program = std::filesystem::path(SUDOKU_BIN_DIR) / "stage4_heuristics";
  const std::filesystem::path file = scratch_path("bad_played.txt");
  {
    std::ofstream out(file);
    out << "1...\n..x.\n....\n....\n";
  }
  const ProcessResult malformed =
      run_process(program, {"--hint", "--puzzle", file.string()}, grids_dir(), "1...\n");
  EXPECT_EQ(malformed.status, 2);
  EXPECT_EQ(malformed.out, "");
  EXPECT_TRUE(malformed.err.starts_with("stage4_heuristics: --puzzle: " + file.string() + ":2:3: "))
      << malformed.err;
  std::filesystem::remove(file);
  const ProcessResult missing =
      run_process(program, {"--hint", "--puzzle", file.string()}, grids_dir(), "1...\n");
  EXPECT_EQ(missing.status, 2);
  EXPECT_TRUE(missing.err.starts_with("stage4_heuristics: --puzzle: " + file.string() +
                                      ": cannot open it: no such file or directory\n"))
      << missing.err;
  const ProcessResult alone =
      run_process(program, {"--puzzle", file.string()}, grids_dir(), "1...\n");
  EXPECT_EQ(alone.status, 2);
  EXPECT_TRUE(alone.err.starts_with("stage4_heuristics: --puzzle goes with --hint\n")) << alone.err;
}

// The pencil marks of `position` on one line, as a player keeps them: each filled cell its
// value, each empty cell the values its peers allow but those `struck` there.
std::string marks_of(const Grid& position, const std::map<int, ValueSet>& struck) {
  std::string fields;
  for (int cell = 0; cell < position.cell_count(); ++cell) {
    ValueSet marks = open_values(position, cell);
    if (const auto at = struck.find(cell); at != struck.end()) marks -= at->second;
    fields += (cell == 0 ? "" : " ") +
              (position[cell] != 0 ? std::string(1, symbol_of(position[cell])) : symbols_of(marks));
  }
  return fields + '\n';
}

// What stage 4's program prints on its standard output, run with `args` on `input`; anything it
// writes on its standard error fails the test and is shown (a stage it runs that is not written
// yet names itself there).
std::string printed(const std::vector<std::string>& args, const std::string& input) {
  const ProcessResult result = run_process(
      std::filesystem::path(SUDOKU_BIN_DIR) / "stage4_heuristics", args, grids_dir(), input);
  EXPECT_EQ(result.err, "");
  return result.out;
}

// A hint starts from the player's pencil marks: a strike already made is not given again, and a
// candidate struck that the solution needs is named as the mistake.
TEST(Hint, StartsFromThePlayersPencilMarks) {
  // grids/explain/every_technique.txt's puzzle after its first two steps, r7c6 = 8 and r3c3 = 1;
  // its solution has 8 in r2c3.
  Grid position = parse_grid(
      "7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....8....6...9.....8.",
      Format::Line);
  position.set(6 * 9 + 5, 8);
  position.set(2 * 9 + 2, 1);
  const ValueSet eight = ValueSet::only(8), nine = ValueSet::only(9);
  EXPECT_EQ(printed({"--hint"}, marks_of(position, {})),
            "# hint: r2c5,r2c7,r2c9 <> 8,9: pointing 89 in box 1\n");
  EXPECT_EQ(printed({"--hint"}, to_line(position) + '\n'),
            "# hint: r2c5,r2c7,r2c9 <> 8,9: pointing 89 in box 1\n");
  const std::map<int, ValueSet> pointed{
      {9 + 4, eight | nine}, {9 + 6, eight | nine}, {9 + 8, eight | nine}};
  EXPECT_EQ(printed({"--hint"}, marks_of(position, pointed)),
            "# hint: r5c2,r6c2,r7c2 <> 4: pointing 4 in box 1\n");
  EXPECT_EQ(printed({"--hint"}, marks_of(position, {{9 + 2, eight}})),
            "# hint: r2c3 <> 8 is wrong\n");
  // Solving reads the values and leaves the marks.
  EXPECT_EQ(printed({"--to", "line"}, marks_of(position, pointed)),
            printed({}, to_line(position) + '\n'));
}

TEST(Hint, EachPositionGivesAStepOfTheTechniqueItExpects) {
  std::string expected;
  int checked = 0;
  for (const std::string& line : lines_of(read_file(grids_dir() / "explain" / "hints.txt"))) {
    if (line.starts_with("# expect: ")) expected = line.substr(10);
    if (line.empty() || line.starts_with("#")) continue;
    SCOPED_TRACE(line);
    const Grid position = parse_grid(line, Format::Line);
    const std::optional<explain::Record> step = explain::hint(position, stage4::Techniques::all());
    ASSERT_TRUE(step);
    const SolveResult solved = stage4::solve(position, kBounded);
    if (expected == "contradiction") {
      EXPECT_EQ(step->kind, StepKind::Contradiction);
      EXPECT_EQ(solved.solutions, 0U);
    } else if (expected == "guess") {
      EXPECT_EQ(step->kind, StepKind::Guess);
      EXPECT_TRUE(step->values.contains(solved.first_solution[step->cell]));
    } else {
      EXPECT_EQ(step->technique, expected);
      ASSERT_EQ(solved.solutions, 1U);
      EXPECT_TRUE(check_solution(position, solved.first_solution).solves);
      if (step->kind == StepKind::Placement) {
        EXPECT_EQ(solved.first_solution[step->cell], step->value);
      }
      for (const int cell : step->cells) {
        EXPECT_FALSE(step->values.contains(solved.first_solution[cell])) << cell;
      }
    }
    ++checked;
  }
  EXPECT_EQ(checked, stage4::kTechniqueCount + 2);
}

// A lesson uses every technique unless --techniques names them: on 9x9, where plain solving
// leaves the naked triples out, the hint for a position that needs one is that triple.
TEST(Hint, UsesEveryTechniqueUnlessTheyAreNamed) {
  const std::string position =
      "2..7........68..57.8...3.6.....1....3..4.....6123.8.945..8...7...9...8.5.4.53...6\n";
  const std::filesystem::path program = std::filesystem::path(SUDOKU_BIN_DIR) / "stage4_heuristics";
  EXPECT_EQ(printed({"--hint"}, position),
            "# hint: r8c1,r9c1,r9c3 naked triple 178 in box 7: r7c3,r8c2 <> 1,7\n");
  const std::string plain_default = "naked-single,hidden-single,pointing,claiming,hidden-pair";
  EXPECT_EQ(printed({"--hint", "--techniques", plain_default}, position),
            "# hint: r8c1 = 1: guess among 1,7\n");
  // --explain too: its first step is that triple.
  const ProcessResult explained = run_process(program, {"--explain"}, grids_dir(), position);
  EXPECT_TRUE(explained.out.starts_with("# r8c1,r9c1,r9c3 naked triple 178 in box 7: "))
      << explained.out;
}

// The techniques beyond subsets are hints too: on a position whose pencil marks have had the
// cheaper steps made, the next one is an X-wing; named without it, the hint is a forcing chain.
TEST(Hint, GivesTheTechniquesBeyondSubsetsToo) {
  const Grid puzzle = parse_grid(
      "1.....569492.561.8.561.924...964.8.1.64.1....218.356.4.4.5...169.5.614.2621.....5",
      Format::Line);
  // Its log's first three steps: r9c4 <> 9, r4c8,r5c8 <> 3,7,9, r5c1 <> 3.
  const ValueSet three = ValueSet::only(3), seven = ValueSet::only(7), nine = ValueSet::only(9);
  const std::string marks = marks_of(puzzle, {{8 * 9 + 3, nine},
                                              {3 * 9 + 7, three | seven | nine},
                                              {4 * 9 + 7, three | seven | nine},
                                              {4 * 9, three}});
  EXPECT_EQ(printed({"--hint"}, marks),
            "# hint: r1c4,r5c4,r8c4,r8c8,r9c4,r9c8 <> 7: X-wing 7 in rows 2,6 and columns 4,8\n");
  const std::string no_fish =
      "naked-single,hidden-single,pointing,claiming,naked-pair,hidden-pair,naked-triple,"
      "hidden-triple,forcing-chain";
  const std::string hint = printed({"--hint", "--techniques", no_fish}, marks);
  EXPECT_TRUE(hint.find(": forcing chain") != std::string::npos) << hint;
}

}  // namespace
}  // namespace sudoku::testing
