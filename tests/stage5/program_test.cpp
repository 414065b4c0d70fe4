// stage5_generator through the built program: its output reads back as puzzles with their
// solutions, a seed makes the same bytes again, and bad options are refused.

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>

#include "catalog.hpp"
#include "process.hpp"
#include "same_grid.hpp"
#include "stage5/rating.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// Runs the stage-5 program with `args`.
ProcessResult run(const std::vector<std::string>& args) {
  return run_process(std::filesystem::path(SUDOKU_BIN_DIR) / "stage5_generator", args,
                     std::filesystem::current_path());
}

TEST(Program, EachPuzzleIsFollowedByItsSolution) {
  const ProcessResult result = run({"--seed", "5", "--count", "4", "--solution"});
  ASSERT_EQ(result.status, 0) << result.err;
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_EQ(lines.size(), 8U) << result.out;
  for (std::size_t i = 0; i < lines.size(); i += 2) {
    const Grid puzzle = parse_grid(lines[i], Format::Line);
    ASSERT_TRUE(lines[i + 1].starts_with("# solution: ")) << lines[i + 1];
    const Grid solution = parse_grid(lines[i + 1].substr(12), Format::Line);
    EXPECT_TRUE(check_solution(puzzle, solution).solves) << lines[i];
  }
}

TEST(Program, TheSameSeedMakesTheSameBytes) {
  const std::vector<std::string> args{"--seed", "99", "--count", "3", "--size", "16"};
  const ProcessResult first = run(args);
  ASSERT_EQ(first.status, 0) << first.err;
  EXPECT_EQ(run(args).out, first.out);
  EXPECT_NE(run({"--seed", "100", "--count", "3", "--size", "16"}).out, first.out);
  // The second puzzle of a run is the same one whether or not a third follows it.
  const std::vector<std::string> three = lines_of(first.out);
  const std::vector<std::string> two =
      lines_of(run({"--seed", "99", "--count", "2", "--size", "16"}).out);
  ASSERT_EQ(three.size(), 3U);
  EXPECT_EQ(two, std::vector<std::string>(three.begin(), three.begin() + 2));
}

TEST(Program, WithoutASeedTheSeedUsedIsPrinted) {
  const ProcessResult result = run({"--size", "4"});
  ASSERT_EQ(result.status, 0) << result.err;
  const std::string prefix = "stage5_generator: seed ";
  ASSERT_TRUE(result.err.starts_with(prefix)) << result.err;
  const std::string seed =
      result.err.substr(prefix.size(), result.err.find(' ', prefix.size()) - prefix.size());
  EXPECT_EQ(run({"--size", "4", "--seed", seed}).out, result.out);
}

TEST(Program, EveryFormatReadsBack) {
  for (const std::string format : {"line", "sku", "pretty"}) {
    const ProcessResult result = run({"--seed", "3", "--count", "2", "--to", format});
    ASSERT_EQ(result.status, 0) << result.err;
    const std::vector<Entry> read =
        read_entries(result.out, "stdout", format == "line" ? Format::Line : Format::Block);
    ASSERT_EQ(read.size(), 2U) << format << ":\n" << result.out;
    for (const Entry& entry : read) EXPECT_FALSE(entry.error) << format;
  }
}

TEST(Program, TheShareOfHolesIsThePercentageAsked) {
  const ProcessResult result = run({"--seed", "8", "--holes", "50", "--no-unique"});
  ASSERT_EQ(result.status, 0) << result.err;
  const std::string line = lines_of(result.out).at(0);
  EXPECT_EQ(std::ranges::count(line, '.'), 41);  // 40.5 of 81, to the nearest
}

TEST(Program, CluesAreTheNumberAsked) {
  const ProcessResult result = run({"--seed", "4", "--clues", "30"});
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(std::ranges::count(lines_of(result.out).at(0), '.'), 81 - 30);
  EXPECT_EQ(result.err, "");
  // No 9x9 puzzle has fewer than 17 clues: the puzzle keeps more, and the program says so.
  const ProcessResult fewer = run({"--seed", "4", "--clues", "16"});
  ASSERT_EQ(fewer.status, 0) << fewer.err;
  const auto clues = 81 - std::ranges::count(lines_of(fewer.out).at(0), '.');
  EXPECT_GE(clues, 17);
  EXPECT_EQ(fewer.err, "stage5_generator: puzzle 1 has " + std::to_string(clues) +
                           " clues, not the 16 asked: no other clue could go while the puzzle "
                           "stayed unique\n");
}

// The "# rating:" lines of an output, and the puzzles that follow them, in order.
struct Rated {
  std::vector<std::string> ratings;
  std::vector<Grid> puzzles;
};

// Reads the output of --rate in the line format.
Rated rated_in(const std::string& out) {
  Rated rated;
  for (const std::string& line : lines_of(out)) {
    if (line.starts_with("# rating: ")) {
      rated.ratings.push_back(line.substr(10));
    } else if (!line.empty() && !line.starts_with('#')) {
      rated.puzzles.push_back(parse_grid(line, Format::Line));
    }
  }
  return rated;
}

// The puzzles of a file of grids/, and the level of each given by its "# level:" line, if any.
struct Leveled {
  std::vector<Grid> puzzles;
  std::vector<std::string> levels;
};

Leveled leveled_in(const std::string& file) {
  Leveled leveled;
  for (const std::string& line : lines_of(read_file(file))) {
    if (line.starts_with("# level: ")) leveled.levels.push_back(line.substr(9, line.find(';') - 9));
    if (!line.empty() && !line.starts_with('#')) leveled.puzzles.push_back(parse_grid(line));
  }
  return leveled;
}

// A rated file is a puzzle file again: each puzzle as it was read, its rating on the line before.
TEST(Program, RateWritesEachPuzzleAfterItsRating) {
  const std::string file = (grids_dir() / "ratings.txt").string();
  const ProcessResult result = run({"--rate", file});
  ASSERT_EQ(result.status, 0) << result.err;
  const Leveled expected = leveled_in(file);
  ASSERT_EQ(lines_of(result.out).size(), 2 * expected.puzzles.size()) << "two lines a puzzle";
  const Rated rated = rated_in(result.out);
  ASSERT_EQ(rated.ratings.size(), expected.levels.size());
  ASSERT_EQ(rated.puzzles.size(), expected.puzzles.size());
  for (std::size_t i = 0; i < expected.levels.size(); ++i) {
    EXPECT_TRUE(rated.ratings[i].starts_with(expected.levels[i] + ", score ")) << rated.ratings[i];
    EXPECT_SAME_GRID(rated.puzzles[i], expected.puzzles[i]) << i;
  }
}

// --csv: a header, then a line per puzzle with the puzzle and its rating, and nothing else.
TEST(Program, RateAsCsvGivesALinePerPuzzle) {
  const std::string file = (grids_dir() / "ratings.txt").string();
  const ProcessResult result = run({"--rate", "--csv", file});
  ASSERT_EQ(result.status, 0) << result.err;
  const Leveled expected = leveled_in(file);
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_EQ(lines.size(), 1 + expected.puzzles.size()) << result.out;
  EXPECT_EQ(lines[0], "puzzle,level,score,hardest");
  for (std::size_t i = 0; i < expected.puzzles.size(); ++i) {
    const std::string& row = lines[i + 1];
    const Grid puzzle = expected.puzzles[i];
    const stage5::Rating rating = stage5::rate(puzzle);
    EXPECT_EQ(row, to_line(puzzle) + ',' + expected.levels[i] + ',' + std::to_string(rating.score) +
                       ',' + std::string(stage4::technique_name(*rating.hardest)));
  }
  // A puzzle with several solutions has no level, and no solution is printed for it.
  const ProcessResult several =
      run({"--rate", "--csv", (grids_dir() / "many_solutions.txt").string()});
  EXPECT_EQ(several.status, 0) << several.err;
  const std::vector<CatalogEntry> many = load_group("many_solutions");
  const std::vector<std::string> rows = lines_of(several.out);
  ASSERT_EQ(rows.size(), 1 + many.size()) << several.out;
  for (std::size_t i = 0; i < many.size(); ++i) {
    EXPECT_EQ(rows[i + 1], to_line(many[i].puzzle) + ",none,,");
  }
}

TEST(Program, RateGivesTheSameBytesOnSeveralThreads) {
  const std::vector<std::string> files{(grids_dir() / "ratings.txt").string(),
                                       (grids_dir() / "hard.txt").string(),
                                       (grids_dir() / "large.txt").string()};
  std::vector<std::string> args{"--rate"};
  args.insert(args.end(), files.begin(), files.end());
  const ProcessResult one = run(args);
  ASSERT_EQ(one.status, 0) << one.err;
  args.insert(args.end(), {"--jobs", "3"});
  const ProcessResult three = run(args);
  EXPECT_EQ(three.status, 0) << three.err;
  EXPECT_EQ(three.out, one.out);
  EXPECT_EQ(rated_in(one.out).ratings.size(),
            11U + load_group("hard").size() + load_group("large").size());
  args.push_back("--csv");
  EXPECT_EQ(run(args).out, run({"--rate", "--csv", files[0], files[1], files[2]}).out);
}

TEST(Program, RateReportsBadInputAndStillRatesEveryGoodPuzzle) {
  const std::string bad = (grids_dir() / "invalid" / "line_of_the_wrong_length.txt").string();
  const ProcessResult result = run({"--rate", bad, (grids_dir() / "many_solutions.txt").string(),
                                    (grids_dir() / "medium.txt").string()});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find(bad + ":2:1: this line has 80 cells"), std::string::npos) << result.err;
  const Rated rated = rated_in(result.out);
  const std::vector<CatalogEntry> many = load_group("many_solutions");
  const std::vector<CatalogEntry> medium = load_group("medium");
  ASSERT_EQ(rated.ratings.size(), many.size() + medium.size());
  for (std::size_t i = 0; i < rated.ratings.size(); ++i) {
    EXPECT_EQ(rated.ratings[i].starts_with("easy, score "), i >= many.size()) << rated.ratings[i];
  }
  EXPECT_EQ(rated.ratings.front(), "none: the puzzle has more than one solution");
  ASSERT_EQ(rated.puzzles.size(), rated.ratings.size()) << "each puzzle after its rating";
  EXPECT_SAME_GRID(rated.puzzles.front(), many.front().puzzle) << "the puzzle, not a solution";
}

TEST(Program, DifficultyMakesPuzzlesOfTheLevelAsked) {
  const ProcessResult result =
      run({"--difficulty", "hard", "--seed", "2", "--count", "3", "--solution"});
  ASSERT_EQ(result.status, 0) << result.err;
  const std::vector<std::string> lines = lines_of(result.out);
  ASSERT_EQ(lines.size(), 6U) << result.out;
  for (std::size_t i = 0; i < lines.size(); i += 2) {
    const Grid puzzle = parse_grid(lines[i], Format::Line);
    EXPECT_EQ(stage5::rate(puzzle).level, stage5::Level::Hard) << lines[i];
    const Grid solution = parse_grid(lines[i + 1].substr(12), Format::Line);
    EXPECT_TRUE(check_solution(puzzle, solution).solves) << lines[i];
  }
  // A level no puzzle of the size reaches: a message, and status 1, as for a puzzle unsolved.
  const ProcessResult none = run({"--size", "4", "--difficulty", "expert", "--seed", "1"});
  EXPECT_EQ(none.status, 1);
  EXPECT_NE(none.err.find("no 4x4 puzzle of level expert in 1000 tries (--tries N allows more)"),
            std::string::npos)
      << none.err;
  // --tries sets the bound; a larger grid gets fewer by default.
  const ProcessResult five =
      run({"--size", "4", "--difficulty", "expert", "--seed", "1", "--tries", "5"});
  EXPECT_EQ(five.status, 1);
  EXPECT_NE(five.err.find("in 5 tries"), std::string::npos) << five.err;
  EXPECT_EQ(stage5::level_tries(3), 1000);
  EXPECT_EQ(stage5::level_tries(4), 316);
  EXPECT_EQ(stage5::level_tries(8), 19);
}

// --progress: how far a long puzzle has got, on a redirected standard error, after a second.
TEST(Program, ProgressSaysHowFarALongPuzzleHasGot) {
  const ProcessResult result =
      run_interrupted(std::filesystem::path(SUDOKU_BIN_DIR) / "stage5_generator",
                      {"--progress", "--minimal", "--size", "25", "--seed", "3"},
                      std::filesystem::current_path(), "", {.signal = SIGINT, .cpu_seconds = 2.0});
  EXPECT_NE(result.err.find("stage5_generator: 0 of 1 puzzles, "), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("; a minimal 25x25: "), std::string::npos) << result.err;
}

TEST(Program, JobsMakeTheSameBytesAsOneThread) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--count", "40", "--seed", "6", "--solution"},
        {"--count", "9", "--seed", "7", "--minimal", "--to", "sku"},
        {"--count", "5", "--seed", "8", "--size", "16", "--difficulty", "easy"}}) {
    const ProcessResult one = run(args);
    ASSERT_EQ(one.status, 0) << one.err;
    for (const std::string jobs : {"2", "3"}) {
      std::vector<std::string> threaded = args;
      threaded.insert(threaded.end(), {"--jobs", jobs});
      const ProcessResult many = run(threaded);
      EXPECT_EQ(many.status, 0) << many.err;
      EXPECT_EQ(many.out, one.out) << args[4] << " --jobs " << jobs;
    }
  }
}

TEST(Program, BadOptionsAreRefusedWithStatusTwo) {
  for (const std::vector<std::string>& args : {std::vector<std::string>{"--size", "10"},
                                               {"--holes", "101"},
                                               {"--unique", "--no-unique"},
                                               {"puzzles.txt"},
                                               {"--count", "0"},
                                               {"--minimal", "--size", "36"},
                                               {"--minimal", "--holes", "50"},
                                               {"--clues", "82"},
                                               {"--difficulty", "hard", "--holes", "30"},
                                               {"--difficulty", "easy", "--no-unique"},
                                               {"--difficulty", "diabolical"},
                                               {"--jobs", "0"},
                                               {"--jobs", "257"}}) {
    const ProcessResult result = run(args);
    EXPECT_EQ(result.status, 2) << args[0];
    EXPECT_TRUE(result.out.empty()) << args[0];
    EXPECT_NE(result.err.find("stage5_generator: "), std::string::npos) << result.err;
  }
  EXPECT_EQ(run({"--help"}).status, 0);
  EXPECT_NE(run({"--version"}).out.find("stage5_generator (sudoku workbook) "), std::string::npos);
}

}  // namespace
}  // namespace sudoku::testing
