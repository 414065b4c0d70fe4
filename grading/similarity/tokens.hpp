#pragma once
/// @file
/// @brief C++ source reduced to what copying keeps: its tokens, without comments, layout or
/// preprocessor lines, each name and each literal replaced by one word for all.

#include <string>
#include <string_view>
#include <vector>

namespace sudoku::grading {

/// @brief One token of a source file, normalised, with the line it starts on.
struct Token {
  std::string text;  ///< a keyword or an operator as written; "id" for a name; "0" or "\"\""
                     ///< for a literal
  int line = 0;      ///< its line in the file, from 1
};

/// @brief The normalised tokens of a C++ source: comments, layout and preprocessor lines left
/// out, names (not keywords) made "id", numbers and characters "0", strings "\"\"".
/// @param source the text of a .cpp or .hpp file
/// @return its tokens, in order
std::vector<Token> normalised_tokens(std::string_view source);

}  // namespace sudoku::grading
