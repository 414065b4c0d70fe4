// The test programs' printer (tests/support/brief_failures.hpp): of a failing test it prints the
// first failures, cut short, and counts the others.

#include "brief_failures.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace sudoku::testing {
namespace {

// What GoogleTest's printer would have been asked to print.
struct Printed {
  std::vector<std::string> failures;
  int ends = 0;
};

// Records the failures and the ends of tests passed on to it.
class Recorder : public ::testing::EmptyTestEventListener {
 public:
  explicit Recorder(Printed& printed) : printed_(printed) {}
  void OnTestPartResult(const ::testing::TestPartResult& result) override {
    printed_.failures.emplace_back(result.message());
  }
  void OnTestEnd(const ::testing::TestInfo& /*info*/) override { ++printed_.ends; }

 private:
  Printed& printed_;
};

// A failure's message of `lines` numbered lines.
std::string message_of(int lines) {
  std::string text;
  for (int line = 1; line <= lines; ++line) text += "line " + std::to_string(line) + "\n";
  return text;
}

// Feeds `count` failures of `lines` lines each to a BriefFailures, as one test; returns what it
// passed on and the notes it wrote.
Printed run_test(int count, int lines, std::vector<std::string>& notes) {
  Printed printed;
  BriefFailures brief(std::make_unique<Recorder>(printed),
                      [&notes](const std::string& note) { notes.push_back(note); });
  const ::testing::TestInfo& info = *::testing::UnitTest::GetInstance()->current_test_info();
  brief.OnTestStart(info);
  for (int i = 0; i < count; ++i) {
    brief.OnTestPartResult(::testing::TestPartResult(::testing::TestPartResult::kNonFatalFailure,
                                                     "a_test.cpp", i + 1,
                                                     message_of(lines).c_str()));
  }
  brief.OnTestEnd(info);
  return printed;
}

TEST(BriefFailures, PrintsAFewShortFailuresWhole) {
  std::vector<std::string> notes;
  const Printed printed = run_test(kFailuresShown, kLaterFailureLines, notes);
  ASSERT_EQ(printed.failures.size(), static_cast<std::size_t>(kFailuresShown));
  for (const std::string& failure : printed.failures) {
    EXPECT_EQ(failure, message_of(kLaterFailureLines));
  }
  EXPECT_TRUE(notes.empty());
  EXPECT_EQ(printed.ends, 1);
}

TEST(BriefFailures, CutsLongFailuresAndCountsTheOnesLeftOut) {
  std::vector<std::string> notes;
  const Printed printed = run_test(50, 100, notes);
  ASSERT_EQ(printed.failures.size(), static_cast<std::size_t>(kFailuresShown));
  EXPECT_EQ(printed.failures[0], message_of(kFirstFailureLines) + "(" +
                                     std::to_string(100 - kFirstFailureLines) +
                                     " more lines of this failure)\n");
  EXPECT_EQ(printed.failures[1], message_of(kLaterFailureLines) + "(" +
                                     std::to_string(100 - kLaterFailureLines) +
                                     " more lines of this failure)\n");
  EXPECT_EQ(notes, std::vector<std::string>{"(" + std::to_string(50 - kFailuresShown) +
                                            " more failures of this test not shown: the first "
                                            "ones say what went wrong)"});
  EXPECT_EQ(printed.ends, 1);
}

TEST(BriefFailures, AlwaysPrintsTheLineThatSaysAStageIsNotWrittenYet) {
  Printed printed;
  std::vector<std::string> notes;
  BriefFailures brief(std::make_unique<Recorder>(printed),
                      [&notes](const std::string& note) { notes.push_back(note); });
  const ::testing::TestInfo& info = *::testing::UnitTest::GetInstance()->current_test_info();
  brief.OnTestStart(info);
  const std::string unwritten = "stage 4: Board::place is not written yet";
  for (const std::string& message :
       {message_of(3), message_of(3), message_of(3) + unwritten + "\nmore\n"}) {
    brief.OnTestPartResult(::testing::TestPartResult(::testing::TestPartResult::kNonFatalFailure,
                                                     "a_test.cpp", 1, message.c_str()));
  }
  brief.OnTestEnd(info);
  ASSERT_FALSE(notes.empty());
  EXPECT_EQ(notes.front(), unwritten);
  EXPECT_EQ(unwritten_line("a\n" + unwritten + "\nb"), unwritten);
  EXPECT_EQ(unwritten_line(unwritten), unwritten);
  EXPECT_EQ(unwritten_line("a\nb"), "");
}

TEST(BriefFailures, CountsALastLineWithoutItsNewline) {
  EXPECT_EQ(first_lines("a\nb\nc", 1), "a\n(2 more lines of this failure)\n");
  EXPECT_EQ(first_lines("a\nb\nc", 2), "a\nb\n(1 more line of this failure)\n");
  EXPECT_EQ(first_lines("a\nb\nc", 3), "a\nb\nc");
  EXPECT_EQ(first_lines("a\nb\n", 2), "a\nb\n");
}

}  // namespace
}  // namespace sudoku::testing
