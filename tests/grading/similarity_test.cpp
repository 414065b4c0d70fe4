// The similarity check of grading/similarity: the tokens a copy keeps, the fingerprints winnowing
// takes, and the pairs it lists, on sources written here and on the workbook's own stage 1.

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <functional>
#include <iterator>
#include <random>
#include <sstream>

#include "process.hpp"
#include "similarity.hpp"
#include "text_files.hpp"
#include "tokens.hpp"
#include "winnowing.hpp"

namespace sudoku::testing {
namespace {

using grading::Fingerprint;
using grading::HandIn;
using grading::Match;
using grading::Token;

const std::filesystem::path kRoot = SUDOKU_SOURCE_DIR;

// The texts of the tokens, joined by blanks.
std::string texts(const std::vector<Token>& tokens) {
  std::string joined;
  for (const Token& token : tokens) joined += (joined.empty() ? "" : " ") + token.text;
  return joined;
}

// The hashes of fingerprints, in order.
std::vector<std::uint64_t> hashes(const std::vector<Fingerprint>& prints) {
  std::vector<std::uint64_t> found;
  for (const Fingerprint& print : prints) found.push_back(print.hash);
  return found;
}

// `text` with every `word` that stands as a whole word (not inside a longer name) made `by`.
std::string replace_word(std::string text, const std::string& word, const std::string& by) {
  const auto part_of_name = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  };
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at)) {
    const bool whole = (at == 0 || !part_of_name(text[at - 1])) &&
                       (at + word.size() == text.size() || !part_of_name(text[at + word.size()]));
    if (whole) text.replace(at, word.size(), by);
    at += whole ? by.size() : word.size();
  }
  return text;
}

// `text` with each line that is only a comment made "// mine", and each '{' that ends a line put
// on a line of its own.
std::string recommented_and_relaid(const std::string& text) {
  std::string out;
  for (const std::string& line : lines_of(text)) {
    const std::size_t first = line.find_first_not_of(' ');
    if (first != std::string::npos && line.compare(first, 2, "//") == 0) {
      out += "// mine\n";
    } else if (line.ends_with(" {")) {
      out += line.substr(0, line.size() - 2) + "\n{\n";
    } else {
      out += line + "\n";
    }
  }
  return out;
}

// The text of a file of the workbook.
std::string text_of(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(Tokens, CommentsLayoutAndPreprocessorLinesLeaveNoToken) {
  const std::string source =
      "#include <vector>  // the list\n"
      "#define TWICE(x) \\\n  ((x) + (x))\n"
      "/* a comment\n   on two lines */ return   x;// after\n";
  const std::vector<Token> tokens = grading::normalised_tokens(source);
  EXPECT_EQ(texts(tokens), "return id ;");
  ASSERT_EQ(tokens.size(), 3U);
  EXPECT_EQ(tokens[0].line, 5);
}

TEST(Tokens, EachNameAndEachLiteralIsOneWordForAll) {
  EXPECT_EQ(texts(grading::normalised_tokens(
                "const int count = 0x1F'FF + 2.5e-3; auto s = u8\"a\\\"b\" + R\"x(q\")x\" + 'c';")),
            "const int id = 0 + 0 ; auto id = \"\" + \"\" + 0 ;");
  EXPECT_EQ(texts(grading::normalised_tokens("a->b <<= c <=> d::e ... f")),
            "id -> id <<= id <=> id :: id ... id");
}

TEST(Winnowing, ACopyRenamedReformattedAndRecommentedHasTheSameFingerprints) {
  const std::string original = text_of(kRoot / "stage1_naive/src/recursive.cpp");
  const std::string copy = recommented_and_relaid(
      replace_word(replace_word(original, "grid_", "board"), "fill_from", "place"));
  ASSERT_NE(copy, original);
  const grading::Winnowing winnowing;
  EXPECT_EQ(hashes(grading::fingerprints(grading::normalised_tokens(copy), winnowing)),
            hashes(grading::fingerprints(grading::normalised_tokens(original), winnowing)));
}

TEST(Winnowing, ARunOfKPlusWindowMinusOneTokensInCommonGivesAFingerprintInCommon) {
  const grading::Winnowing winnowing{.k = 5, .window = 4};
  std::mt19937 random(7);
  const auto tokens_of = [&](std::size_t count) {
    std::vector<Token> tokens;
    for (std::size_t i = 0; i < count; ++i) tokens.push_back({std::to_string(random() % 50), 1});
    return tokens;
  };
  for (int trial = 0; trial < 200; ++trial) {
    const std::vector<Token> run = tokens_of(winnowing.k + winnowing.window - 1);
    std::vector<Token> first = tokens_of(random() % 30);
    std::vector<Token> second = tokens_of(random() % 30);
    first.insert(first.end(), run.begin(), run.end());
    second.insert(second.begin() + static_cast<std::ptrdiff_t>(random() % (second.size() + 1)),
                  run.begin(), run.end());
    std::vector<std::uint64_t> a = hashes(grading::fingerprints(first, winnowing));
    std::vector<std::uint64_t> b = hashes(grading::fingerprints(second, winnowing));
    std::ranges::sort(a);
    std::ranges::sort(b);
    std::vector<std::uint64_t> common;
    std::ranges::set_intersection(a, b, std::back_inserter(common));
    EXPECT_FALSE(common.empty()) << "trial " << trial;
  }
}

TEST(Winnowing, AFileShorterThanKTokensHasNoFingerprint) {
  EXPECT_TRUE(grading::fingerprints(grading::normalised_tokens("int x;"), {}).empty());
}

// Stage 1 of the workbook as a hand-in, its files' texts changed by `edit`.
HandIn stage1(const std::string& name, const std::function<std::string(std::string)>& edit) {
  std::vector<std::pair<std::string, std::string>> files;
  for (const char* file : {"rules.hpp", "recursive.cpp", "iterative.cpp"}) {
    files.emplace_back(file, edit(text_of(kRoot / "stage1_naive/src" / file)));
  }
  return grading::hand_in_of(name, files, {});
}

TEST(Similarity, ACopyWithNamesChangedIsListedAndTheKitItBeganFromIsNotCounted) {
  if (text_of(kRoot / "stage1_naive/src/recursive.cpp").find("is not written yet") !=
      std::string::npos) {
    GTEST_SKIP() << "stage 1: its files are not written yet";
  }
  const HandIn reference = stage1("reference", [](std::string text) { return text; });
  const HandIn renamed = stage1("renamed", [](std::string text) {
    return replace_word(replace_word(text, "grid", "g"), "value", "digit");
  });
  // Another task altogether, stage 3's tables, in the same three files.
  std::vector<std::pair<std::string, std::string>> files;
  for (const char* file : {"tables.cpp", "most_constrained.cpp"}) {
    files.emplace_back(file, text_of(kRoot / "stage3_mrv_tables/src" / file));
  }
  const HandIn other = grading::hand_in_of("other", files, {});
  std::vector<std::pair<std::string, std::string>> kit_files;
  for (const char* file : {"rules.hpp", "recursive.cpp", "iterative.cpp"}) {
    kit_files.emplace_back(file, text_of(kRoot / "starter/stage1_naive/src" / file));
  }
  const HandIn kit = grading::hand_in_of("kit", kit_files, {});
  const std::vector<HandIn> hand_ins{reference, renamed, other};
  const std::vector<Match> pairs = grading::similar_pairs(hand_ins, kit, 50);
  ASSERT_EQ(pairs.size(), 1U);
  EXPECT_EQ(pairs[0].first, "reference");
  EXPECT_EQ(pairs[0].second, "renamed");
  EXPECT_EQ(pairs[0].percent, 100);
  ASSERT_EQ(pairs[0].files.size(), 3U);
  for (const grading::FileMatch& file : pairs[0].files) EXPECT_EQ(file.first, file.second);
  // The kit alone, handed in twice, shares nothing once the kit is left out.
  const std::vector<HandIn> kits{kit, grading::hand_in_of("kit2", kit_files, {})};
  EXPECT_TRUE(grading::similar_pairs(kits, kit, 0).empty());
  EXPECT_EQ(grading::similar_pairs(kits, HandIn{}, 50).size(), 1U);
}

// The worked example of docs/grading.md (grading/make_example.sh): dave's copy of alice's stage 1,
// names changed, and erin's copy of the workbook's are listed, and no pair of hand-ins written
// apart is, at the grader's threshold, of stage 1 or of stage 5.
TEST(Similarity, TheWorkedExamplesTwoCopiesAreListedAndNoPairWrittenApart) {
  if (!std::filesystem::exists(kRoot / "grading/example")) GTEST_SKIP() << "a handout";
  const std::filesystem::path made = scratch_path("similarity_example");
  const ProcessResult result =
      run_process(kRoot / "grading/make_example.sh", {made.string()}, kRoot);
  ASSERT_EQ(result.status, 0) << result.err;
  const std::vector<std::string> kit{"rules.hpp", "recursive.cpp", "iterative.cpp"};
  std::vector<HandIn> hand_ins{
      grading::read_hand_in("reference", kRoot / "stage1_naive/src", kit, {})};
  for (const char* student : {"alice", "bob", "carol", "dave", "erin"}) {
    hand_ins.push_back(grading::read_hand_in(student, made / student / "stage1", kit, {}));
  }
  const HandIn base = grading::read_hand_in("kit", kRoot / "starter/stage1_naive/src", kit, {});
  std::vector<std::string> listed;
  for (const Match& match : grading::similar_pairs(hand_ins, base, 50)) {
    listed.push_back(match.first + "~" + match.second + " " + std::to_string(match.percent));
  }
  EXPECT_EQ(listed, (std::vector<std::string>{"reference~erin 100", "alice~dave 100"}));
  // Written apart, the closest pair shares far less than the threshold.
  EXPECT_LT(grading::similar_pairs(std::span(hand_ins).first(4), base, 0).front().percent, 35);
  // Stage 5, alice's and bob's written apart from each other and from the workbook's.
  const std::vector<std::string> kit5{"fill.cpp", "dig.cpp", "minimal.cpp"};
  const std::vector<HandIn> stage5{
      grading::read_hand_in("reference", kRoot / "stage5_generator/src", kit5, {}),
      grading::read_hand_in("alice", made / "alice/stage5", kit5, {}),
      grading::read_hand_in("bob", made / "bob/stage5", kit5, {})};
  const HandIn base5 =
      grading::read_hand_in("kit", kRoot / "starter/stage5_generator/src", kit5, {});
  const std::vector<Match> compared = grading::similar_pairs(stage5, base5, 0);
  ASSERT_EQ(compared.size(), 3U) << "each pair shares something, if only a line of the kit";
  EXPECT_LT(compared.front().percent, 35);
}

}  // namespace
}  // namespace sudoku::testing
