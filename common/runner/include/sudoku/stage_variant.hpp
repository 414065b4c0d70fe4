#pragma once
/// @file
/// @brief One way to run one stage, as the test suites and the class comparison name it: its
/// program and flags, its solve function, and the node budgets the suites give it.

#include <cstdint>
#include <functional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/solve.hpp"

namespace sudoku {

/// @brief One way to run one stage. Each stage's library lists its own (`stageN::variants()`);
/// the registry gathers them all.
struct StageVariant {
  std::string name;        ///< "stage1_recursive": unique, used in test names and tables
  std::string stage;       ///< "stage1": the ctest label
  std::string executable;  ///< the stage's program, in the build's bin/ folder
  /// @brief The program's options that select this variant; none for its default form (what a
  /// comparison of stages runs for the stage).
  std::vector<std::string> flags = {};
  SolveFunction solve;  ///< the same solve, called directly
  /// @brief The node limit the suites run it with: enough to solve, and prove unique, every
  /// puzzle it is expected to solve.
  std::uint64_t test_node_budget = 0;
  /// @brief Catalog groups (each a file of grids/, named without .txt) on which it may stop instead
  /// of solving: the puzzles built against its way of searching.
  std::set<std::string, std::less<>> may_give_up_on = {};
  /// @brief The node limit for those groups: how long the suites let it try before accepting
  /// the stop, on a 9x9 grid (scaled by 81 / cells on larger ones: node_limit_for_size).
  std::uint64_t give_up_budget = 0;
  /// @brief True for a variant that switches one part off to measure what that part buys (stage
  /// 4 with one technique off): the benchmarks run it, the correctness suites do not, since it
  /// runs the same code as the variants they do run.
  bool ablation = false;
  /// @brief For an extension's variant (extensions/), the stage it extends ("stage4"); empty for a
  /// stage's own. A comparison of the stages leaves the extensions out unless named.
  std::string extends = {};
  /// @brief The one grid side a variant made for one size runs on in the suites (9 for the board
  /// made for 9x9, which hands every other size to the stage it extends); 0 for every size.
  int only_side = 0;
  /// @brief The stage's own counters its solves may add to their statistics after the shared
  /// counts (--stats prints them; throughput's --counter takes them), each only once above 0.
  std::vector<std::string> counters = {};
};

/// @brief The stage a variant runs: its own, or for an extension's the one it extends.
/// @param variant the variant
/// @return "stage4" for stage 4's variants and for board_9x9's
std::string_view stage_of(const StageVariant& variant);

/// @brief The words a program's --stages list takes: "all", each stage's label ("stage1"), each
/// variant's name ("stage1_iterative").
std::vector<std::string> variant_words(std::span<const StageVariant> variants);

/// @brief The variant a stage's label stands for: its program's default form, the one without
/// flags (the stage's first variant, should each have some); null for a stage with none.
const StageVariant* default_form(std::string_view stage, std::span<const StageVariant> variants);

/// @brief The variants that the words of a --stages list name, in the order of `variants`, each
/// once: all of them for "all", a stage's default form for its label, a variant for its name.
std::vector<const StageVariant*> chosen_variants(const std::set<std::string, std::less<>>& words,
                                                 std::span<const StageVariant> variants);

/// @brief The variants a program's --stages list names (chosen_variants), or, when it names none,
/// each stage in its default form, but no extension.
/// @param listed the words of the list, none when the option was not given
/// @param variants the variants to choose from, in the order to keep
/// @return the variants chosen
std::vector<const StageVariant*> listed_variants(std::span<const std::string> listed,
                                                 std::span<const StageVariant> variants);

/// @brief A word of a program's options as part of a variant's name or a test's: "dynamic-copy"
/// gives "dynamic_copy", since gtest names take no '-'.
std::string name_part(std::string_view word);

}  // namespace sudoku
