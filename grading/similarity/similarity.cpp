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

// A hand-in's fingerprints that the base does not hold: in all, and file by file.
struct OwnHashes {
  Hashes all;                 // every file's together
  std::vector<Hashes> files;  // each file's, in the order of HandIn::files
};

// The hashes of a file's fingerprints.
Hashes hashes_of(const SourceFile& file) {
  Hashes hashes;
  for (const Fingerprint& print : file.prints) hashes.insert(print.hash);
  return hashes;
}

// The hashes of a hand-in's fingerprints that the base does not hold.
OwnHashes own_hashes(const HandIn& hand_in, const Hashes& base) {
  OwnHashes own;
  for (const SourceFile& file : hand_in.files) {
    Hashes& mine = own.files.emplace_back();
    for (const Fingerprint& print : file.prints) {
      if (!base.contains(print.hash)) mine.insert(print.hash);
    }
    own.all.insert(mine.begin(), mine.end());
  }
  return own;
}

// The hashes both sets hold.
Hashes common_to(const Hashes& a, const Hashes& b) {
  Hashes common;
  std::ranges::set_intersection(a, b, std::inserter(common, common.end()));
  return common;
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

// The file of `other` sharing most of `mine` (what `file` shares with the other hand-in), and
// what they share.
FileMatch best_match(const SourceFile& file, const Hashes& mine, const HandIn& other,
                     const OwnHashes& theirs) {
  FileMatch best{.first = file.name};
  for (std::size_t i = 0; i < other.files.size(); ++i) {
    const Hashes shared = common_to(mine, theirs.files[i]);
    if (shared.size() <= best.shared) continue;
    best = {.first = file.name,
            .first_lines = lines_of(file, shared),
            .second = other.files[i].name,
            .second_lines = lines_of(other.files[i], shared),
            .shared = shared.size()};
  }
  return best;
}

// What `a` and `b` share, given each one's own hashes.
Match compare(const HandIn& a, const OwnHashes& own_a, const HandIn& b, const OwnHashes& own_b) {
  const Hashes common = common_to(own_a.all, own_b.all);
  Match match{.first = a.name, .second = b.name, .shared = common.size()};
  const std::size_t smaller = std::min(own_a.all.size(), own_b.all.size());
  if (smaller == 0 || common.empty()) return match;
  match.percent = static_cast<int>(100 * common.size() / smaller);
  for (std::size_t i = 0; i < a.files.size(); ++i) {
    const Hashes mine = common_to(own_a.files[i], common);
    if (FileMatch found = best_match(a.files[i], mine, b, own_b); found.shared > 0) {
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
  std::vector<OwnHashes> own;
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
