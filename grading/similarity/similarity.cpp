// Hand-ins compared two by two: the share of their own fingerprints they hold in common.

#include "similarity.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

namespace sudoku::grading {

namespace {

using Hashes = std::set<std::uint64_t>;

// The hashes of a file's fingerprints.
Hashes hashes_of(const SourceFile& file) {
  Hashes hashes;
  for (const Fingerprint& print : file.prints) hashes.insert(print.hash);
  return hashes;
}

// The hashes of a hand-in's fingerprints that the base does not hold.
Hashes own_hashes(const HandIn& hand_in, const Hashes& base) {
  Hashes own;
  for (const SourceFile& file : hand_in.files) {
    for (const Fingerprint& print : file.prints) {
      if (!base.contains(print.hash)) own.insert(print.hash);
    }
  }
  return own;
}

// The first and last lines of the fingerprints of `file` whose hash is in `wanted`.
std::pair<int, int> lines_of(const SourceFile& file, const Hashes& wanted) {
  std::pair<int, int> lines{0, 0};
  for (const Fingerprint& print : file.prints) {
    if (!wanted.contains(print.hash)) continue;
    if (lines.first == 0) lines.first = print.line;
    lines.second = std::max(lines.second, print.line);
  }
  return lines;
}

// The file of `other` sharing most of `common` with `file`, and what they share.
FileMatch best_match(const SourceFile& file, const HandIn& other, const Hashes& common) {
  FileMatch best{.first = file.name};
  const Hashes mine = hashes_of(file);
  for (const SourceFile& theirs : other.files) {
    Hashes shared;
    for (const Fingerprint& print : theirs.prints) {
      if (common.contains(print.hash) && mine.contains(print.hash)) shared.insert(print.hash);
    }
    if (shared.size() <= best.shared) continue;
    best = {.first = file.name,
            .first_lines = lines_of(file, shared),
            .second = theirs.name,
            .second_lines = lines_of(theirs, shared),
            .shared = shared.size()};
  }
  return best;
}

// What `a` and `b` share, given each one's own hashes.
Match compare(const HandIn& a, const Hashes& own_a, const HandIn& b, const Hashes& own_b) {
  Hashes common;
  std::ranges::set_intersection(own_a, own_b, std::inserter(common, common.end()));
  Match match{.first = a.name, .second = b.name, .shared = common.size()};
  const std::size_t smaller = std::min(own_a.size(), own_b.size());
  if (smaller == 0 || common.empty()) return match;
  match.percent = static_cast<int>(100 * common.size() / smaller);
  for (const SourceFile& file : a.files) {
    if (FileMatch found = best_match(file, b, common); found.shared > 0) {
      match.files.push_back(std::move(found));
    }
  }
  std::ranges::stable_sort(match.files, std::greater{}, &FileMatch::shared);
  return match;
}

// The text of a file; throws std::runtime_error when it cannot be read.
std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  if (!in || !(text << in.rdbuf())) {
    throw std::runtime_error(path.string() + ": cannot read it");
  }
  return text.str();
}

}  // namespace

HandIn hand_in_of(const std::string& name,
                  std::span<const std::pair<std::string, std::string>> files,
                  const Winnowing& winnowing) {
  HandIn hand_in{.name = name};
  for (const auto& [file, text] : files) {
    hand_in.files.push_back(
        {.name = file, .prints = fingerprints(normalised_tokens(text), winnowing)});
  }
  return hand_in;
}

HandIn read_hand_in(const std::string& name, const std::filesystem::path& folder,
                    std::span<const std::string> only, const Winnowing& winnowing) {
  std::vector<std::pair<std::string, std::string>> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    const std::string file = entry.path().filename().string();
    const std::string extension = entry.path().extension().string();
    const bool wanted = only.empty() ? extension == ".cpp" || extension == ".hpp" ||
                                           extension == ".h" || extension == ".cc"
                                     : std::ranges::find(only, file) != only.end();
    if (wanted && entry.is_regular_file()) files.emplace_back(file, read_text(entry.path()));
  }
  if (error) throw std::runtime_error(folder.string() + ": cannot read it: " + error.message());
  std::ranges::sort(files);
  return hand_in_of(name, files, winnowing);
}

std::vector<Match> similar_pairs(std::span<const HandIn> hand_ins, const HandIn& base,
                                 int percent) {
  Hashes base_hashes;
  for (const SourceFile& file : base.files) base_hashes.merge(hashes_of(file));
  std::vector<Hashes> own;
  for (const HandIn& hand_in : hand_ins) own.push_back(own_hashes(hand_in, base_hashes));
  std::vector<Match> found;
  for (std::size_t i = 0; i < hand_ins.size(); ++i) {
    for (std::size_t j = i + 1; j < hand_ins.size(); ++j) {
      Match match = compare(hand_ins[i], own[i], hand_ins[j], own[j]);
      if (match.shared > 0 && match.percent >= percent) found.push_back(std::move(match));
    }
  }
  std::ranges::stable_sort(found, std::greater{}, &Match::percent);
  return found;
}

}  // namespace sudoku::grading
