// The names of variants and tests, and the variants a --stages list names.

#include "sudoku/stage_variant.hpp"

#include <algorithm>

namespace sudoku {

std::string name_part(std::string_view word) {
  std::string part(word);
  std::ranges::replace(part, '-', '_');
  return part;
}

std::string_view stage_of(const StageVariant& variant) {
  return variant.extends.empty() ? variant.stage : variant.extends;
}

std::vector<std::string> variant_words(std::span<const StageVariant> variants) {
  std::vector<std::string> words{"all"};
  for (const StageVariant& variant : variants) {
    if (std::ranges::find(words, variant.stage) == words.end()) words.push_back(variant.stage);
  }
  for (const StageVariant& variant : variants) words.push_back(variant.name);
  return words;
}

const StageVariant* default_form(std::string_view stage, std::span<const StageVariant> variants) {
  const StageVariant* first = nullptr;
  for (const StageVariant& variant : variants) {
    if (variant.stage != stage) continue;
    if (variant.flags.empty()) return &variant;
    if (first == nullptr) first = &variant;
  }
  return first;
}

std::vector<const StageVariant*> chosen_variants(const std::set<std::string, std::less<>>& words,
                                                 std::span<const StageVariant> variants) {
  std::vector<const StageVariant*> picked;
  for (const StageVariant& variant : variants) {
    if (words.contains("all") || words.contains(variant.name) ||
        (words.contains(variant.stage) && &variant == default_form(variant.stage, variants))) {
      picked.push_back(&variant);
    }
  }
  return picked;
}

std::vector<const StageVariant*> listed_variants(std::span<const std::string> listed,
                                                 std::span<const StageVariant> variants) {
  std::set<std::string, std::less<>> words(listed.begin(), listed.end());
  if (words.empty()) {
    for (const StageVariant& variant : variants) {
      if (variant.extends.empty()) words.insert(variant.stage);
    }
  }
  return chosen_variants(words, variants);
}

}  // namespace sudoku
