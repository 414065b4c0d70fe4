// The starter kits as a contract (starter/contract.txt): every file of a kit and every header its
// files include is named there, and every name there is still found, so that a hand-in written
// against an older kit still builds. A header that moved keeps its old name in starter/renamed/,
// forwarding to the new one.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "source_root.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

const std::filesystem::path kRenamed = kRoot / "starter" / "renamed";

// One line of the contract: a kit (its stage folder), "file" or "header", and the name.
struct Term {
  std::string kit;
  std::string kind;
  std::string name;
  auto operator<=>(const Term&) const = default;
};

// The terms of starter/contract.txt, comments and blank lines left out.
std::set<Term> contract() {
  std::set<Term> terms;
  for (const std::string& line : lines_of(read_file(kRoot / "starter" / "contract.txt"))) {
    if (line.empty() || line.starts_with('#')) continue;
    std::istringstream words(line);
    Term term;
    words >> term.kit >> term.kind >> term.name;
    terms.insert(term);
  }
  return terms;
}

// The kits: the stage folders of starter/ ("stage1_naive", ...).
std::vector<std::string> kits() {
  std::vector<std::string> found;
  for (const auto& item : std::filesystem::directory_iterator(kRoot / "starter")) {
    const std::string name = item.path().filename().string();
    if (item.is_directory() && name.starts_with("stage")) found.push_back(name);
  }
  std::ranges::sort(found);
  return found;
}

// The files of a kit's src/ folder, by name.
std::vector<std::string> files_of(const std::string& kit) {
  std::vector<std::string> names;
  for (const auto& item : std::filesystem::directory_iterator(kRoot / "starter" / kit / "src")) {
    names.push_back(item.path().filename().string());
  }
  return names;
}

// The header a quoted #include line names ("stage1/stage1.hpp"), or "" for any other line.
std::string included(const std::string& line) {
  const std::string directive = "#include \"";
  if (!line.starts_with(directive)) return "";
  return line.substr(directive.size(), line.find('"', directive.size()) - directive.size());
}

// Every header the files of a kit include with quotes.
std::set<std::string> headers_included_by(const std::string& kit) {
  std::set<std::string> headers;
  for (const std::string& file : files_of(kit)) {
    for (const std::string& line : lines_of(read_file(kRoot / "starter" / kit / "src" / file))) {
      if (const std::string header = included(line); !header.empty()) headers.insert(header);
    }
  }
  return headers;
}

// The folders a student's build of `kit` finds headers in, as cmake/SudokuStage.cmake sets them
// (and common's, and stage 4's for stage 5), with or without starter/renamed/.
std::vector<std::filesystem::path> header_folders(const std::string& kit, bool renamed) {
  std::vector<std::filesystem::path> folders{kRoot / "starter" / kit / "src", kRoot / kit / "src",
                                             kRoot / kit / "include"};
  for (const auto& item : std::filesystem::directory_iterator(kRoot / "common")) {
    if (std::filesystem::is_directory(item.path() / "include")) {
      folders.push_back(item.path() / "include");
    }
  }
  if (kit.starts_with("stage5")) folders.push_back(kRoot / "stage4_heuristics" / "include");
  if (renamed) folders.push_back(kRenamed);
  return folders;
}

// True when a student's build of `kit` finds `header`.
bool found_by(const std::string& kit, const std::string& header, bool renamed = true) {
  return std::ranges::any_of(header_folders(kit, renamed),
                             [&](const std::filesystem::path& folder) {
                               return std::filesystem::is_regular_file(folder / header);
                             });
}

TEST(KitContract, NamesEveryKit) {
  // The checks below would pass on an empty contract or on no kit.
  const std::set<Term> terms = contract();
  ASSERT_GE(kits().size(), 4U);
  for (const std::string& kit : kits()) {
    EXPECT_TRUE(std::ranges::any_of(terms, [&](const Term& term) { return term.kit == kit; }))
        << kit << " has no line in starter/contract.txt";
  }
}

TEST(KitContract, HoldsEveryFileOfEachKit) {
  const std::set<Term> terms = contract();
  for (const std::string& kit : kits()) {
    for (const std::string& file : files_of(kit)) {
      EXPECT_TRUE(terms.contains({kit, "file", file}))
          << "starter/" << kit << "/src/" << file << " is not in starter/contract.txt";
    }
  }
}

TEST(KitContract, HoldsEveryHeaderTheKitsInclude) {
  const std::set<Term> terms = contract();
  for (const std::string& kit : kits()) {
    for (const std::string& header : headers_included_by(kit)) {
      EXPECT_TRUE(terms.contains({kit, "header", header}) || terms.contains({kit, "file", header}))
          << kit << " includes " << header << ", which is not in starter/contract.txt";
    }
  }
}

TEST(KitContract, EveryNameItHoldsIsStillThere) {
  for (const Term& term : contract()) {
    if (term.kind == "file") {
      EXPECT_TRUE(
          std::filesystem::is_regular_file(kRoot / "starter" / term.kit / "src" / term.name))
          << "starter/" << term.kit << "/src/" << term.name << " has left its kit";
    } else {
      EXPECT_EQ(term.kind, "header") << term.kit << ' ' << term.name;
      EXPECT_TRUE(found_by(term.kit, term.name))
          << term.kit << "'s " << term.name
          << " is found nowhere: keep a header of that name in starter/renamed/";
    }
  }
}

TEST(KitContract, EachRenamedHeaderForwardsToAHeaderOfTheStage) {
  const std::set<Term> terms = contract();
  std::size_t renamed = 0;
  for (const auto& item : std::filesystem::recursive_directory_iterator(kRenamed)) {
    if (!item.is_regular_file()) continue;
    ++renamed;
    const std::string name = std::filesystem::relative(item.path(), kRenamed).generic_string();
    const auto term = std::ranges::find_if(
        terms, [&](const Term& each) { return each.kind == "header" && each.name == name; });
    ASSERT_NE(term, terms.end()) << "starter/renamed/" << name << " is in no kit's contract";
    std::vector<std::string> targets;
    for (const std::string& line : lines_of(read_file(item.path()))) {
      if (const std::string header = included(line); !header.empty()) targets.push_back(header);
    }
    ASSERT_EQ(targets.size(), 1U) << "starter/renamed/" << name << " includes one header";
    EXPECT_TRUE(found_by(term->kit, targets.front(), false))
        << "starter/renamed/" << name << " forwards to " << targets.front() << ", found nowhere";
  }
  EXPECT_GE(renamed, 1U);
}

TEST(KitContract, AHeaderThatLeftIsSeen) {
  // What the checks above rely on: a name no folder holds is not found, and an old name is found
  // only through starter/renamed/.
  EXPECT_FALSE(found_by("stage1_naive", "stage1/no_such_header.hpp"));
  EXPECT_TRUE(found_by("stage1_naive", "stage1/naive.hpp"));
  EXPECT_FALSE(found_by("stage1_naive", "stage1/naive.hpp", false));
  EXPECT_EQ(included("#include \"stage1/stage1.hpp\"  // the stage"), "stage1/stage1.hpp");
  EXPECT_EQ(included("#include <vector>"), "");
}

}  // namespace
}  // namespace sudoku::testing
