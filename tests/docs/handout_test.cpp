// grading/make_handout.sh on this workbook: a handout of every stage holds each starter kit in its
// stage's place, no answers page of those stages, no excerpt of a file left to write and no line
// of the workbook's own code for those files in any page; it says which version it comes from,
// opens its README with the student's route, and is a repository of one commit; and with the
// workbook's files put back, it is the workbook but for its pages.

#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "process.hpp"
#include "source_root.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

namespace fs = std::filesystem;

// The trimmed lines of a file, as a set.
std::set<std::string> line_set(const fs::path& file) {
  std::set<std::string> lines;
  for (const std::string& line : lines_of(read_file(file))) lines.insert(trimmed(line));
  return lines;
}

// The handout of every stage, made once for the tests below.
const fs::path& handout() {
  static const fs::path made = [] {
    const fs::path out = scratch_path("handout");
    fs::remove_all(out);
    const ProcessResult result =
        run_process(kRoot / "grading" / "make_handout.sh", {out.string()}, kRoot);
    EXPECT_EQ(result.status, 0) << result.err;
    return out;
  }();
  return made;
}

// Each file of each starter kit: (its stage folder, its name).
std::vector<std::pair<std::string, std::string>> kit_files() {
  std::vector<std::pair<std::string, std::string>> files;
  for (const fs::directory_entry& kit : fs::directory_iterator(kRoot / "starter")) {
    if (!fs::is_directory(kit.path() / "src")) continue;
    for (const fs::directory_entry& file : fs::directory_iterator(kit.path() / "src")) {
      files.emplace_back(kit.path().filename().string(), file.path().filename().string());
    }
  }
  EXPECT_GE(files.size(), 20U);
  return files;
}

// The pages of the handout: its chapters and its README.
std::vector<fs::path> pages() {
  std::vector<fs::path> found{handout() / "README.md"};
  for (const fs::directory_entry& page : fs::directory_iterator(handout() / "docs")) {
    if (page.path().extension() == ".md") found.push_back(page.path());
  }
  return found;
}

// The tests of grading/make_handout.sh, which makes a handout from the workbook, not from a
// handout (where these tests run too, and the stages' files are already the kits').
class Handout : public ::testing::Test {
 protected:
  void SetUp() override {
    if (fs::exists(kRoot / "HANDOUT.md")) GTEST_SKIP() << "this copy is a handout";
  }
};

// Each kit file takes its stage's place, as the handout's kit has it: the workbook's kit after a
// first line that says which version of the workbook it comes from.
TEST_F(Handout, PutsEachKitInItsStagesPlaceAndLeavesOutTheAnswers) {
  const std::string stamp = "// From the handout of the Sudoku workbook 0.";
  for (const auto& [stage, name] : kit_files()) {
    const std::string placed = read_file(handout() / stage / "src" / name);
    EXPECT_EQ(placed, read_file(handout() / "starter" / stage / "src" / name));
    EXPECT_TRUE(placed.starts_with(stamp)) << stage << "/src/" << name;
    EXPECT_EQ(placed.substr(placed.find('\n') + 1),
              read_file(kRoot / "starter" / stage / "src" / name))
        << stage << "/src/" << name;
  }
  for (int stage = 1; stage <= 5; ++stage) {
    const std::string answers = "stage" + std::to_string(stage) + "_answers.md";
    EXPECT_TRUE(fs::exists(kRoot / "docs" / answers)) << answers;
    EXPECT_FALSE(fs::exists(handout() / "docs" / answers)) << answers;
  }
  EXPECT_TRUE(fs::exists(handout() / "docs" / "appendix_a_answers.md")) << "an extension's stay";
}

// Every C++ file of the handout.
std::vector<fs::path> handout_code_files() {
  std::vector<fs::path> files;
  for (const fs::directory_entry& file : fs::recursive_directory_iterator(handout())) {
    const fs::path extension = file.path().extension();
    if (extension == ".cpp" || extension == ".hpp") files.push_back(file.path());
  }
  return files;
}

// The lines of every C++ file of the handout: code a student may read anyway.
std::set<std::string> handout_code() {
  std::set<std::string> code;
  for (const fs::path& file : handout_code_files()) {
    for (const std::string& line : lines_of(read_file(file))) code.insert(trimmed(line));
  }
  return code;
}

// No page shows a file left to write, nor a line of the workbook's own version of one (a line of
// 30 characters or more that no C++ file of the handout has).
TEST_F(Handout, ShowsNoLineOfTheCodeLeftToWrite) {
  std::set<std::string> kept;
  for (const fs::path& page : pages()) {
    for (const std::string& line : lines_of(read_file(page))) kept.insert(trimmed(line));
  }
  const std::set<std::string> code = handout_code();
  int checked = 0;
  for (const auto& [stage, name] : kit_files()) {
    EXPECT_FALSE(kept.contains("// " + stage + "/src/" + name)) << stage << "/src/" << name;
    for (const std::string& line : line_set(kRoot / stage / "src" / name)) {
      if (line.size() < 30 || line.starts_with("//") || code.contains(line)) continue;
      EXPECT_FALSE(kept.contains(line)) << stage << "/src/" << name << ": " << line;
      ++checked;
    }
  }
  EXPECT_GT(checked, 300);
}

// The text between `open` and the next `close` after it, from `from` on; empty when either is
// missing. Sets `from` past the close. (No std::regex here: GCC 12 warns inside <regex> at -O1
// under the sanitizers.)
std::string between(const std::string& text, std::string_view open, std::string_view close,
                    std::size_t& from) {
  const std::size_t start = text.find(open, from);
  if (start == std::string::npos) return from = std::string::npos, "";
  const std::size_t end = text.find(close, start + open.size());
  if (end == std::string::npos) return from = std::string::npos, "";
  from = end + close.size();
  return text.substr(start + open.size(), end - start - open.size());
}

// The functions a kit's file leaves to write, as its "not written yet" messages name them
// ("stage 2: Board::place is not written yet", "stage 2: the Board constructor ..."), in order.
std::string functions_left(const fs::path& file) {
  std::string names;
  for (const std::string& line : lines_of(read_file(file))) {
    if (line.find("not written yet") == std::string::npos) continue;
    std::size_t from = 0;
    std::string name = between(line, ": ", " ", from);  // "the" or the function's name
    if (name == "the") name = between(line, "", " constructor", from);
    if (from == std::string::npos) ADD_FAILURE() << file << ": no function named in " << line;
    if (line.find(" constructor") != std::string::npos) name += "::" + name;
    names += (names.empty() ? "`" : ", `") + name + "`";
  }
  return names;
}

// Each line that stands for a kit's code in a page names exactly the functions the kit leaves to
// write in that file: no function the workbook's own file has and the kit does not, none missing.
TEST_F(Handout, SaysWhichFunctionsOfTheKitAreLeftToWrite) {
  constexpr std::string_view kYours = "> *Yours to write: `";
  int lines = 0;
  for (const fs::path& page : pages()) {
    for (const std::string& line : lines_of(read_file(page))) {
      if (!line.starts_with(kYours)) continue;
      std::size_t from = 0;
      const std::string file = between(line, kYours, "`: ", from);
      const std::string names = between(line, "", ", from the starter kit;", from);
      EXPECT_EQ(names, functions_left(handout() / file)) << page.filename() << ": " << line;
      ++lines;
    }
  }
  EXPECT_GE(lines, 20);
}

// The words (names of 3 characters or more) of a text, as a set.
std::set<std::string> words_of(const std::string& text) {
  const auto is_word = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  };
  std::set<std::string> words;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = at;
    while (end < text.size() && is_word(text[end])) ++end;
    if (end - at >= 3 && !std::isdigit(static_cast<unsigned char>(text[at]))) {
      words.insert(text.substr(at, end - at));
    }
    at = end == at ? at + 1 : end;
  }
  return words;
}

// The code spans of a page (`name`), outside its fenced blocks, which a handout may cut.
std::vector<std::string> code_spans(const std::string& page) {
  std::vector<std::string> spans;
  bool fenced = false;
  for (const std::string& line : lines_of(page)) {
    if (line.starts_with("```")) fenced = !fenced;
    if (fenced) continue;
    for (std::size_t from = 0; from != std::string::npos;) {
      const std::string span = between(line, "`", "`", from);
      if (from != std::string::npos) spans.push_back(span);
    }
  }
  return spans;
}

// A page of the handout names in code only what the student has: no name that only the workbook's
// own files of a stage handed out held (its search's class, a helper, a member), which the kit
// that replaced them lacks.
TEST_F(Handout, NamesNoCodeThatOnlyTheReplacedFilesHeld) {
  std::set<std::string> replaced;  // the names in the code (not the comments) of the files replaced
  for (const auto& [stage, name] : kit_files()) {
    for (const std::string& line : lines_of(read_file(kRoot / stage / "src" / name))) {
      replaced.merge(words_of(line.substr(0, line.find("//"))));
    }
  }
  std::set<std::string> kept;  // the words of the handout's code
  for (const fs::path& file : handout_code_files()) kept.merge(words_of(read_file(file)));
  int spans = 0;
  for (const fs::path& page : pages()) {
    for (const std::string& span : code_spans(read_file(page))) {
      ++spans;
      for (const std::string& word : words_of(span)) {
        EXPECT_FALSE(replaced.contains(word) && !kept.contains(word))
            << page.filename().string() << ": `" << span << "` names " << word
            << ", which only the workbook's own file held";
      }
    }
  }
  EXPECT_GT(spans, 1000);
}

// The files of the last commit of the repository `folder`: each path, with the hash of its content.
std::map<std::string, std::string> committed_files(const fs::path& folder) {
  const ProcessResult listed = run_process("/bin/sh", {"-c", "git ls-tree -r HEAD"}, folder);
  EXPECT_EQ(listed.status, 0) << listed.err;
  std::map<std::string, std::string> files;
  for (const std::string& line : lines_of(listed.out)) {  // "100644 blob <hash>\t<path>"
    const std::size_t tab = line.find('\t');
    if (tab != std::string::npos) files[line.substr(tab + 1)] = line.substr(12, tab - 12);
  }
  return files;
}

// With the workbook's files put back in place of the kits', the handout is the workbook's last
// commit, from which it is made, but for its pages (README.md, the chapters, HANDOUT.md) and the
// answers it leaves out: the same code and tests, which pass in the workbook.
TEST_F(Handout, WithTheWorkbooksFilesPutBackDiffersOnlyInItsPages) {
  std::set<std::string> put_back;
  for (const auto& [stage, name] : kit_files()) {
    put_back.insert(stage + "/src/" + name);
    put_back.insert("starter/" + stage + "/src/" + name);  // the kit, with its first line
  }
  const auto workbook = committed_files(kRoot), handed = committed_files(handout());
  int compared = 0;
  for (const auto& [file, content] : workbook) {
    if (file == "README.md" || (file.starts_with("docs/") && file.ends_with(".md"))) continue;
    if (file.starts_with("grading/example/")) {  // the worked example's answers
      EXPECT_FALSE(handed.contains(file)) << file;
      continue;
    }
    ASSERT_TRUE(handed.contains(file)) << file;
    if (put_back.contains(file)) continue;
    EXPECT_EQ(handed.at(file), content) << file;
    ++compared;
  }
  for (const auto& [file, content] : handed) {
    EXPECT_TRUE(workbook.contains(file) || file == "HANDOUT.md") << file;
  }
  EXPECT_GT(compared, 300);
}

TEST_F(Handout, SaysItsVersionOpensWithTheStudentsRouteAndHasNoHistory) {
  const std::string handed = read_file(handout() / "HANDOUT.md");
  EXPECT_NE(handed.find("Made from the Sudoku workbook 0."), std::string::npos) << handed;
  for (const char* program : {"stage1_naive", "stage2_deduction_history", "stage3_mrv_tables",
                              "stage4_heuristics", "stage5_generator"}) {
    EXPECT_NE(handed.find(std::string("- ") + program + ": "), std::string::npos) << program;
  }
  const std::string readme_text = read_file(handout() / "README.md");
  const std::vector<std::string> readme = lines_of(readme_text);
  ASSERT_GE(readme.size(), 3U);
  EXPECT_EQ(readme[2], "## Your route through this copy");
  // One route, the chapter's, with a build folder of the stage's own; and the hand-in's layout.
  const std::string chapter = read_file(handout() / "docs" / "stage1.md");
  const std::size_t block = chapter.find("```text\ncp -r starter/stage1_naive/src my_stage1\n");
  ASSERT_NE(block, std::string::npos) << "chapter 1's route";
  const std::string route = chapter.substr(block, chapter.find("```\n", block + 3) + 4 - block);
  EXPECT_NE(readme_text.find(route), std::string::npos) << route;
  EXPECT_NE(route.find("-B build/my_stage1 "), std::string::npos) << route;
  EXPECT_EQ(readme_text.find("cp -r", readme_text.find(route) + route.size()), std::string::npos)
      << "a second route";
  EXPECT_EQ(readme_text.find("the workbook's own stage"), std::string::npos);
  for (const char* folder : {"  stage1/  ", "  stage3/  ", "  stage5/  "}) {
    EXPECT_NE(handed.find(folder), std::string::npos) << folder;
  }
  const ProcessResult commits =
      run_process("/bin/sh", {"-c", "git rev-list --count HEAD"}, handout());
  EXPECT_EQ(commits.out, "1\n") << commits.err;
}

// Graded inside a handout, where every stage is a kit that answers nothing, a class would score
// 0: the grader and the autograder's maker refuse at once and say where to grade from.
TEST_F(Handout, RefusesToGradeFromInsideIt) {
  const fs::path class_folder = scratch_path("handout_class");
  fs::create_directories(class_folder / "alice" / "stage1");
  const struct {
    fs::path script;
    std::vector<std::string> args;
  } graders[] = {
      {"grading/grade_class.sh", {class_folder.string(), scratch_path("handout_grades").string()}},
      {"grading/gradescope/make_autograder.sh", {scratch_path("autograder.zip").string()}}};
  for (const auto& grader : graders) {
    const ProcessResult result = run_process(handout() / grader.script, grader.args, handout());
    EXPECT_EQ(result.status, 2) << grader.script;
    EXPECT_NE(result.err.find("is a handout, whose stages are the starter kits"), std::string::npos)
        << grader.script << ": " << result.err;
    EXPECT_NE(result.err.find("HANDOUT.md names its version"), std::string::npos) << result.err;
  }
  EXPECT_FALSE(fs::exists(scratch_path("handout_grades"))) << "refused before writing anything";
}

}  // namespace
}  // namespace sudoku::testing
