// The SE scale as stage 5's program takes it.

#include "se_rating/scale.hpp"

#include "se_rating/se_rating.hpp"

namespace sudoku::se_rating {

stage5::Scale scale() {
  return {.name = "se",
          .help =
              "levels up to forcing chains and a score on Sudoku Explainer's scale, both the "
              "same for every way of writing the puzzle",
          .csv_header = "puzzle,level,se,hardest",
          .rate =
              [](const Grid& puzzle, const SolveResult& count, const std::atomic<bool>* stop) {
                const Rating rating = rating_of(puzzle, count, stop);
                return stage5::RatingText{.line = describe(rating), .csv = csv_fields(rating)};
              },
          .levels = names_in(kLevelNames),
          .make =
              [](std::size_t level, int box, stage5::Symmetry symmetry, Random& random,
                 const stage5::LevelSearch& search) {
                return make_puzzle_at(kLevelNames.at(level).value, box, symmetry, random, search);
              },
          .tries =
              [](std::size_t level, int box) {
                // A guess is rare among minimal puzzles (appendix E): a hundred times the tries.
                const int tries = stage5::level_tries(box);
                return kLevelNames.at(level).value == Level::Guess ? 100 * tries : tries;
              }};
}

}  // namespace sudoku::se_rating
