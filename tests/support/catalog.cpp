#include "catalog.hpp"

#include "text_files.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace sudoku::testing {

namespace {

// "0", "1", "288" or "many", as the catalog writes an expected count.
std::optional<Expectation> parse_expectation(std::string_view text) {
  if (text == "many") return Expectation{2, true};
  std::uint64_t count = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), count);
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return Expectation{count, false};
}

// The text without blanks (and carriage returns) at either end.
std::string trim(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return "";
  const auto last = text.find_last_not_of(" \t\r");
  return std::string(text.substr(first, last - first + 1));
}

// The text after "# key:" when the line is such a comment.
std::optional<std::string> comment_value(std::string_view line, std::string_view key) {
  const std::string prefix = "# " + std::string(key) + ":";
  if (!line.starts_with(prefix)) return std::nullopt;
  return trim(line.substr(prefix.size()));
}

// The comment that gives a variant's figures to a puzzle's first solution.
constexpr std::string_view kFirstSolution = "# first solution, ";

// Reads "# first solution, VARIANT: N nodes, G guesses, B backtracks" into `counts`; records a
// problem when the line says otherwise.
void read_counts(std::string_view line, const Location& where,
                 std::map<std::string, SearchCounts, std::less<>>& counts,
                 std::vector<std::string>& problems) {
  const std::string_view rest = line.substr(kFirstSolution.size());
  const std::size_t colon = rest.find(':');
  SearchCounts read;
  std::string nodes, guesses, backtracks;
  std::istringstream words(
      std::string(rest.substr(colon == std::string_view::npos ? 0 : colon + 1)));
  words >> read.nodes >> nodes >> read.guesses >> guesses >> read.backtracks >> backtracks;
  if (colon == std::string_view::npos || !words || nodes != "nodes," || guesses != "guesses," ||
      (backtracks != "backtracks" && backtracks != "backtrack")) {
    problems.push_back(to_string(where) +
                       ": expected '# first solution, VARIANT: N nodes, G guesses, B backtracks'");
    return;
  }
  counts[trim(rest.substr(0, colon))] = read;
}

// Reads a one-line puzzle field; records a problem when it is not one.
std::optional<Grid> read_field(const std::string& text, const Location& where,
                               std::vector<std::string>& problems) {
  const std::vector<Entry> entries = read_entries(text, to_string(where), Format::Line);
  if (entries.size() == 1 && !entries.front().error) return entries.front().puzzle;
  problems.push_back(to_string(where) + ": not a one-line puzzle: " + text.substr(0, 40));
  return std::nullopt;
}

// Adds the entries of one catalog file (one "puzzle:expect[:solution]" per line).
void load_lines(const std::filesystem::path& path, Catalog& catalog) {
  std::ifstream in(path);
  const std::string group = path.stem().string();
  std::string line, source;
  std::map<std::string, SearchCounts, std::less<>> counts;  // for the next entry
  int number = 0, index = 0;
  while (std::getline(in, line)) {
    ++number;
    const Location where{path.filename().string(), number, 0};
    if (auto value = comment_value(line, "source")) source = *value;
    if (line.starts_with(kFirstSolution)) read_counts(line, where, counts, catalog.problems);
    if (trim(line).empty() || line.starts_with('#')) continue;
    std::vector<std::string> fields;
    std::istringstream split(line);
    for (std::string field; std::getline(split, field, ':');) fields.push_back(trim(field));
    const auto expected = fields.size() >= 2 ? parse_expectation(fields[1]) : std::nullopt;
    if (!expected || fields.size() > 3) {
      catalog.problems.push_back(to_string(where) + ": expected puzzle:count[:solution]");
      continue;
    }
    CatalogEntry entry{group + "_" + std::to_string(++index),
                       group,
                       where,
                       Grid(1),
                       *expected,
                       std::nullopt,
                       source,
                       std::move(counts)};
    counts.clear();
    auto puzzle = read_field(fields[0], where, catalog.problems);
    if (!puzzle) continue;
    entry.puzzle = *puzzle;
    if (fields.size() == 3) {
      entry.solution = read_field(fields[2], where, catalog.problems);
      if (!entry.solution) continue;
    }
    catalog.entries.push_back(std::move(entry));
  }
}

// Adds the one puzzle of a file written in any format, expectations in comments.
void load_formatted(const std::filesystem::path& path, Catalog& catalog) {
  const std::string name = path.filename().string();
  const std::string text = read_file(path);
  const std::vector<Entry> entries = read_entries(text, name);
  if (entries.size() != 1 || entries.front().error) {
    catalog.problems.push_back(name + ": expected exactly one valid puzzle");
    return;
  }
  CatalogEntry entry{"formats_" + path.stem().string(),
                     "formats",
                     entries.front().where,
                     entries.front().puzzle,
                     {},
                     std::nullopt,
                     name,
                     {}};
  std::optional<Expectation> expected;
  for (std::string line : lines_of(text)) {
    line = trim(line);
    if (auto value = comment_value(line, "expect")) expected = parse_expectation(*value);
    if (auto value = comment_value(line, "solution")) {
      entry.solution = read_field(*value, {name, 0, 0}, catalog.problems);
    }
  }
  if (!expected) {
    catalog.problems.push_back(name + ": no '# expect:' comment");
    return;
  }
  entry.expected = *expected;
  std::ranges::replace_if(
      entry.name, [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
  catalog.entries.push_back(std::move(entry));
}

// The files of a folder with one of the extensions, sorted so that test order is stable.
std::vector<std::filesystem::path> files_in(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> files;
  if (!std::filesystem::is_directory(dir)) return files;
  for (const auto& item : std::filesystem::directory_iterator(dir)) {
    if (item.is_regular_file() && item.path().extension() != ".md") files.push_back(item.path());
  }
  std::ranges::sort(files);
  return files;
}

}  // namespace

Catalog load_catalog(const std::filesystem::path& grids) {
  Catalog catalog;
  for (const auto& path : files_in(grids)) {
    if (path.extension() == ".txt") load_lines(path, catalog);
  }
  for (const auto& path : files_in(grids / "formats")) load_formatted(path, catalog);
  if (catalog.entries.empty()) catalog.problems.push_back(grids.string() + ": no puzzle found");
  return catalog;
}

std::filesystem::path grids_dir() {
  return SUDOKU_GRIDS_DIR;
}

std::string to_string(const Expectation& expected) {
  if (expected.at_least) return "at least " + std::to_string(expected.count);
  return std::to_string(expected.count);
}

std::string to_string(const SearchCounts& counts) {
  return std::to_string(counts.nodes) + " nodes, " + std::to_string(counts.guesses) + " guesses, " +
         std::to_string(counts.backtracks) + " backtracks";
}

std::vector<CatalogEntry> load_group(const std::string& name) {
  std::vector<CatalogEntry> entries;
  for (CatalogEntry& entry : load_catalog(grids_dir()).entries) {
    if (entry.group == name) entries.push_back(std::move(entry));
  }
  if (entries.empty())
    throw std::runtime_error("the catalog has no puzzle in group '" + name + "'");
  return entries;
}

Grid shifted_solution(int box) {
  Grid grid(box);
  const int side = grid.side();
  for (int row = 0; row < side; ++row) {
    for (int col = 0; col < side; ++col) {
      grid.set(row, col, ((row % box) * box + row / box + col) % side + 1);
    }
  }
  return grid;
}

}  // namespace sudoku::testing
