// The play page in headless Chromium, played as a person plays it, with clicks and keys: a puzzle
// pasted and loaded, a wrong value placed and found, undone, a hint asked in its three degrees and
// its cells seen marked, the position kept across a reload; and the sizes it plays and shows.
// Each answer the page shows is held to the API's own answer for the same position.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "catalog.hpp"
#include "devtools.hpp"
#include "play/api.hpp"
#include "play_requests.hpp"
#include "sudoku/reader.hpp"
#include "sudoku/writer.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

using nlohmann::json;

// The page in a browser of its own, at the test's server.
class PlayPage : public PlayServer {
 protected:
  void SetUp() override {
    if (std::string(SUDOKU_CHROMIUM).empty()) GTEST_SKIP() << "no Chromium found at configure time";
    browser_.emplace(SUDOKU_CHROMIUM, scratch_path("play_page") / "profile");
    browser_->open(server_.address(), 1280, 900, kReady);
  }
  // Whatever the test did, the page's scripts threw nothing (the page shows what they throw).
  void TearDown() override {
    if (browser_) {
      EXPECT_EQ(shown("#script-errors"), "") << "a script error on the page";
    }
  }

  // True once the page has asked the API for its lists and drawn what it kept.
  static constexpr const char* kReady = "document.body.dataset.ready === 'true'";

  // Pastes `text` and clicks Load, then waits for a grid of `cells` cells and its rating. The
  // tutor's message, emptied first, says when the new puzzle is in play: a grid of the same size
  // already there, rated, would satisfy the rest at once.
  void load(const std::string& text, int cells) {
    browser_->evaluate("document.getElementById('paste').value = " + js_string(text));
    browser_->evaluate("document.getElementById('message').textContent = ''");
    browser_->click("#load-text");
    ASSERT_TRUE(
        browser_->wait_until("document.getElementById('message').textContent !== '' && "
                             "document.querySelectorAll('#grid > div').length === " +
                                 std::to_string(cells) +
                                 " && document.getElementById('rating').textContent.includes('·')",
                             std::chrono::seconds(30)))
        << shown("#rating") << " / " << shown("#message");
  }
  // The text of the element `selector` finds.
  std::string shown(const std::string& selector) {
    return browser_->evaluate("document.querySelector(" + js_string(selector) + ").textContent");
  }
  // The cells that have the class `name`, as "2,11,20".
  std::string cells_with(const std::string& name) {
    return browser_->evaluate("[...document.querySelectorAll('#grid > div." + name +
                              "')].map((e) => e.dataset.cell).join()");
  }
  // Waits until the tutor's message holds `part`.
  void expect_message(const std::string& part) {
    EXPECT_TRUE(browser_->wait_until(
        "document.getElementById('message').textContent.includes(" + js_string(part) + ")",
        std::chrono::seconds(30)))
        << "the message is: " << shown("#message") << "; expected a part " << part;
  }
  // Saves what the page shows as build/<preset>/screenshots/`name`, for the docs.
  void keep_screenshot(const std::string& name) {
    std::filesystem::create_directories(SUDOKU_SCREENSHOT_DIR);
    browser_->screenshot(std::filesystem::path(SUDOKU_SCREENSHOT_DIR) / name);
  }

  // True once a page titled `title` is open in a tab of its own, its address a blob the page made.
  bool opens_page(const std::string& title) {
    for (int tries = 0; tries < 300; ++tries) {
      for (const OpenPage& page : browser_->pages()) {
        if (page.title == title && page.url.starts_with("blob:" + server_.address())) return true;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return false;
  }

  std::optional<Browser> browser_;
};

// "2,11": the numbers of a JSON list, as cells_with() writes them.
std::string joined_cells(const json& cells) {
  std::string text;
  for (const int cell : cells) text += (text.empty() ? "" : ",") + std::to_string(cell);
  return text;
}

TEST_F(PlayPage, FindsAWrongValueAndUndoesIt) {
  load(std::string(kClassic), 81);
  // A wrong value in r1c3: clicked, then typed.
  const std::string wrong = with_wrong_value(parse_grid(kClassic));
  browser_->click("#grid > div[data-cell='2']");
  browser_->press(std::string(1, wrong[2]));
  EXPECT_EQ(shown("#grid > div[data-cell='2']"), std::string(1, wrong[2]));
  EXPECT_EQ(cells_with("clash"), "");
  browser_->click("#mistakes");
  expect_message(std::string("Where you went wrong: r1c3 = ") + wrong[2] + " is wrong.");
  EXPECT_EQ(cells_with("wrong"), "2");
  keep_screenshot("play_mistake.png");
  // Undone, the value and its mark go.
  browser_->press("z", Browser::kCtrl);
  EXPECT_EQ(shown("#grid > div[data-cell='2']"), "");
  EXPECT_EQ(cells_with("wrong"), "");
  // The hint asked from a position, degree by degree: the first asks nothing of the cells.
  browser_->click("#hint");
  expect_message("Hint 1 of 3: use a naked single");
  EXPECT_EQ(cells_with("hint-target"), "");
  // Stage 3 from here: the replay page of the position opens in a tab of its own.
  browser_->evaluate("document.getElementById('replay-stage').value = 'stage3'");
  browser_->click("#replay");
  EXPECT_TRUE(opens_page("Replay: your position")) << "no tab opened the replay page";
}

TEST_F(PlayPage, HintsFromThePlayersMarksInThreeDegreesAndMarksTheCells) {
  // grids/explain/hints.txt's position where pointing is the cheapest step, its marks filled in.
  const std::vector<Entry> hints = read_entries(read_file(grids_dir() / "explain" / "hints.txt"));
  load(to_line(hints.at(2).puzzle), 81);
  browser_->click("#fill-marks");
  // The API's hint for the position and marks the page holds.
  const std::string asked = browser_->evaluate("JSON.stringify(position())");
  const json hint = json::parse(play::answer("POST", "/api/hint", asked).body);
  const json& step = hint["step"];
  ASSERT_EQ(step["rule"], "pointing") << step.dump();
  browser_->click("#hint");
  expect_message("Hint 1 of 3: use pointing");
  EXPECT_EQ(cells_with("hint-target"), "");
  browser_->click("#hint");
  expect_message("Hint 2 of 3: look at the marked cells in " + hint["unit"].get<std::string>());
  EXPECT_EQ(cells_with("hint-target"), joined_cells(step["cells"]));
  EXPECT_EQ(cells_with("hint-pattern"), joined_cells(step["pattern"]));
  EXPECT_EQ(cells_with("hint-unit"), joined_cells(hint["unit_cells"]));
  browser_->press("h");
  expect_message("Hint 3 of 3: " + hint["text"].get<std::string>());
  // The step told: in the cells it strikes from, the marks it strikes are struck through.
  EXPECT_EQ(browser_->evaluate("[...document.querySelectorAll('.hint-target .struck')]"
                               ".map((e) => e.parentNode.parentNode.dataset.cell + e.textContent)"
                               ".join()"),
            "25,29,115,119,205,209");
  // The legend draws each mark as the grid does: its struck mark is the grid's.
  EXPECT_EQ(browser_->evaluate("document.querySelectorAll('#legend li > .cell').length"), "10");
  // The line and the glyph of the first struck mark under `where`.
  const auto style_in = [](const std::string& where) {
    const std::string mark = "document.querySelector('" + where + " .mark.struck')";
    return "getComputedStyle(" + mark + ").textDecorationLine + getComputedStyle(" + mark +
           ", '::before').content";
  };
  EXPECT_EQ(browser_->evaluate(style_in("#legend")), browser_->evaluate(style_in("#grid")));
  EXPECT_EQ(browser_->evaluate(style_in("#grid")), "line-through\"✕\"");
  keep_screenshot("play_hint.png");
}

TEST_F(PlayPage, TheThirdDegreeOfAHiddenPairMarksThePairAndWhatItStrikes) {
  // grids/explain/hints.txt's hidden pair 57 in row 9, which strikes 2, 8 and 9 from its cells.
  const std::vector<Entry> hints = read_entries(read_file(grids_dir() / "explain" / "hints.txt"));
  load(to_line(hints.at(5).puzzle), 81);
  browser_->click("#fill-marks");
  // Three presses at once, before the first answer came: three degrees, not the first three times.
  for (int press = 0; press < 3; ++press) browser_->click("#hint");
  expect_message("Hint 3 of 3: r9c7,r9c8 hidden pair 57 in row 9");
  const auto marked = [this](const std::string& role) {
    return browser_->evaluate("[...document.querySelectorAll('.hint-pattern ." + role +
                              "')].filter((e) => e.textContent).map((e) => "
                              "e.parentNode.parentNode.dataset.cell + e.textContent).join()");
  };
  // The pair's values in both its cells; struck, the marks the player has of 2, 8 and 9 there.
  EXPECT_EQ(marked("pattern-mark"), "785,787,795,797");
  EXPECT_EQ(marked("struck"), "782,789,792,798");
  keep_screenshot("play_hidden_pair.png");
}

TEST_F(PlayPage, OpensAFileAndOffersEachOfItsPuzzles) {
  const std::vector<Entry> hard = read_entries(read_file(grids_dir() / "hard.txt"));
  browser_->choose_file("#file", grids_dir() / "hard.txt");
  ASSERT_TRUE(browser_->wait_until(
      "document.querySelectorAll('#which option').length === " + std::to_string(hard.size()),
      std::chrono::seconds(30)))
      << shown("#message");
  EXPECT_EQ(browser_->evaluate("document.getElementById('choice').hidden"), "false");
  EXPECT_EQ(browser_->evaluate("position().puzzle"), to_line(hard.front().puzzle));
  // The third of them, chosen in the list.
  browser_->evaluate("document.getElementById('which').value = '2'");
  browser_->evaluate("document.getElementById('which').dispatchEvent(new Event('change'))");
  EXPECT_TRUE(browser_->wait_until("position().puzzle === " + js_string(to_line(hard.at(2).puzzle)),
                                   std::chrono::seconds(30)));
}

TEST_F(PlayPage, KeepsThePositionAndItsHistoryAcrossAReload) {
  load(std::string(kClassic), 81);
  // A value, and a pencil mark in the cell beside it (N switches to marks).
  browser_->click("#grid > div[data-cell='2']");
  browser_->press("4");
  browser_->press("ArrowRight");
  browser_->press("n");
  browser_->press("2");
  browser_->press("6");
  EXPECT_EQ(shown("#grid > div[data-cell='3'] .marks"), "26");
  browser_->evaluate("window.beforeReload = true");
  browser_->reload();
  ASSERT_TRUE(browser_->wait_until(std::string("!window.beforeReload && ") + kReady,
                                   std::chrono::seconds(30)));
  EXPECT_EQ(shown("#grid > div[data-cell='2']"), "4");
  EXPECT_EQ(shown("#grid > div[data-cell='3'] .marks"), "26");
  EXPECT_NE(shown("#rating").find("stage 5: "), std::string::npos) << shown("#rating");
  // The history came back too: three changes undone, one redone.
  for (int i = 0; i < 3; ++i) browser_->press("z", Browser::kCtrl);
  EXPECT_EQ(shown("#grid > div[data-cell='2']"), "");
  browser_->press("y", Browser::kCtrl);
  EXPECT_EQ(shown("#grid > div[data-cell='2']"), "4");
}

TEST_F(PlayPage, ShowsAClashFillsTheMarksAndStrikesWhereTheSolutionNeedsAMark) {
  load(std::string(kClassic), 81);
  browser_->click("#grid > div[data-cell='2']");
  browser_->press("5");  // r1c1 holds a 5
  EXPECT_EQ(cells_with("clash"), "0,2");
  EXPECT_EQ(shown("#clash"), "⚠ A clash: two 5s in row 1 (r1c1 and r1c3).");
  browser_->press("Backspace");
  EXPECT_EQ(cells_with("clash"), "");
  browser_->click("#fill-marks");
  EXPECT_EQ(shown("#grid > div[data-cell='2'] .marks"), "124");
  // The solution's 4 struck from r1c3 (Shift and the symbol: a mark in either mode).
  browser_->press("4", Browser::kShift);
  EXPECT_EQ(shown("#grid > div[data-cell='2'] .marks"), "12");
  browser_->click("#mistakes");
  expect_message("Where you went wrong: r1c3 <> 4 is wrong.");
  EXPECT_EQ(shown("#grid > div[data-cell='2'] .needed"), "4");
  keep_screenshot("play_marks.png");
}

TEST_F(PlayPage, PlaysASixteenMadeByStage5AndShowsATwentyFiveWithoutPlayingIt) {
  browser_->evaluate("document.getElementById('size').value = '16'");
  browser_->click("#generate");
  ASSERT_TRUE(
      browser_->wait_until("document.querySelectorAll('#grid > div').length === 256 && "
                           "document.getElementById('rating').textContent.includes('16x16')",
                           std::chrono::seconds(60)))
      << shown("#message");
  EXPECT_EQ(browser_->evaluate("document.querySelectorAll('#pad button').length"), "16");
  EXPECT_EQ(browser_->evaluate("document.getElementById('hint').disabled"), "false");
  // sizes.txt's 25x25 grid.
  std::optional<Grid> large;
  for (const Entry& entry : read_entries(read_file(grids_dir() / "sizes.txt"))) {
    if (!entry.error && entry.puzzle.side() == 25) large = entry.puzzle;
  }
  ASSERT_TRUE(large);
  load(to_line(*large), 625);
  EXPECT_EQ(browser_->evaluate("document.getElementById('hint').disabled"), "true");
  EXPECT_EQ(browser_->evaluate("[...document.querySelectorAll('#pad button, .mode button')]"
                               ".every((b) => b.disabled)"),
            "true");
  expect_message("is shown, not played");
}

TEST_F(PlayPage, KeepsTheGameBeforeANewPuzzleAndFillsAroundThePlayersMarks) {
  load(std::string(kClassic), 81);
  browser_->click("#grid > div[data-cell='2']");
  browser_->press("4");
  // Another puzzle loaded: the first undo brings the game before back, redo the new one.
  const std::vector<Entry> hints = read_entries(read_file(grids_dir() / "explain" / "hints.txt"));
  load(to_line(hints.at(0).puzzle), 81);
  browser_->press("z", Browser::kCtrl);
  expect_message("The game before, back");
  EXPECT_EQ(shown("#grid > div[data-cell='2']"), "4");
  EXPECT_EQ(shown("#grid > div[data-cell='0']"), "5");
  browser_->press("y", Browser::kCtrl);
  EXPECT_EQ(browser_->evaluate("position().puzzle"), to_line(hints.at(0).puzzle));
  browser_->press("z", Browser::kCtrl);
  // The player's own mark in r1c4 (cell 3), 2 of its open 2 and 6: Fill keeps it alone, and
  // gives r2c2 (cell 10), unmarked, every value open there: 2 and 7 (r1c3's 4 shares its box).
  browser_->click("#grid > div[data-cell='3']");
  browser_->press("2", Browser::kShift);
  browser_->click("#fill-marks");
  EXPECT_EQ(shown("#grid > div[data-cell='3'] .marks"), "2");
  EXPECT_EQ(shown("#grid > div[data-cell='10'] .marks"), "27");
}

TEST_F(PlayPage, ShowsAScriptErrorOnThePageWhereTheTestsSeeIt) {
  browser_->evaluate("setTimeout(() => { throw new Error('thrown by the test'); }, 0) && 1");
  ASSERT_TRUE(browser_->wait_until(
      "document.getElementById('script-errors').textContent.includes('thrown by the test')",
      std::chrono::seconds(5)));
  EXPECT_EQ(browser_->evaluate("document.getElementById('script-errors').hidden"), "false");
  // Emptied, for the check every test ends with.
  browser_->evaluate("document.getElementById('script-errors').textContent = ''");
}

TEST_F(PlayPage, OffersOnlyTheLevelsStage5MakesAtTheSizeChosen) {
  const std::string levels =
      "[...document.getElementById('level').options].map((o) => o.text).join()";
  browser_->evaluate("document.getElementById('level').value = 'hard'");
  EXPECT_EQ(browser_->evaluate(levels), "simple,easy,intermediate,hard,expert");
  browser_->evaluate("document.getElementById('size').value = '4'");
  browser_->evaluate("document.getElementById('size').dispatchEvent(new Event('change'))");
  EXPECT_EQ(browser_->evaluate(levels), "simple");
  EXPECT_EQ(shown("#level-note"), "The levels stage 5 makes at this size within 20 s.");
  // Back at 9x9 on Sudoku Explainer's scale: all but "guess", seldom made in time.
  browser_->evaluate("document.getElementById('size').value = '9'");
  browser_->evaluate("document.getElementById('size').dispatchEvent(new Event('change'))");
  browser_->evaluate("document.getElementById('scale').value = 'se'");
  browser_->evaluate("document.getElementById('scale').dispatchEvent(new Event('change'))");
  EXPECT_EQ(browser_->evaluate(levels),
            "simple,easy,intermediate,hard,fish-and-wings,chains-and-colouring,forcing-chains");
}

TEST_F(PlayPage, MakeOneWaitsWithItsButtonOffAndCanBeCancelled) {
  // Sudoku Explainer's "guess" at 9x9 takes many seconds, or is not found in the 20 s allowed:
  // the page does not offer it, so the test adds it to the list to have a puzzle that takes long.
  browser_->evaluate("document.getElementById('scale').value = 'se'");
  browser_->evaluate("document.getElementById('scale').dispatchEvent(new Event('change'))");
  browser_->evaluate("document.getElementById('level').add(new Option('guess'))");
  browser_->evaluate("document.getElementById('level').value = 'guess'");
  browser_->click("#generate");
  expect_message("Making a puzzle… (at most 20 s; Cancel stops)");
  EXPECT_EQ(browser_->evaluate("document.getElementById('generate').disabled"), "true");
  browser_->click("#cancel-make");
  expect_message("No puzzle made: cancelled.");
  EXPECT_EQ(browser_->evaluate("document.getElementById('generate').disabled"), "false");
  EXPECT_EQ(browser_->evaluate("document.getElementById('cancel-make').hidden"), "true");
}

TEST_F(PlayPage, FitsAWindow400PixelsWideWithoutScrollingSideways) {
  browser_->open(server_.address(), 400, 800, kReady);
  const std::string fits = "document.documentElement.scrollWidth <= window.innerWidth";
  load(std::string(kClassic), 81);
  EXPECT_EQ(browser_->evaluate(fits), "true")
      << browser_->evaluate("document.documentElement.scrollWidth");
  browser_->evaluate("window.scrollTo(0, 0)");
  keep_screenshot("play_400px.png");
  std::optional<Grid> sixteen;
  for (const Entry& entry : read_entries(read_file(grids_dir() / "sizes.txt"))) {
    if (!entry.error && entry.puzzle.side() == 16) sixteen = entry.puzzle;
  }
  ASSERT_TRUE(sixteen);
  load(to_line(*sixteen), 256);
  EXPECT_EQ(browser_->evaluate(fits), "true")
      << browser_->evaluate("document.documentElement.scrollWidth");
}

}  // namespace
}  // namespace sudoku::testing
