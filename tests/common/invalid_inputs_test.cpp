// Every malformed input kept in grids/invalid gives exactly the errors its .expected file lists.

#include <gtest/gtest.h>

#include <fstream>

#include "catalog.hpp"
#include "sudoku/reader.hpp"
#include "text_files.hpp"

namespace sudoku::testing {
namespace {

TEST(InvalidInputs, EachFileGivesTheErrorsItsExpectationLists) {
  int checked = 0;
  for (const auto& item : std::filesystem::directory_iterator(grids_dir() / "invalid")) {
    if (item.path().extension() != ".expected") continue;
    const std::filesystem::path input = item.path().parent_path() / item.path().stem();
    std::ifstream in(input, std::ios::binary);
    ASSERT_TRUE(in) << input;
    PuzzleReader reader(in, input.filename().string());
    std::string errors;  // one line each, as the file holds them: a failure shows a line diff
    while (std::optional<Entry> entry = reader.next()) {
      EXPECT_TRUE(entry->error) << input << ": a good puzzle in an invalid-input file";
      if (entry->error) errors += entry->error->text() + "\n";
    }
    EXPECT_EQ(errors, read_file(item.path())) << input;
    ++checked;
  }
  EXPECT_GE(checked, 15);
}

}  // namespace
}  // namespace sudoku::testing
