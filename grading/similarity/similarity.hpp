#pragma once
/// @file
/// @brief Hand-ins compared by the fingerprints they share: each file's fingerprints, less those
/// of the starter kit every hand-in begins from, and each pair's share of them in common.

#include <cstdint>
#include <filesystem>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "winnowing.hpp"

namespace sudoku::grading {

/// @brief One file of a hand-in, by its fingerprints.
struct SourceFile {
  std::string name = {};                 ///< its name in the hand-in's folder
  std::vector<Fingerprint> prints = {};  ///< its fingerprints, in order
};

/// @brief A hand-in: a name (the student, or "reference") and its files.
struct HandIn {
  std::string name = {};               ///< who handed it in
  std::vector<SourceFile> files = {};  ///< its C++ files
};

/// @brief The part of one file of a pair that the other's file shares.
struct FileMatch {
  std::string first = {};  ///< the file of the pair's first hand-in
  std::pair<int, int> first_lines =
      {};                   ///< the lines its shared fingerprints start on, first and last
  std::string second = {};  ///< the file of the second hand-in that shares most with it
  std::pair<int, int> second_lines = {};  ///< the same in that file
  std::size_t shared = 0;                 ///< the fingerprints the two files share
};

/// @brief Two hand-ins, and what they share.
struct Match {
  std::string first = {};   ///< one hand-in's name
  std::string second = {};  ///< the other's
  int percent = 0;          ///< the shared fingerprints in percent of the smaller hand-in's
  std::size_t shared = 0;   ///< the fingerprints they share
  std::vector<FileMatch> files = {};  ///< the files that share them, most first
};

/// @brief A hand-in from the texts of its files.
/// @param name who handed it in
/// @param files each file's name and text
/// @param winnowing how fingerprints are taken
/// @return the hand-in, each file fingerprinted
HandIn hand_in_of(const std::string& name,
                  std::span<const std::pair<std::string, std::string>> files,
                  const Winnowing& winnowing);

/// @brief A hand-in from a folder: the C++ files at its top (.cpp, .hpp, .h, .cc).
/// @param name who handed it in
/// @param folder the folder
/// @param only the names of the only files read; empty: every C++ file
/// @param winnowing how fingerprints are taken
/// @return the hand-in; throws std::runtime_error when the folder or a file cannot be read
HandIn read_hand_in(const std::string& name, const std::filesystem::path& folder,
                    std::span<const std::string> only, const Winnowing& winnowing);

/// @brief Every pair of hand-ins sharing at least `percent` of the smaller one's fingerprints,
/// once those of `base` (the starter kit's) are left out of each.
/// @param hand_ins the hand-ins compared, each with every other
/// @param base the starter kit's files, whose fingerprints no hand-in is held to
/// @param percent the least share listed, from 0 to 100
/// @return the pairs, the largest share first
std::vector<Match> similar_pairs(std::span<const HandIn> hand_ins, const HandIn& base, int percent);

}  // namespace sudoku::grading
