// The play app's API called directly, as its server calls it: each route's answer held to what
// the workbook's own programs and a second solver say, and each bad request to its 4xx.

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "catalog.hpp"
#include "play/api.hpp"
#include "play_requests.hpp"
#include "process.hpp"
#include "stage3/stage3.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/symbols.hpp"
#include "sudoku/writer.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using nlohmann::json;

// The answer of a POST to `path` with `body`, which must have `status`.
json posted(std::string_view path, const json& body, int status = 200) {
  const play::Answer answer = play::answer("POST", path, body.dump());
  EXPECT_EQ(answer.status, status) << path << " " << body.dump() << ": " << answer.body;
  return answer.type == "application/json" ? json::parse(answer.body) : json(answer.body);
}

TEST(PlayApi, InfoListsTheRoutesTheStagesAndTheLevelsOfBothScales) {
  const play::Answer answer = play::answer("GET", "/api/info", "");
  ASSERT_EQ(answer.status, 200) << answer.body;
  const json info = json::parse(answer.body);
  EXPECT_EQ(info["stages"], json({"stage1", "stage2", "stage3", "stage4"}));
  EXPECT_EQ(info["scales"]["stage5"].front(), "simple");
  EXPECT_EQ(info["scales"]["se"].back(), "guess");
  EXPECT_EQ(info["routes"].size(), play::routes().size());
  // The levels offered at each size played: some of the scale's, in the scale's order.
  for (const int side : info["sizes"]["played"]) {
    for (const std::string scale : {"stage5", "se"}) {
      const json& offered = info["offered"][std::to_string(side)][scale];
      ASSERT_FALSE(offered.empty()) << side << " " << scale;
      const json& levels = info["scales"][scale];
      auto next = levels.begin();
      for (const json& level : offered) {
        next = std::find(next, levels.end(), level);
        ASSERT_NE(next, levels.end()) << level << " out of the order of " << levels.dump();
      }
    }
  }
  EXPECT_EQ(info["offered"]["4"]["stage5"], json({"simple"}));
}

TEST(PlayApi, ReadsThePuzzlesOfEveryFormatAndListsTheBadOnes) {
  for (const auto& file : std::filesystem::directory_iterator(grids_dir() / "formats")) {
    const std::string text = read_file(file.path());
    const json read = posted("/api/read", {{"text", text}, {"name", file.path().filename()}});
    ASSERT_EQ(read["puzzles"].size(), 1U) << file.path();
    EXPECT_EQ(read["puzzles"][0]["puzzle"], to_line(parse_grid(text))) << file.path();
  }
  // A good puzzle, a bad one, a good one: both good ones, and where the bad one is.
  const std::string text = std::string(kClassic) + "\n1x34123421434321\n" + "1234341221434321\n";
  const json read = posted("/api/read", {{"text", text}});
  ASSERT_EQ(read["puzzles"].size(), 2U);
  EXPECT_EQ(read["puzzles"][1]["line"], 3);
  ASSERT_EQ(read["errors"].size(), 1U);
  EXPECT_EQ(read["errors"][0]["line"], 2);
  EXPECT_EQ(read["errors"][0]["column"], 2);
  EXPECT_EQ(read["errors"][0]["text"].get<std::string>().rfind("pasted:2:2: ", 0), 0U);
}

TEST(PlayApi, ReadsAPlayersPencilMarks) {
  const std::string text = read_file(grids_dir() / "explain" / "pencil_marks.txt");
  const json read = posted("/api/read", {{"text", text}});
  const std::vector<Entry> entries = read_entries(text);
  ASSERT_EQ(read["puzzles"].size(), entries.size());
  const json& marks = read["puzzles"][0]["marks"];
  ASSERT_EQ(marks.size(), entries[0].marks.size());
  for (std::size_t cell = 0; cell < marks.size(); ++cell) {
    const ValueSet expected = entries[0].marks[cell];
    EXPECT_EQ(marks[cell].is_null() ? ValueSet::all(9) : marks_of(marks[cell]), expected) << cell;
  }
}

TEST(PlayApi, HintsFromEachTechniqueArePlacementsAndEliminationsTheSolutionAgreesWith) {
  const std::vector<Entry> positions =
      read_entries(read_file(grids_dir() / "explain" / "hints.txt"));
  int hints = 0;
  for (const Entry& position : positions) {
    const std::optional<Grid> solution = only_solution_by_stage3(position.puzzle);
    if (!solution) continue;  // the position made wrong by hand
    const json hint = posted("/api/hint", {{"puzzle", to_line(position.puzzle)}})["step"];
    ASSERT_TRUE(hint.is_object()) << to_line(position.puzzle);
    expect_true_to(hint, *solution);
    ++hints;
  }
  EXPECT_GE(hints, 8);
}

TEST(PlayApi, AHintNamesItsTechniqueInWordsAndThePatternsValues) {
  // grids/explain/hints.txt's positions: a naked single, pointing, and a hidden pair 57 in row 9
  // that strikes 2, 8 and 9 (a guess is named in the tutor's test).
  const std::vector<Entry> hints = read_entries(read_file(grids_dir() / "explain" / "hints.txt"));
  const auto hint_at = [&hints](std::size_t index) {
    return posted("/api/hint", {{"puzzle", to_line(hints.at(index).puzzle)}});
  };
  EXPECT_EQ(hint_at(0)["named"], "a naked single");
  EXPECT_EQ(hint_at(2)["named"], "pointing");
  const json pair = hint_at(5);
  EXPECT_EQ(pair["named"], "a hidden pair");
  EXPECT_EQ(pair["step"]["pattern_values"], json({5, 7}));
  EXPECT_EQ(pair["step"]["values"], json({2, 8, 9}));
}

TEST(PlayApi, HintsFromThePlayersMarks) {
  // hardest.txt's first puzzle stalls the singles; with one cell's marks down to its solution's
  // value, that cell is a naked single, the cheapest step there is.
  const Grid puzzle = load_group("hardest").front().puzzle;
  const std::optional<Grid> solution = only_solution_by_stage3(puzzle);
  ASSERT_TRUE(solution);
  int cell = 0;
  while (puzzle[cell] != 0) ++cell;
  json marks = json::array();
  for (int each = 0; each < puzzle.cell_count(); ++each) {
    marks.push_back(each == cell ? json(std::string(1, symbol_of((*solution)[cell])))
                                 : json(nullptr));
  }
  const json step = posted("/api/hint", {{"puzzle", to_line(puzzle)}, {"marks", marks}})["step"];
  EXPECT_EQ(step["rule"], "naked-single") << step.dump();
  EXPECT_EQ(step["cell"], cell) << step.dump();
  expect_true_to(step, *solution);
}

TEST(PlayApi, AHintFromAWrongPositionSendsThePlayerToTheMistakes) {
  const Grid puzzle = parse_grid(kClassic);
  const json hint =
      posted("/api/hint", {{"puzzle", kClassic}, {"values", with_wrong_value(puzzle)}});
  EXPECT_TRUE(hint["wrong"].get<bool>());
  EXPECT_TRUE(hint["step"].is_null());
}

TEST(PlayApi, MistakesNameTheWrongValueThenTheCandidateStruckWrongly) {
  const Grid puzzle = parse_grid(kClassic);
  const std::optional<Grid> solution = only_solution_by_stage3(puzzle);
  ASSERT_TRUE(solution);
  const json right = posted("/api/mistakes", {{"puzzle", kClassic}});
  EXPECT_TRUE(right["wrong"].empty() && right["struck"].empty()) << right.dump();
  EXPECT_EQ(right["text"], "nothing is wrong so far");
  // A value placed wrong: its cell, and the value there.
  const std::string values = with_wrong_value(puzzle);
  const json wrong = posted("/api/mistakes", {{"puzzle", kClassic}, {"values", values}});
  ASSERT_EQ(wrong["wrong"].size(), 1U) << wrong.dump();
  const int cell = wrong["wrong"][0]["cell"];
  EXPECT_NE(values[static_cast<std::size_t>(cell)], symbol_of((*solution)[cell]));
  EXPECT_EQ(wrong["text"], wrong["wrong"][0]["name"].get<std::string>() + " = " +
                               values[static_cast<std::size_t>(cell)] + " is wrong");
  // A candidate struck that the solution needs: the cell and that value.
  json marks(static_cast<std::size_t>(puzzle.cell_count()), nullptr);
  const int open = static_cast<int>(values.find('.'));
  marks[static_cast<std::size_t>(open)] =
      symbols_of(ValueSet::all(9) - ValueSet::only((*solution)[open]));
  const json struck = posted("/api/mistakes", {{"puzzle", kClassic}, {"marks", marks}});
  ASSERT_EQ(struck["struck"].size(), 1U) << struck.dump();
  EXPECT_EQ(struck["struck"][0]["cell"], open);
  EXPECT_EQ(struck["struck"][0]["value"], std::string(1, symbol_of((*solution)[open])));
}

TEST(PlayApi, MakesStage5sPuzzleForASeedOnEitherScale) {
  for (const auto& [scale, level, size] :
       {std::tuple{"stage5", "hard", 9}, {"se", "simple", 4}, {"stage5", "intermediate", 16}}) {
    const json made =
        posted("/api/generate", {{"scale", scale}, {"level", level}, {"size", size}, {"seed", 5}});
    ASSERT_TRUE(made.contains("puzzle")) << made.dump();
    const ProcessResult program = run_process(
        kBin / "stage5_generator",
        {"--size", std::to_string(size), "--scale", scale, "--difficulty", level, "--seed", "5"},
        grids_dir());
    EXPECT_EQ(made["puzzle"].get<std::string>() + "\n", program.out) << scale << " " << level;
    EXPECT_EQ(made["rating"][scale]["level"], level) << made.dump();
    EXPECT_TRUE(only_solution_by_stage3(parse_grid(made["puzzle"].get<std::string>())));
  }
}

TEST(PlayApi, RatesAsTheGeneratorDoesOnBothScales) {
  for (const CatalogEntry& entry : load_group("ratings")) {
    const json rated = posted("/api/rate", {{"puzzle", to_line(entry.puzzle)}});
    for (const std::string scale : {"stage5", "se"}) {
      const ProcessResult program =
          run_process(kBin / "stage5_generator", {"--rate", "--scale", scale}, grids_dir(),
                      to_line(entry.puzzle));
      EXPECT_EQ("# rating: " + rated[scale]["text"].get<std::string>() + "\n" +
                    to_line(entry.puzzle) + "\n",
                program.out)
          << entry.name;
    }
  }
}

TEST(PlayApi, ReplaysTheStagesFromThePlayersPosition) {
  const json page = posted("/api/replay", {{"puzzle", kClassic}, {"stage", "stage3"}});
  const std::string html = page.get<std::string>();
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0U);
  EXPECT_NE(html.find("your position"), std::string::npos);
  EXPECT_NE(html.find("stage3_dynamic"), std::string::npos);
  EXPECT_EQ(html.find("stage1_recursive"), std::string::npos);
  EXPECT_NE(
      posted("/api/replay", {{"puzzle", kClassic}}).get<std::string>().find("stage1_recursive"),
      std::string::npos);
  // A value the player placed, r1c3 = 4, is drawn as placed before the solve, not as a given.
  std::string values(kClassic);
  values[2] = '4';
  const std::string placed =
      posted("/api/replay", {{"puzzle", kClassic}, {"values", values}, {"stage", "stage3"}})
          .get<std::string>();
  EXPECT_NE(placed.find("\"givens\":[5,3,0,0,7"), std::string::npos);
  EXPECT_NE(placed.find("\"placed\":[0,0,4,0,0"), std::string::npos);
}

TEST(PlayApi, RefusesEachBadRequestWithA4xxThatSaysWhy) {
  for (const Refused& each : refused_requests()) {
    const play::Answer answer = play::answer("POST", each.path, each.body);
    EXPECT_EQ(answer.status, each.status) << each.path << " " << each.body << ": " << answer.body;
    const std::string says = json::parse(answer.body)["error"];
    EXPECT_NE(says.find(each.says), std::string::npos) << says;
  }
  EXPECT_EQ(play::answer("GET", "/api/hint", "").status, 405);
}

}  // namespace
}  // namespace sudoku::testing
