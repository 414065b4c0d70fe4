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
          .rate = [](const Grid& puzzle, const SolveResult& count, const std::atomic<bool>* stop) {
            const Rating rating = rating_of(puzzle, count, stop);
            return stage5::RatingText{.line = describe(rating), .csv = csv_fields(rating)};
          }};
}

}  // namespace sudoku::se_rating
