// The dependency rule of docs/design.md, read from the code. The layers, lowest first: common/;
// the stages and their kits; the extensions; the registry; the programs around them. Every
// include is followed to the file it names, and none reaches a higher layer but a stage's
// main.cpp wiring its extensions. Besides: common/ includes only its own headers; a stage's
// library (its include/ and src/, and its starter kit) includes common's, its own, and for stage
// 5 stage 4's, never an extension's. A line that breaks a rule fails here with its file and line.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
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

// The layers of docs/design.md, lowest first.
enum class Layer { Common, Stage, Extension, Registry, Program };

// The layer of a file by its path from the root; none for what stands outside the layers (the
// tests, which may include anything).
std::optional<Layer> layer_of(const std::filesystem::path& file) {
  const std::string top = file.begin()->string();
  if (top == "common") return Layer::Common;
  if (top.starts_with("stage") || top == "starter") return Layer::Stage;
  if (top == "extensions") return Layer::Extension;
  if (top == "registry") return Layer::Registry;
  for (const char* program : {"bench", "grading", "replay", "play", "tools", "fuzz"}) {
    if (top == program) return Layer::Program;
  }
  return std::nullopt;
}

// Whether `file` may include `header` (both from the root): a header of its own layer or a lower
// one, or, for a stage's program alone (main.cpp, main_with_extensions.cpp), an extension's,
// which it wires in.
bool may_include(const std::filesystem::path& file, const std::filesystem::path& header) {
  const std::optional<Layer> from = layer_of(file);
  const std::optional<Layer> to = layer_of(header);
  if (!from || !to || *to <= *from) return true;
  return *from == Layer::Stage && *to == Layer::Extension &&
         file.filename().string().starts_with("main") &&
         std::distance(file.begin(), file.end()) == 2;
}

// Where each header a file may name through an include path lies, from the root: the headers
// of every include/ folder by their name below it ("sudoku/grid.hpp"), and the registry's.
std::map<std::string, std::filesystem::path> public_headers() {
  std::map<std::string, std::filesystem::path> headers{
      {"registry.hpp", std::filesystem::path("registry") / "registry.hpp"}};
  for (auto item = std::filesystem::recursive_directory_iterator(kRoot);
       item != std::filesystem::recursive_directory_iterator(); ++item) {
    const std::string name = item->path().filename().string();
    if (item->is_directory() &&
        (name == "build" || name.starts_with('.') || name == "node_modules")) {
      item.disable_recursion_pending();
    } else if (item->is_directory() && name == "include") {
      for (const auto& header : std::filesystem::recursive_directory_iterator(item->path())) {
        if (header.is_regular_file()) {
          headers[std::filesystem::relative(header.path(), item->path()).generic_string()] =
              std::filesystem::relative(header.path(), kRoot);
        }
      }
    }
  }
  return headers;
}

// The header an #include "..." line of `file` names, from the root: beside the file, or one of
// `headers`; none for a line that names no such header (a system header, a generated one).
std::optional<std::filesystem::path> included_header(
    const std::filesystem::path& file, const std::string& line,
    const std::map<std::string, std::filesystem::path>& headers) {
  const std::string directive = "#include \"";
  if (!line.starts_with(directive)) return std::nullopt;
  const std::string named =
      line.substr(directive.size(), line.find('"', directive.size()) - directive.size());
  if (std::filesystem::exists(kRoot / file.parent_path() / named)) {
    return std::filesystem::relative(kRoot / file.parent_path() / named, kRoot).lexically_normal();
  }
  const auto found = headers.find(named);
  return found == headers.end() ? std::nullopt : std::optional(found->second);
}

// Each "file:line: #include ..." of the layered code that reaches a higher layer.
std::vector<std::string> includes_upward() {
  const std::map<std::string, std::filesystem::path> headers = public_headers();
  std::vector<std::string> found;
  for (auto item = std::filesystem::recursive_directory_iterator(kRoot);
       item != std::filesystem::recursive_directory_iterator(); ++item) {
    const std::filesystem::path file = std::filesystem::relative(item->path(), kRoot);
    const std::string extension = file.extension().string();
    if (item->is_directory() && !layer_of(file)) {
      item.disable_recursion_pending();
      continue;
    }
    if (extension != ".cpp" && extension != ".hpp") continue;
    const std::vector<std::string> lines = lines_of(read_file(item->path()));
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::optional<std::filesystem::path> header = included_header(file, lines[i], headers);
      if (header && !may_include(file, *header)) {
        found.push_back(file.string() + ':' + std::to_string(i + 1) + ": " + lines[i]);
      }
    }
  }
  return found;
}

TEST(Layers, NoIncludeReachesAHigherLayerButAStagesMainWiringItsExtensions) {
  EXPECT_EQ(includes_upward(), std::vector<std::string>{});
}

TEST(Layers, TheRuleTellsTheLayersApart) {
  EXPECT_TRUE(
      may_include("registry/registry.cpp", "extensions/board_9x9/include/board_9x9/board_9x9.hpp"));
  EXPECT_TRUE(may_include("stage4_heuristics/main_with_extensions.cpp",
                          "extensions/explain/include/explain/explain.hpp"));
  EXPECT_FALSE(may_include("stage4_heuristics/src/solve.cpp",
                           "extensions/explain/include/explain/explain.hpp"));
  EXPECT_FALSE(may_include("stage1_naive/include/stage1/program.hpp", "registry/registry.hpp"));
  EXPECT_FALSE(may_include("extensions/explain/src/hint.cpp", "registry/registry.hpp"));
  EXPECT_FALSE(
      may_include("common/grid/src/grid.cpp", "stage3_mrv_tables/include/stage3/stage3.hpp"));
  EXPECT_TRUE(may_include("play/src/api.cpp", "registry/registry.hpp"));
  // The headers are found where the build finds them.
  const std::map<std::string, std::filesystem::path> headers = public_headers();
  EXPECT_EQ(headers.at("sudoku/stage_variant.hpp"),
            std::filesystem::path("common/runner/include/sudoku/stage_variant.hpp"));
  EXPECT_EQ(
      included_header("stage4_heuristics/src/pointing.cpp", "#include \"strike.hpp\"", headers),
      std::filesystem::path("stage4_heuristics/src/strike.hpp"));
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
