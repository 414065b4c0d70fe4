// Stage 5's generator through its header: complete grids at every size, puzzles that stage 3 (an
// independent solver) finds unique, the share of holes asked for, and the same seed giving the
// same puzzle.

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <span>
#include <utility>
#include <vector>

#include "bounded.hpp"
#include "same_grid.hpp"
#include "stage3/stage3.hpp"
#include "stage5/stage5.hpp"
#include "sudoku/checker.hpp"

namespace sudoku::testing {
namespace {

using stage5::Made;
using stage5::Recipe;

// How many cells of `grid` are empty.
int holes_in(const Grid& grid) {
  return grid.cell_count() - grid.filled_count();
}

// True when `puzzle` is `solution` with some cells emptied.
bool is_dug_from(const Grid& puzzle, const Grid& solution) {
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] != 0 && puzzle[cell] != solution[cell]) return false;
  }
  return true;
}

TEST(Generator, CompleteGridsAreValidAtEverySize) {
  for (int box = 1; box <= 8; ++box) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      SCOPED_TRACE("box " + std::to_string(box) + ", seed " + std::to_string(seed));
      Random random(seed);
      const Grid grid = stage5::complete_grid(box, random);
      EXPECT_TRUE(check_solution(Grid(box), grid).solves) << check_solution(Grid(box), grid).reason;
      Random again(seed);
      const Grid pattern = stage5::pattern_grid(box, again);
      EXPECT_TRUE(check_solution(Grid(box), pattern).solves);
    }
  }
}

TEST(Generator, UniquePuzzlesHaveOneSolutionThatStage3Finds) {
  int checked = 0;
  for (int box = 1; box <= 5; ++box) {
    for (std::uint64_t seed = 1; seed <= (box <= 3 ? 20U : 3U); ++seed) {
      SCOPED_TRACE("box " + std::to_string(box) + ", seed " + std::to_string(seed));
      const Recipe recipe = stage5::unique_recipe(box, stage5::holes_for_percent(box, 40));
      Random random(seed);
      const Made made = stage5::make_puzzle(recipe, random);
      EXPECT_TRUE(is_dug_from(made.puzzle, made.solution));
      if (box > stage5::kLargestCountedBox) {  // proven by the singles, which must finish it
        const SolveResult singles = stage4::solve(
            made.puzzle, {},
            {.techniques = stage5::techniques_up_to(stage5::Level::Easy), .guess = false});
        EXPECT_EQ(singles.outcome, Outcome::Solved);
      }
      EXPECT_LE(holes_in(made.puzzle), recipe.holes);
      if (box >= 2 && box <= 3) {
        EXPECT_EQ(holes_in(made.puzzle), recipe.holes) << "40% of a small grid can always go";
      }
      const SolveResult count =
          stage3::solve(made.puzzle, {.max_solutions = 2, .node_limit = kTestNodeLimit});
      EXPECT_EQ(count.outcome, Outcome::Solved);
      EXPECT_EQ(count.solutions, 1U);
      EXPECT_SAME_GRID(count.first_solution, made.solution);
      EXPECT_TRUE(check_solution(made.puzzle, made.solution).solves);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 3 * 20 + 2 * 3);
}

// dig() tries runs of cells at once, and dig_minimal() one cell at a time with a targeted check;
// either way they must keep exactly the cells that one count per cell, in the same order, would
// keep. The reference here counts with stage 3, exactly (no node limit matters on 9x9), and
// asks for every cell, so that many are refused.
TEST(Generator, DiggingByRunsOrByTargetedChecksKeepsWhatOneCountPerCellWould) {
  int refused = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Random for_grid(seed);
    const Grid solution = stage5::complete_grid(3, for_grid);
    const Recipe recipe{.box = 3, .holes = 81};
    Random for_dig(seed), for_minimal(seed), for_reference(seed);
    const Grid dug = stage5::dig(solution, recipe, for_dig);
    // A minimal dig takes one cell at a time with its targeted check: the same cells again.
    const Grid minimal = stage5::dig_minimal(solution, {.box = 3}, for_minimal);
    std::vector<int> order(81);
    std::iota(order.begin(), order.end(), 0);
    for_reference.shuffle(std::span(order));
    Grid expected = solution;
    for (const int cell : order) {
      expected.set(cell, 0);
      if (stage3::solve(expected, {.max_solutions = 2, .node_limit = kTestNodeLimit}).solutions !=
          1) {
        expected.set(cell, solution[cell]);
        ++refused;
      }
    }
    EXPECT_EQ(dug, expected);
    EXPECT_EQ(minimal, expected);
  }
  EXPECT_GT(refused, 200) << "too few cells refused for the runs to be tested";
}

// A minimal puzzle is unique, and loses that with any one of its clues: stage 3 counts both.
TEST(Generator, MinimalPuzzlesAreMinimal) {
  int clues = 0;
  for (const int box : {2, 3, 4}) {
    // On 16x16, seed 2 leaves clues whose checks ran out of nodes, tried again at the end.
    for (std::uint64_t seed = box == 4 ? 2 : 1; seed <= (box == 4 ? 2U : 5U); ++seed) {
      SCOPED_TRACE("box " + std::to_string(box) + ", seed " + std::to_string(seed));
      Random random(seed);
      const Made made = stage5::make_minimal_puzzle({.box = box}, random);
      EXPECT_TRUE(is_dug_from(made.puzzle, made.solution));
      EXPECT_EQ(
          stage3::solve(made.puzzle, {.max_solutions = 2, .node_limit = kTestNodeLimit}).solutions,
          1U);
      for (int cell = 0; cell < made.puzzle.cell_count(); ++cell) {
        if (made.puzzle[cell] == 0) continue;
        Grid fewer = made.puzzle;
        fewer.set(cell, 0);
        EXPECT_EQ(
            stage3::solve(fewer, {.max_solutions = 2, .node_limit = kTestNodeLimit}).solutions, 2U)
            << cell;
        ++clues;
      }
    }
  }
  EXPECT_GT(clues, 5 * 17);
}

// A minimal dig reports its orbits as it tries them, then its last checks one by one, each time
// with how many there are, and makes the same puzzle as without a report.
TEST(Generator, AMinimalDigReportsItsOrbitsAndItsLastChecks) {
  std::vector<std::pair<int, int>> reports;
  int orbits = 0;
  stage5::MinimalRecipe reporting{.box = 4};
  reporting.on_progress = [&](std::string_view part, int done, int total) {
    if (part == "orbits tried") {
      EXPECT_EQ(done, orbits++);
      EXPECT_EQ(total, 256);
    } else {
      EXPECT_EQ(part, "last checks done");
      reports.emplace_back(done, total);
    }
  };
  Random first(2), second(2);  // seed 2 leaves checks for the end (see above)
  const Made made = stage5::make_minimal_puzzle(reporting, first);
  EXPECT_EQ(made.puzzle, stage5::make_minimal_puzzle({.box = 4}, second).puzzle);
  EXPECT_EQ(orbits, 256);
  ASSERT_FALSE(reports.empty());
  for (std::size_t i = 0; i < reports.size(); ++i) {
    EXPECT_EQ(reports[i],
              std::make_pair(static_cast<int>(i) + 1, static_cast<int>(reports.size())));
  }
}

// With a symmetry, a cell is empty exactly when its images are; the puzzles stay unique.
TEST(Generator, SymmetricPuzzlesHaveSymmetricHoles) {
  using stage5::Symmetry;
  for (const Symmetry symmetry :
       {Symmetry::Rotate180, Symmetry::Rotate90, Symmetry::Mirror, Symmetry::Diagonal}) {
    for (const int box : {2, 3, 4}) {
      SCOPED_TRACE("symmetry " + std::to_string(static_cast<int>(symmetry)) + ", box " +
                   std::to_string(box));
      const Recipe recipe{
          .box = box, .holes = stage5::holes_for_percent(box, 50), .symmetry = symmetry};
      Random random(11);
      const Made made = stage5::make_puzzle(recipe, random);
      EXPECT_GT(holes_in(made.puzzle), recipe.holes / 2);
      EXPECT_LE(holes_in(made.puzzle), recipe.holes);
      for (int cell = 0; cell < made.puzzle.cell_count(); ++cell) {
        for (const int image : stage5::orbit(cell, made.puzzle.side(), symmetry)) {
          EXPECT_EQ(made.puzzle[cell] == 0, made.puzzle[image] == 0) << cell << " " << image;
        }
      }
      EXPECT_EQ(
          stage3::solve(made.puzzle, {.max_solutions = 2, .node_limit = kTestNodeLimit}).solutions,
          1U);
    }
  }
  // The orbits themselves, on a 4x4 grid (r1c2 is cell 1): the cell first, then its images in
  // any order, each once.
  const auto orbit_of = [](int cell, Symmetry symmetry) {
    std::vector<int> cells = stage5::orbit(cell, 4, symmetry);
    if (!cells.empty()) std::ranges::sort(std::span(cells).subspan(1));
    return cells;
  };
  EXPECT_EQ(orbit_of(1, Symmetry::Rotate90), (std::vector<int>{1, 7, 8, 14}));
  EXPECT_EQ(orbit_of(1, Symmetry::Rotate180), (std::vector<int>{1, 14}));
  EXPECT_EQ(orbit_of(1, Symmetry::Mirror), (std::vector<int>{1, 2}));
  EXPECT_EQ(orbit_of(1, Symmetry::Diagonal), (std::vector<int>{1, 4}));
  EXPECT_EQ(orbit_of(0, Symmetry::Diagonal), (std::vector<int>{0}));
  EXPECT_EQ(orbit_of(5, Symmetry::None), (std::vector<int>{5}));
}

TEST(Generator, WithoutUniquenessTheShareAskedIsEmptied) {
  for (int box = 2; box <= 4; ++box) {
    for (const int percent : {0, 40, 75, 100}) {
      SCOPED_TRACE("box " + std::to_string(box) + ", " + std::to_string(percent) + "%");
      const Recipe recipe{
          .box = box, .holes = stage5::holes_for_percent(box, percent), .unique = false};
      Random random(7);
      const Made made = stage5::make_puzzle(recipe, random);
      EXPECT_EQ(holes_in(made.puzzle), recipe.holes);
      EXPECT_TRUE(is_dug_from(made.puzzle, made.solution));
      EXPECT_TRUE(check_solution(made.puzzle, made.solution).solves);
    }
  }
  EXPECT_EQ(stage5::holes_for_percent(3, 40), 32);   // 32.4 cells, to the nearest
  EXPECT_EQ(stage5::holes_for_percent(4, 40), 102);  // 102.4
  EXPECT_EQ(stage5::holes_for_percent(2, 50), 8);
}

TEST(Generator, TheSameSeedGivesTheSamePuzzle) {
  for (int box = 2; box <= 4; ++box) {
    const Recipe recipe{.box = box, .holes = stage5::holes_for_percent(box, 40)};
    Random first(42), second(42), other(43);
    const Made made = stage5::make_puzzle(recipe, first);
    const Made again = stage5::make_puzzle(recipe, second);
    EXPECT_EQ(made.puzzle, again.puzzle);
    EXPECT_SAME_GRID(made.solution, again.solution);
    if (box >= 3) {
      EXPECT_NE(stage5::make_puzzle(recipe, other).solution, made.solution);
    }
  }
}

}  // namespace
}  // namespace sudoku::testing
