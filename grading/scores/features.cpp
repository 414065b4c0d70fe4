// The features file, and the expressions that say which tests a feature weighs.

#include <algorithm>
#include <bitset>
#include <stdexcept>
#include <string>
#include <vector>

#include "scores.hpp"

namespace sudoku::grading {

namespace {

// One character of an expression: the characters it stands for.
using Atom = std::bitset<256>;

// One alternative of an expression: its characters in order, and its anchors.
struct Alternative {
  std::vector<Atom> atoms = {};
  bool at_start = false;  // '^' first: it must match at the name's start
  bool at_end = false;    // '$' last: and end at the name's end
};

// The byte `c` as an index of an Atom.
std::size_t byte(char c) {
  return static_cast<unsigned char>(c);
}

// The set "[...]" that starts at `text[at]` (just after its '['), read up to its ']', which
// `at` is left on.
Atom bracket(std::string_view text, std::size_t& at) {
  Atom set;
  const bool negated = at < text.size() && text[at] == '^';
  if (negated) ++at;
  for (bool first = true; at < text.size() && (first || text[at] != ']'); first = false) {
    const char low = text[at];
    if (at + 2 < text.size() && text[at + 1] == '-' && text[at + 2] != ']') {
      for (std::size_t c = byte(low); c <= byte(text[at + 2]); ++c) set.set(c);
      at += 3;
    } else {
      set.set(byte(low));
      ++at;
    }
  }
  if (at == text.size()) throw std::invalid_argument("a '[' without its ']'");
  return negated ? ~set : set;
}

// The alternative `text` (no '|' in it), read.
Alternative alternative(std::string_view text) {
  Alternative read;
  read.at_start = text.starts_with('^');
  if (read.at_start) text.remove_prefix(1);
  read.at_end = text.ends_with('$') && !text.ends_with("\\$");
  if (read.at_end) text.remove_suffix(1);
  for (std::size_t at = 0; at < text.size(); ++at) {
    Atom atom;
    const char c = text[at];
    if (c == '.') {
      atom.set();
    } else if (c == '[') {
      atom = bracket(text, ++at);
    } else if (c == '\\' && at + 1 < text.size()) {
      atom.set(byte(text[++at]));
    } else if (std::string_view("()*+?{}^$\\").find(c) != std::string_view::npos) {
      throw std::invalid_argument(std::string("'") + c + "' is not read here");
    } else {
      atom.set(byte(c));
    }
    read.atoms.push_back(atom);
  }
  return read;
}

// True when `alternative` matches `name` from `start` on.
bool matches_at(const Alternative& alternative, std::string_view name, std::size_t start) {
  if (start + alternative.atoms.size() > name.size()) return false;
  for (std::size_t i = 0; i < alternative.atoms.size(); ++i) {
    if (!alternative.atoms[i].test(byte(name[start + i]))) return false;
  }
  return !alternative.at_end || start + alternative.atoms.size() == name.size();
}

// The alternatives of `pattern`.
std::vector<Alternative> alternatives(std::string_view pattern) {
  std::vector<Alternative> read;
  for (std::size_t start = 0;;) {
    std::size_t bar = start;
    for (bool in_set = false; bar < pattern.size() && (in_set || pattern[bar] != '|'); ++bar) {
      if (pattern[bar] == '\\')
        ++bar;
      else if (pattern[bar] == '[')
        in_set = true;
      else if (pattern[bar] == ']')
        in_set = false;
    }
    read.push_back(alternative(pattern.substr(start, bar - start)));
    if (bar >= pattern.size()) return read;
    start = bar + 1;
  }
}

// `text` without the spaces, tabs and line ends at its ends.
std::string_view trimmed(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n\f\v");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r\n\f\v") - first + 1);
}

// The fields of `line` between its ';', each trimmed.
std::vector<std::string> fields(std::string_view line) {
  std::vector<std::string> found;
  for (std::size_t start = 0;;) {
    const std::size_t semicolon = line.find(';', start);
    found.emplace_back(trimmed(line.substr(start, semicolon - start)));
    if (semicolon == std::string_view::npos) return found;
    start = semicolon + 1;
  }
}

}  // namespace

bool matches(std::string_view pattern, std::string_view name) {
  for (const Alternative& each : alternatives(pattern)) {
    const std::size_t last = each.at_start ? 0 : name.size();
    for (std::size_t start = 0; start <= last; ++start) {
      if (matches_at(each, name, start)) return true;
    }
  }
  return false;
}

std::vector<Feature> features_of(std::string_view text, std::string_view stage) {
  std::vector<Feature> features;
  const std::vector<std::string_view> lines = lines_of(text);
  for (std::size_t number = 0; number < lines.size(); ++number) {
    const std::string_view line = lines[number];
    const std::string_view content = trimmed(line);
    if (content.empty() || content.starts_with('#')) continue;
    std::vector<std::string> field = fields(line);
    field.resize(std::max<std::size_t>(field.size(), 4));
    if (field[0] != "*" &&
        ("," + field[0] + ",").find("," + std::string(stage) + ",") == std::string::npos) {
      continue;
    }
    try {
      matches(field[3], "");
    } catch (const std::invalid_argument& error) {
      throw std::invalid_argument("line " + std::to_string(number + 1) + ": " + field[3] + ": " +
                                  error.what());
    }
    features.push_back({.name = field[1], .weight = field[2], .pattern = field[3]});
  }
  return features;
}

}  // namespace sudoku::grading
