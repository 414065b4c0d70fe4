// Following the tutor as a player would: from a position whose marks are filled in, each hint
// taken (its value placed, its candidates struck) until the grid is full. A hint must never lead
// into a mistake, even where no technique applies and the tutor can only guess.

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "play/api.hpp"
#include "play_requests.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/symbols.hpp"
#include "sudoku/writer.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using nlohmann::json;

// The largest side the tutor is followed on: a 16x16 grid's hints take seconds, a 25x25's more.
constexpr int kLargestSide = 16;

// A puzzle the tutor is followed on, and where it comes from.
struct Tutored {
  std::string name;
  Grid puzzle;
};

// Every puzzle of grids/ with one solution up to 16x16: the catalog, then the explain and the
// rating grids.
std::vector<Tutored> tutored_puzzles() {
  std::vector<Tutored> puzzles;
  for (const CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    if (entry.solution && entry.puzzle.side() <= kLargestSide) {
      puzzles.push_back({entry.name, entry.puzzle});
    }
  }
  for (const std::filesystem::path& folder : {grids_dir() / "explain", grids_dir() / "se_rating"}) {
    for (const auto& file : std::filesystem::directory_iterator(folder)) {
      if (file.path().extension() != ".txt") continue;
      for (const Entry& entry : read_entries(read_file(file.path()), file.path().string())) {
        if (!entry.error && entry.puzzle.side() <= kLargestSide) {
          puzzles.push_back(
              {file.path().filename().string() + ":" + std::to_string(entry.where.line),
               entry.puzzle});
        }
      }
    }
  }
  return puzzles;
}

// The marks the page's "Fill in the marks" gives: every value that clashes with no value placed.
json filled_marks(const Grid& values) {
  json marks = json::array();
  for (int cell = 0; cell < values.cell_count(); ++cell) {
    marks.push_back(values[cell] != 0 ? json(nullptr)
                                      : json(symbols_of(open_values(values, cell))));
  }
  return marks;
}

// Takes a hint's step as the player would: its value placed, or its values struck from its cells.
void take(const json& step, Grid& values, json& marks) {
  const ValueSet changed = changed_values(step);
  for (const int cell : changed_cells(step)) {
    if (step["kind"] == "elimination") {
      const auto index = static_cast<std::size_t>(cell);
      marks[index] = symbols_of(marks_of(marks[index]) - changed);
    } else {
      values.set(cell, changed.lowest());
    }
  }
}

TEST(PlayTutor, FollowingEveryHintSolvesWithoutAMistake) {
  const std::vector<Tutored> puzzles = tutored_puzzles();
  ASSERT_GE(puzzles.size(), 100U);
  int guesses = 0;
  for (const Tutored& tutored : puzzles) {
    const std::optional<Grid> solution = only_solution_by_stage3(tutored.puzzle);
    if (!solution) continue;  // a position made wrong by hand, or one with several solutions
    Grid values = tutored.puzzle;
    json marks = filled_marks(values);
    for (int hint = 0; hint <= values.cell_count() * values.side(); ++hint) {
      const play::Answer answer = play::answer(
          "POST", "/api/hint",
          json{{"puzzle", to_line(tutored.puzzle)}, {"values", to_line(values)}, {"marks", marks}}
              .dump());
      ASSERT_EQ(answer.status, 200) << tutored.name << ": " << answer.body;
      const json given = json::parse(answer.body);
      ASSERT_FALSE(given["wrong"].get<bool>())
          << tutored.name << ": hint " << hint << " from " << to_line(values) << " led astray";
      if (given["step"].is_null()) break;
      expect_true_to(given["step"], *solution);
      if (given["step"]["kind"] == "guess") {
        EXPECT_EQ(given["named"], "a guess");
        ++guesses;
      }
      take(given["step"], values, marks);
    }
    EXPECT_EQ(values, *solution) << tutored.name << ": the hints stopped at " << to_line(values);
  }
  EXPECT_GT(guesses, 0) << "no hint was a guess: the case that misled is not tried";
}

}  // namespace
}  // namespace sudoku::testing
