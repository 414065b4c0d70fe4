// The variants of every stage, in one list.

#include "registry.hpp"

#include <vector>

#include "registered_stages.hpp"  // written by registry/CMakeLists.txt: kStageVariants

namespace sudoku {

std::span<const StageVariant> stage_variants() {
  static const std::vector<StageVariant> variants = [] {
    std::vector<StageVariant> all;
    for (const auto& variants_of : kStageVariants) {
      for (StageVariant& variant : variants_of()) all.push_back(std::move(variant));
    }
    return all;
  }();
  return variants;
}

}  // namespace sudoku
