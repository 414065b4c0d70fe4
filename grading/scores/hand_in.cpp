// What the grader says of a folder handed in: whether it is a hand-in at all, and the notes its
// row starts with (a program handed in, files one folder too deep, an older kit, extra files).

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "scores.hpp"

namespace sudoku::grading {

namespace {

namespace fs = std::filesystem;

// True when `path` exists, even as a link to nothing.
bool is_there(const fs::path& path) {
  std::error_code error;
  return fs::symlink_status(path, error).type() != fs::file_type::not_found;
}

// True when `path`, followed through links, exists.
bool exists_followed(const fs::path& path) {
  std::error_code error;
  return fs::exists(path, error);
}

// True when the grader may run `path` (a folder counts, as the shell's `test -x` says).
bool runnable(const fs::path& path) {
  return ::access(path.c_str(), X_OK) == 0;
}

// The names in `folder` that end with `ending` (all but hidden ones when it is ""), sorted.
std::vector<std::string> names_in(const fs::path& folder, std::string_view ending = "") {
  std::vector<std::string> names;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
    const std::string name = entry.path().filename().string();
    if (name.starts_with('.') || !name.ends_with(ending)) continue;
    names.push_back(name);
  }
  std::ranges::sort(names);
  return names;
}

// A file of the kit one folder down in the hand-in, "SUBFOLDER/NAME" relative to its folder, the
// kit's files taken in order and the subfolders in order of name; nullopt when there is none.
std::optional<std::string> one_folder_down(const HandInFolder& hand_in) {
  std::vector<fs::path> subfolders;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(hand_in.folder, error)) {
    if (entry.is_directory(error) && !entry.is_symlink(error)) subfolders.push_back(entry.path());
  }
  std::ranges::sort(subfolders);
  for (const std::string& name : names_in(hand_in.kit)) {
    for (const fs::path& subfolder : subfolders) {
      if (is_there(subfolder / name)) return (subfolder.filename() / name).string();
    }
  }
  return std::nullopt;
}

// True when a file of the kit is at the top of the hand-in.
bool kit_file_at_top(const HandInFolder& hand_in) {
  return std::ranges::any_of(names_in(hand_in.kit), [&](const std::string& name) {
    return exists_followed(hand_in.folder / name);
  });
}

// The first line of `file`, without its '\n'.
std::string first_line(const fs::path& file) {
  const std::string text = text_of(file);
  return text.substr(0, text.find('\n'));
}

// The hand-in's C++ files and headers, sources first, each kind in order of name.
std::vector<fs::path> sources_of(const fs::path& folder) {
  std::vector<fs::path> files;
  for (const std::string_view ending : {".cpp", ".hpp"}) {
    for (const std::string& name : names_in(folder, ending)) files.push_back(folder / name);
  }
  return files;
}

// The workbook's version a handout stamped the hand-in's files with (the least, when they
// differ), or "" when none is stamped.
std::string handout_version(const fs::path& folder, std::string_view stamp) {
  std::optional<std::string> least;
  for (const fs::path& file : sources_of(folder)) {
    const std::string line = first_line(file);
    if (!line.starts_with(stamp)) continue;
    const std::string version = line.substr(stamp.size());
    if (!least || version < *least) least = version;
  }
  return least.value_or("");
}

// The headers of the renamed folder, relative to it ("stage1/naive.hpp"), in order of name.
std::vector<std::string> renamed_headers(const fs::path& renamed) {
  std::vector<std::string> headers;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(renamed, error)) {
    if (entry.is_regular_file(error) && entry.path().extension() == ".hpp") {
      headers.push_back(entry.path().lexically_relative(renamed).string());
    }
  }
  std::ranges::sort(headers);
  return headers;
}

// The header a renamed header forwards to: what its first `#include "..."` names.
std::string forwarded_to(const fs::path& header) {
  const std::string text = text_of(header);
  for (const std::string_view line : lines_of(text)) {
    if (!line.starts_with("#include \"")) continue;
    const std::size_t open = line.find('"'), close = line.rfind('"');
    if (close > open) return std::string(line.substr(open + 1, close - open - 1));
  }
  return "";
}

// A note for each header the hand-in includes under a name the kit no longer gives.
std::vector<std::string> renamed_includes(const fs::path& folder, const fs::path& renamed) {
  std::vector<std::string> texts;
  for (const fs::path& file : sources_of(folder)) texts.push_back(text_of(file));
  std::vector<std::string> notes;
  for (const std::string& old : renamed_headers(renamed)) {
    const std::string include = "#include \"" + old + "\"";
    if (std::ranges::none_of(texts, [&](const std::string& text) {
          return text.find(include) != std::string::npos;
        })) {
      continue;
    }
    notes.push_back("includes " + old + ", which the kit now calls " + forwarded_to(renamed / old));
  }
  return notes;
}

// The notes on a hand-in written against another kit or holding more than the kit.
std::vector<std::string> kit_notes(const HandInFolder& hand_in, const KitHistory& history) {
  std::vector<std::string> notes;
  const std::string made = handout_version(hand_in.folder, history.stamp);
  if (!made.empty() && made != history.version) {
    notes.push_back("warning: made from the handout of the workbook " + made + ", graded with " +
                    history.version);
  }
  std::ranges::move(renamed_includes(hand_in.folder, history.renamed), std::back_inserter(notes));
  std::vector<std::string> extra;
  for (const std::string& name : names_in(hand_in.folder, ".cpp")) {
    if (!exists_followed(hand_in.kit / name)) extra.push_back(name);
  }
  if (!extra.empty()) notes.push_back("not files of the kit, not built: " + joined(extra, " "));
  return notes;
}

}  // namespace

std::string not_a_hand_in(const HandInFolder& hand_in) {
  if (runnable(hand_in.folder / hand_in.program)) return "";
  if (kit_file_at_top(hand_in) || one_folder_down(hand_in)) return "";
  return "not handed in: none of the kit's files (" + joined(names_in(hand_in.kit), " ") +
         ") in its folder";
}

std::string hand_in_notes(const HandInFolder& hand_in, const KitHistory& history) {
  const fs::path program = hand_in.folder / hand_in.program;
  std::error_code error;
  if (fs::is_regular_file(program, error) && runnable(program)) {
    return "a program handed in: graded on the command-line tests";
  }
  std::vector<std::string> notes;
  const std::string stage = hand_in.folder.filename().string();
  if (const std::optional<std::string> deep = one_folder_down(hand_in);
      deep && !kit_file_at_top(hand_in)) {
    notes.push_back("warning: no file of the kit at the top of " + stage + "/, but " + stage + "/" +
                    *deep + " one folder down: move the files up");
  }
  std::ranges::move(kit_notes(hand_in, history), std::back_inserter(notes));
  return joined(notes, "; ");
}

}  // namespace sudoku::grading
