// The variants of every solver stage and extension, in one list written by hand. A build that
// grades one student's stage lists that stage alone (SUDOKU_REGISTRY_STAGES,
// registry/CMakeLists.txt); the others are then neither included nor linked.

#include "registry.hpp"

#include <vector>

#ifdef SUDOKU_REGISTRY_STAGE1
#include "stage1/program.hpp"
#endif
#ifdef SUDOKU_REGISTRY_STAGE2
#include "stage2/program.hpp"
#endif
#ifdef SUDOKU_REGISTRY_STAGE3
#include "stage3/program.hpp"
#endif
#ifdef SUDOKU_REGISTRY_STAGE4
#include "stage4/program.hpp"
#endif
#ifdef SUDOKU_REGISTRY_BOARD_9X9
#include "board_9x9/board_9x9.hpp"
#endif
#ifdef SUDOKU_REGISTRY_BANDS_9X9
#include "bands_9x9/bands_9x9.hpp"
#endif

namespace sudoku {

std::span<const StageVariant> stage_variants() {
  static const std::vector<StageVariant> variants = [] {
    std::vector<StageVariant> all;
    const auto add = [&all](std::vector<StageVariant> stage) {
      for (StageVariant& variant : stage) all.push_back(std::move(variant));
    };
#ifdef SUDOKU_REGISTRY_STAGE1
    add(stage1::variants());
#endif
#ifdef SUDOKU_REGISTRY_STAGE2
    add(stage2::variants());
#endif
#ifdef SUDOKU_REGISTRY_STAGE3
    add(stage3::variants());
#endif
#ifdef SUDOKU_REGISTRY_STAGE4
    add(stage4::variants());
#endif
#ifdef SUDOKU_REGISTRY_BOARD_9X9
    add(board_9x9::variants());
#endif
#ifdef SUDOKU_REGISTRY_BANDS_9X9
    add(bands_9x9::variants());
#endif
    return all;
  }();
  return variants;
}

std::span<const StageVariant> source_variants() {
  static const std::vector<StageVariant> variants = [] {
    std::vector<StageVariant> all;
#ifdef SUDOKU_REGISTRY_STAGE2
    all.push_back(stage2::source_variant());
#endif
    return all;
  }();
  return variants;
}

}  // namespace sudoku
