// The tokens of a C++ source, as a copy that renamed, reformatted and recommented it still has.

#include "tokens.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace sudoku::grading {

namespace {

// The words that stay as they are: C++20's keywords. Any other word is a name.
constexpr std::array<std::string_view, 92> kKeywords = {
    "alignas",       "alignof",     "and",
    "and_eq",        "asm",         "auto",
    "bitand",        "bitor",       "bool",
    "break",         "case",        "catch",
    "char",          "char8_t",     "char16_t",
    "char32_t",      "class",       "compl",
    "concept",       "const",       "consteval",
    "constexpr",     "constinit",   "const_cast",
    "continue",      "co_await",    "co_return",
    "co_yield",      "decltype",    "default",
    "delete",        "do",          "double",
    "dynamic_cast",  "else",        "enum",
    "explicit",      "export",      "extern",
    "false",         "float",       "for",
    "friend",        "goto",        "if",
    "inline",        "int",         "long",
    "mutable",       "namespace",   "new",
    "noexcept",      "not",         "not_eq",
    "nullptr",       "operator",    "or",
    "or_eq",         "private",     "protected",
    "public",        "register",    "reinterpret_cast",
    "requires",      "return",      "short",
    "signed",        "sizeof",      "static",
    "static_assert", "static_cast", "struct",
    "switch",        "template",    "this",
    "thread_local",  "throw",       "true",
    "try",           "typedef",     "typeid",
    "typename",      "union",       "unsigned",
    "using",         "virtual",     "void",
    "volatile",      "wchar_t",     "while",
    "xor",           "xor_eq"};

// The operators of more than one character, longest first, so that the first that fits is it.
constexpr std::array<std::string_view, 26> kOperators = {
    "<=>", "<<=", ">>=", "->*", "...", "::", "->", "++", "--", "<<", ">>", "<=", ">=",
    "==",  "!=",  "&&",  "||",  "+=",  "-=", "*=", "/=", "%=", "&=", "|=", "^=", ".*"};

// True for a character that may go on a name.
bool is_word(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

// Reads the text one token at a time, keeping count of lines.
class Scanner {
 public:
  explicit Scanner(std::string_view text) : text_(text) {}

  // Every token of the text, normalised.
  std::vector<Token> all() {
    std::vector<Token> tokens;
    while (skip_space_and_comments(), at_ < text_.size()) {
      const int line = line_;
      if (std::string word = next(); !word.empty()) tokens.push_back({std::move(word), line});
    }
    return tokens;
  }

 private:
  // Moves past blanks, newlines, comments and preprocessor lines.
  void skip_space_and_comments() {
    while (at_ < text_.size()) {
      const char c = text_[at_];
      if (c == '\n') {
        ++line_;
        ++at_;
        line_start_ = true;
      } else if (std::isspace(static_cast<unsigned char>(c)) != 0) {
        ++at_;
      } else if (text_.substr(at_, 2) == "//" || (c == '#' && line_start_)) {
        skip_line();
      } else if (text_.substr(at_, 2) == "/*") {
        skip_until("*/");
      } else {
        return;
      }
    }
  }

  // Moves to the end of the line, and past the ends a backslash continues.
  void skip_line() {
    while (at_ < text_.size() && text_[at_] != '\n') {
      if (text_[at_] == '\\' && at_ + 1 < text_.size() && text_[at_ + 1] == '\n') ++line_, ++at_;
      ++at_;
    }
  }

  // Moves past the next `end`, counting the lines on the way.
  void skip_until(std::string_view end) {
    const std::size_t found = text_.find(end, at_ + end.size());
    const std::size_t stop = found == std::string_view::npos ? text_.size() : found + end.size();
    line_ += static_cast<int>(std::count(text_.begin() + static_cast<std::ptrdiff_t>(at_),
                                         text_.begin() + static_cast<std::ptrdiff_t>(stop), '\n'));
    at_ = stop;
  }

  // The next token, normalised; empty for a literal's prefix already folded into the literal.
  std::string next() {
    line_start_ = false;
    const char c = text_[at_];
    if (c == '"' || c == '\'') return quoted(c);
    if (std::isdigit(static_cast<unsigned char>(c)) != 0 ||
        (c == '.' && at_ + 1 < text_.size() &&
         std::isdigit(static_cast<unsigned char>(text_[at_ + 1])) != 0)) {
      while (at_ < text_.size() &&
             (is_word(text_[at_]) || text_[at_] == '.' || text_[at_] == '\'' ||
              ((text_[at_] == '+' || text_[at_] == '-') &&
               (text_[at_ - 1] == 'e' || text_[at_ - 1] == 'E' || text_[at_ - 1] == 'p' ||
                text_[at_ - 1] == 'P')))) {
        ++at_;
      }
      return "0";
    }
    if (is_word(c)) return word();
    for (const std::string_view op : kOperators) {
      if (text_.substr(at_, op.size()) == op) {
        at_ += op.size();
        return std::string(op);
      }
    }
    ++at_;
    return std::string(1, c);
  }

  // A name or a keyword; a raw string when the word is its prefix (R, u8R, LR...).
  std::string word() {
    const std::size_t start = at_;
    while (at_ < text_.size() && is_word(text_[at_])) ++at_;
    const std::string_view word = text_.substr(start, at_ - start);
    if (at_ < text_.size() && text_[at_] == '"' && word.back() == 'R' && word.size() <= 3) {
      return raw_string();
    }
    if (at_ < text_.size() && (text_[at_] == '"' || text_[at_] == '\'') &&
        (word == "u8" || word == "u" || word == "U" || word == "L")) {
      return "";  // the literal that follows is the token
    }
    return std::ranges::find(kKeywords, word) != kKeywords.end() ? std::string(word) : "id";
  }

  // A string or character literal, escapes and all.
  std::string quoted(char quote) {
    for (++at_; at_ < text_.size() && text_[at_] != quote && text_[at_] != '\n'; ++at_) {
      if (text_[at_] == '\\') ++at_;
    }
    ++at_;
    return quote == '"' ? "\"\"" : "0";
  }

  // A raw string, R"delimiter( ... )delimiter", the opening quote next.
  std::string raw_string() {
    const std::size_t open = text_.find('(', at_);
    if (open == std::string_view::npos) return quoted('"');
    const std::string end = ")" + std::string(text_.substr(at_ + 1, open - at_ - 1)) + "\"";
    at_ = open;
    skip_until(end);
    return "\"\"";
  }

  std::string_view text_;
  std::size_t at_ = 0;
  int line_ = 1;
  bool line_start_ = true;  // nothing but blanks before, on this line: '#' begins a directive
};

}  // namespace

std::vector<Token> normalised_tokens(std::string_view source) {
  return Scanner(source).all();
}

}  // namespace sudoku::grading
