// What building and running a student's stage left, and the notes it adds to the stage's row.

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "scores.hpp"

namespace sudoku::grading {

RunRecord read_run_record(std::string_view text) {
  std::vector<std::string_view> lines = lines_of(text);
  lines.resize(std::max<std::size_t>(lines.size(), 5));
  return {.reason = std::string(lines[0]),
          .ungraded = std::string(lines[1]),
          .changed = std::string(lines[2]),
          .refused = std::string(lines[3]),
          .spoilt = std::string(lines[4])};
}

std::string run_notes(const RunRecord& record, bool count_missing) {
  std::vector<std::string> notes;
  if (!record.refused.empty()) {
    notes.push_back("warning: its code tried to write outside its build folder and was refused: " +
                    record.refused);
  }
  if (!record.spoilt.empty()) {
    notes.push_back("warning: the grader's files changed while it was graded: " + record.spoilt);
  }
  if (record.reason.empty() && !record.ungraded.empty()) {
    notes.push_back(std::string("forms not handed in, ") +
                    (count_missing ? "counted 0" : "not graded") + ": " +
                    joined(split_on(record.ungraded, ' '), ", "));
  }
  if (record.reason.empty() && !record.changed.empty()) {
    notes.push_back("warning: its tests changed the build folder (" + record.changed +
                    "); built again for the next student");
  }
  return joined(notes, "; ");
}

}  // namespace sudoku::grading
