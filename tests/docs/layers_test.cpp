// The dependency rule of docs/design.md, read from the code: common/ includes only its own
// headers; a stage's library (its include/ and src/, and its starter kit) includes common's, its
// own, and for stage 5 stage 4's, never an extension's; an extension plugs in through a program's
// main.cpp. A line that breaks the rule fails here with its file and line.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "source_root.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// The folder an #include line names first ("sudoku" for `#include "sudoku/grid.hpp"`), or
// nothing for a line that is no quoted include or names a header beside the file.
std::string included_folder(const std::string& line) {
  const std::string directive = "#include \"";
  if (!line.starts_with(directive)) return "";
  const std::size_t slash = line.find('/', directive.size());
  const std::size_t quote = line.find('"', directive.size());
  if (slash == std::string::npos || slash > quote) return "";
  return line.substr(directive.size(), slash - directive.size());
}

// Each "file:line: #include ..." of the C++ files under `folder` whose header folder `allowed`
// does not hold.
std::vector<std::string> includes_outside(const std::filesystem::path& folder,
                                          const std::set<std::string>& allowed) {
  std::vector<std::string> found;
  if (!std::filesystem::is_directory(folder)) return found;
  for (const auto& item : std::filesystem::recursive_directory_iterator(folder)) {
    const std::string extension = item.path().extension().string();
    if (extension != ".cpp" && extension != ".hpp") continue;
    const std::vector<std::string> lines = lines_of(read_file(item.path()));
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string named = included_folder(lines[i]);
      if (!named.empty() && !allowed.contains(named)) {
        found.push_back(std::filesystem::relative(item.path(), kRoot).string() + ':' +
                        std::to_string(i + 1) + ": " + lines[i]);
      }
    }
  }
  return found;
}

// The stage folders at the root and in the starter kits: "stage1_naive", ....
std::vector<std::filesystem::path> stage_folders() {
  std::vector<std::filesystem::path> folders;
  for (const std::filesystem::path& parent : {kRoot, kRoot / "starter"}) {
    for (const auto& item : std::filesystem::directory_iterator(parent)) {
      if (item.is_directory() && item.path().filename().string().starts_with("stage")) {
        folders.push_back(item.path());
      }
    }
  }
  return folders;
}

// The header folders a stage's library may include: common's, its own, stage 4's for stage 5.
std::set<std::string> allowed_for(const std::string& stage) {
  std::set<std::string> allowed{"sudoku", stage};
  if (stage == "stage5") allowed.insert("stage4");
  return allowed;
}

TEST(Layers, TheStageFoldersAreFound) {
  // The rule below would pass on nothing if no stage folder were found.
  EXPECT_GE(stage_folders().size(), 5U);
}

TEST(Layers, CommonIncludesOnlyItsOwnHeaders) {
  EXPECT_EQ(includes_outside(kRoot / "common", {"sudoku"}), std::vector<std::string>{});
}

TEST(Layers, AStageLibraryIncludesNoExtensionNorALaterStage) {
  for (const std::filesystem::path& folder : stage_folders()) {
    const std::string name = folder.filename().string();
    const std::set<std::string> allowed = allowed_for(name.substr(0, name.find('_')));
    for (const char* part : {"include", "src"}) {
      EXPECT_EQ(includes_outside(folder / part, allowed), std::vector<std::string>{})
          << folder / part;
    }
  }
}

TEST(Layers, TheRuleCatchesAnExtensionsHeader) {
  const std::filesystem::path folder = scratch_path("layers_rule");
  std::filesystem::create_directories(folder / "src");
  std::ofstream(folder / "src" / "dig.cpp") << "#include \"stage4/stage4.hpp\"\n"
                                               "#include \"digging.hpp\"\n"
                                               "#include \"board_9x9/board_9x9.hpp\"\n";
  const std::vector<std::string> found = includes_outside(folder / "src", allowed_for("stage5"));
  ASSERT_EQ(found.size(), 1U);
  EXPECT_TRUE(found.front().ends_with("dig.cpp:3: #include \"board_9x9/board_9x9.hpp\""))
      << found.front();
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace sudoku::testing
