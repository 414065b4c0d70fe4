// Every command the README and the chapters show with its output is run, and its output compared
// with the text shown: a doc example that drifts fails here, naming its file and line.
//
// An example is a fenced block's line starting with "$ ", the command (a line ending in '|' or
// '\' goes on on the next one), and the lines under it up to the next "$ " or the block's end,
// what it prints on standard output and standard error together. In the text shown:
//   - a line "..." stands for any number of lines, and "..." inside a line for any text;
//   - a line starting with two spaces goes on the line above (a long line folded for the page);
//   - timings ("0.000088 s", "12 ms") and rates ("4,000 puzzles/s") match any timing or rate.
// The command runs from the project's root with this build's programs first on the PATH, and
// build/release/bin/ read as this build's folder of programs. A command shown without output is
// not run. Each complete grid printed as a line goes through the checker.
//
// And every C++ excerpt is the code it says it is: a ```cpp block whose first line is a comment
// naming a file of the project (`// stage1_naive/src/recursive.cpp`) must be found in that file,
// line after line, each compared without its indentation, a line `// ...` standing for any number
// of lines left out. A block without such a line is an illustration, and is not compared. So is
// every excerpt of another output: a fenced block right under a line `<!-- excerpt of PATH -->`
// must be found in that file the same way, a line `...` standing for lines left out (the README's
// excerpt of the main job is one of docs/results.md, the run it comes from).

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iterator>
#include <string>
#include <vector>

#include "process.hpp"
#include "source_root.hpp"
#include "sudoku/checker.hpp"
#include "sudoku/reader.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

// One command of the docs and the output shown under it.
struct Example {
  std::string file;                     // relative to the root: "docs/stage4.md"
  int line = 0;                         // of the command, from 1
  std::string command;                  // as the shell runs it
  std::vector<std::string> shown = {};  // the output lines, folded lines joined
};

// How gtest names an example: by its file and line.
void PrintTo(const Example& example, std::ostream* out) {
  *out << example.file << ':' << example.line;
}

// `text` without the spaces at its end.
std::string without_trailing_spaces(std::string text) {
  text.erase(text.find_last_not_of(' ') + 1);
  return text;
}

// The examples of one file.
std::vector<Example> examples_in(const std::string& file) {
  const std::vector<std::string> lines = lines_of(read_file(kRoot / file));
  std::vector<Example> examples;
  bool in_block = false, in_example = false;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string line = without_trailing_spaces(lines[i]);
    if (line.starts_with("```")) {
      in_block = !in_block;
      in_example = false;
      continue;
    }
    if (!in_block) continue;
    if (line.starts_with("$ ")) {
      Example example{.file = file, .line = static_cast<int>(i) + 1, .command = line.substr(2)};
      while ((example.command.ends_with('|') || example.command.ends_with('\\')) &&
             i + 1 < lines.size()) {
        if (example.command.ends_with('\\')) example.command.pop_back();
        const std::string next = lines[++i];
        example.command += ' ' + next.substr(std::min(next.find_first_not_of(' '), next.size()));
      }
      examples.push_back(std::move(example));
      in_example = true;
    } else if (in_example && line.starts_with("  ") && !examples.back().shown.empty()) {
      examples.back().shown.back() += ' ' + line.substr(line.find_first_not_of(' '));
    } else if (in_example) {
      examples.back().shown.push_back(line);
    }
  }
  std::erase_if(examples, [](const Example& example) { return example.shown.empty(); });
  return examples;
}

// The README, the catalog's README and the chapters, in that order.
std::vector<std::string> doc_files() {
  std::vector<std::string> files;
  for (const auto& item : std::filesystem::directory_iterator(kRoot / "docs")) {
    if (item.path().extension() == ".md")
      files.push_back("docs/" + item.path().filename().string());
  }
  std::ranges::sort(files);
  files.insert(files.begin(), {"README.md", "grids/README.md"});
  return files;
}

// Every example of the README and the chapters, in the order of the files and their lines.
std::vector<Example> all_examples() {
  std::vector<Example> examples;
  for (const std::string& file : doc_files()) {
    for (Example& example : examples_in(file)) examples.push_back(std::move(example));
  }
  return examples;
}

// One C++ excerpt of the docs and the file it comes from.
struct Excerpt {
  std::string file;                     // the doc, relative to the root
  int line = 0;                         // of the excerpt's first line, from 1
  std::string source;                   // the file it names, relative to the root
  std::string gap;                      // the line that stands for lines left out
  std::vector<std::string> lines = {};  // the lines it shows, without their indentation
};

// How gtest names an excerpt: by its file and line.
void PrintTo(const Excerpt& excerpt, std::ostream* out) {
  *out << excerpt.file << ':' << excerpt.line;
}

// The excerpts of every doc: ```cpp blocks whose first line names a file of the project, and
// blocks under a line "<!-- excerpt of PATH -->".
std::vector<Excerpt> all_excerpts() {
  const std::string marker = "<!-- excerpt of ";
  std::vector<Excerpt> excerpts;
  for (const std::string& file : doc_files()) {
    const std::vector<std::string> lines = lines_of(read_file(kRoot / file));
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
      std::string source, gap = "// ...";
      std::size_t first = i + 2;  // the excerpt's first line
      if (lines[i] == "```cpp" && lines[i + 1].starts_with("// ")) {
        source = trimmed(lines[i + 1].substr(3));
      } else if (lines[i].starts_with(marker) && lines[i].ends_with(" -->") &&
                 lines[i + 1].starts_with("```")) {
        source = trimmed(lines[i].substr(marker.size(), lines[i].size() - marker.size() - 4));
        gap = "...";
      }
      if (source.empty() || !std::filesystem::is_regular_file(kRoot / source)) continue;
      Excerpt excerpt{.file = file, .line = static_cast<int>(first), .source = source, .gap = gap};
      for (std::size_t j = first; j < lines.size() && !lines[j].starts_with("```"); ++j) {
        excerpt.lines.push_back(trimmed(lines[j]));
      }
      excerpts.push_back(std::move(excerpt));
    }
  }
  return excerpts;
}

// True when `c` is a digit, as a byte of text.
bool is_digit(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

// `line` with each timing ("0.000088 s", "12 ms", "3.84 µs") written TIME and each rate
// ("4,000.5 puzzles/s") written RATE.
std::string masked(const std::string& line) {
  static const std::vector<std::pair<std::string, std::string>> kUnits{
      {" puzzles/s", "RATE"}, {" s", "TIME"}, {" ms", "TIME"}, {" µs", "TIME"}, {" ns", "TIME"}};
  std::string out;
  for (std::size_t i = 0; i < line.size();) {
    const bool number_starts =
        is_digit(line[i]) && (i == 0 || !std::isalnum(static_cast<unsigned char>(line[i - 1])));
    std::size_t end = i;
    while (number_starts && end < line.size() &&
           (is_digit(line[end]) || ((line[end] == '.' || line[end] == ',') &&
                                    end + 1 < line.size() && is_digit(line[end + 1])))) {
      ++end;
    }
    bool replaced = false;
    for (const auto& [unit, word] : kUnits) {
      const std::size_t after = end + unit.size();
      if (end > i && line.compare(end, unit.size(), unit) == 0 &&
          (after == line.size() || !std::isalnum(static_cast<unsigned char>(line[after])))) {
        out += word;
        i = after;
        replaced = true;
        break;
      }
    }
    if (!replaced) out += line[i++];
  }
  return out;
}

// True when the printed line is what the shown line says: "..." in it stands for any text (both
// lines masked).
bool line_matches(const std::string& pattern, const std::string& text) {
  std::vector<std::string> pieces;
  for (std::size_t from = 0;;) {
    const std::size_t dots = pattern.find("...", from);
    pieces.push_back(pattern.substr(from, dots - from));
    if (dots == std::string::npos) break;
    from = dots + 3;
  }
  if (pieces.size() == 1) return text == pattern;
  if (!text.starts_with(pieces.front()) || !text.ends_with(pieces.back()) ||
      text.size() < pieces.front().size() + pieces.back().size()) {
    return false;
  }
  std::size_t at = pieces.front().size();
  const std::size_t last = text.size() - pieces.back().size();
  for (std::size_t k = 1; k + 1 < pieces.size(); ++k) {
    at = text.find(pieces[k], at);
    if (at == std::string::npos || at + pieces[k].size() > last) return false;
    at += pieces[k].size();
  }
  return true;
}

// True when the lines `shown`, from `s`, are the lines `actual` from `a` on: a shown line `gap`
// takes any number of lines, every other one the next line, when `same` says they agree. With
// `to_end`, `actual` must end there too.
bool lines_follow(const std::vector<std::string>& shown, std::size_t s,
                  const std::vector<std::string>& actual, std::size_t a, const std::string& gap,
                  bool (*same)(const std::string&, const std::string&), bool to_end) {
  if (s == shown.size()) return !to_end || a == actual.size();
  if (shown[s] == gap) {
    for (std::size_t skip = a; skip <= actual.size(); ++skip) {
      if (lines_follow(shown, s + 1, actual, skip, gap, same, to_end)) return true;
    }
    return false;
  }
  return a < actual.size() && same(shown[s], actual[a]) &&
         lines_follow(shown, s + 1, actual, a + 1, gap, same, to_end);
}

// True when two lines are the same text.
bool equal(const std::string& one, const std::string& other) {
  return one == other;
}

// An example's or excerpt's name as a test's, from its doc and line: "docs_stage4_md_268".
template <typename FromADoc>
std::string doc_place(const ::testing::TestParamInfo<FromADoc>& info) {
  std::string name = info.param.file + '_' + std::to_string(info.param.line);
  std::ranges::replace_if(
      name, [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
  return name;
}

class Docs : public ::testing::TestWithParam<Example> {};

TEST_P(Docs, ShowWhatTheCommandPrints) {
  const Example& example = GetParam();
  std::string command = example.command;
  const std::string bin = SUDOKU_BIN_DIR;
  for (std::size_t at; (at = command.find("build/release/bin/")) != std::string::npos;) {
    command.replace(at, 18, bin + '/');
  }
  const ProcessResult result = run_process(
      "/bin/sh", {"-c", "PATH='" + bin + "':\"$PATH\"; { " + command + "\n} 2>&1"}, kRoot);
  std::vector<std::string> printed = lines_of(result.out);
  for (std::string& line : printed) line = without_trailing_spaces(line);
  // Masked once, before the walk that may compare a printed line with many shown ones.
  std::vector<std::string> shown_masked, printed_masked;
  std::ranges::transform(example.shown, std::back_inserter(shown_masked), masked);
  std::ranges::transform(printed, std::back_inserter(printed_masked), masked);
  std::string shown_text;
  for (const std::string& line : example.shown) shown_text += line + '\n';
  EXPECT_TRUE(lines_follow(shown_masked, 0, printed_masked, 0, "...", line_matches, true))
      << example.file << ':' << example.line << ": $ " << example.command << "\nshown:\n"
      << shown_text << "printed:\n"
      << result.out;
  for (const std::string& line : printed) {
    const std::vector<Entry> read = read_entries(line, "output", Format::Line);
    if (read.size() != 1 || read[0].error || read[0].puzzle.cell_count() < 4) continue;
    const Grid& grid = read[0].puzzle;
    if (!grid.is_complete()) continue;
    EXPECT_FALSE(find_conflict(grid)) << example.file << ':' << example.line << ": " << line;
  }
}

INSTANTIATE_TEST_SUITE_P(Examples, Docs, ::testing::ValuesIn(all_examples()), doc_place<Example>);

class Code : public ::testing::TestWithParam<Excerpt> {};

TEST_P(Code, IsFoundInTheFileItNames) {
  const Excerpt& excerpt = GetParam();
  std::vector<std::string> code = lines_of(read_file(kRoot / excerpt.source));
  for (std::string& line : code) line = trimmed(line);
  bool found = false;
  for (std::size_t start = 0; start < code.size() && !found; ++start) {
    found = lines_follow(excerpt.lines, 0, code, start, excerpt.gap, equal, false);
  }
  std::string shown;
  for (const std::string& line : excerpt.lines) shown += line + '\n';
  EXPECT_TRUE(found) << excerpt.file << ':' << excerpt.line << ": not in " << excerpt.source
                     << " as shown (indentation aside):\n"
                     << shown;
}

INSTANTIATE_TEST_SUITE_P(Excerpts, Code, ::testing::ValuesIn(all_excerpts()), doc_place<Excerpt>);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Code);

// The docs hold examples, and the reader of them finds each one.
TEST(DocsExamples, AreFoundWithTheirOutput) {
  const std::vector<Example> examples = all_examples();
  EXPECT_GE(examples.size(), 15U);
  for (const Example& example : examples) {
    EXPECT_FALSE(example.command.empty()) << example.file << ':' << example.line;
  }
}

}  // namespace
}  // namespace sudoku::testing
