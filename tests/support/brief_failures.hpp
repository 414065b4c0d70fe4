#pragma once
// A printer of test results that keeps a failing test short: one mistake in a student's code
// often fails the same check on every puzzle of a catalog, and the first failure, which says what
// went wrong, would be buried under hundreds of lines like it.

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <utility>

namespace sudoku::testing {

// The lines shown of a test's first failure, of its next ones, and how many are shown in all.
inline constexpr int kFirstFailureLines = 20;
inline constexpr int kLaterFailureLines = 6;
inline constexpr int kFailuresShown = 2;

// `text` cut to its first `lines` lines, saying how many were left out.
std::string first_lines(const std::string& text, int lines);

// The first line of `text` that says a stage's code is not written yet ("stage 4: Board::place is
// not written yet"), or an empty string.
std::string unwritten_line(const std::string& text);

// Passes every event to GoogleTest's own printer, but of each test's failures prints only the
// first few, cut short, and then says how many it left out. A line saying that a stage is not
// written yet is always printed: ctest skips, rather than fails, a test that prints one about a
// stage it does not test (cmake/SudokuTests.cmake).
class BriefFailures : public ::testing::TestEventListener {
 public:
  // `printer`: GoogleTest's, to pass the events to; `note`: where the count of the failures left
  // out is written, a line at a time.
  BriefFailures(std::unique_ptr<::testing::TestEventListener> printer,
                std::function<void(const std::string&)> note)
      : printer_(std::move(printer)), note_(std::move(note)) {}

  // Counts and shortens a test's failures before they are printed.
  void OnTestPartResult(const ::testing::TestPartResult& result) override;
  // Starts a test's count of failures.
  void OnTestStart(const ::testing::TestInfo& info) override;
  // Says how many failures were left out, before the test's verdict.
  void OnTestEnd(const ::testing::TestInfo& info) override;

  // The other events, as GoogleTest prints them.
  void OnTestProgramStart(const ::testing::UnitTest& test) override {
    printer_->OnTestProgramStart(test);
  }
  void OnTestIterationStart(const ::testing::UnitTest& test, int iteration) override {
    printer_->OnTestIterationStart(test, iteration);
  }
  void OnEnvironmentsSetUpStart(const ::testing::UnitTest& test) override {
    printer_->OnEnvironmentsSetUpStart(test);
  }
  void OnEnvironmentsSetUpEnd(const ::testing::UnitTest& test) override {
    printer_->OnEnvironmentsSetUpEnd(test);
  }
  void OnTestSuiteStart(const ::testing::TestSuite& suite) override {
    printer_->OnTestSuiteStart(suite);
  }
  void OnTestDisabled(const ::testing::TestInfo& info) override { printer_->OnTestDisabled(info); }
  void OnTestSuiteEnd(const ::testing::TestSuite& suite) override {
    printer_->OnTestSuiteEnd(suite);
  }
#ifndef GTEST_REMOVE_LEGACY_TEST_CASEAPI_
  // GoogleTest's printer still takes a suite's start and end under their older names.
  void OnTestCaseStart(const ::testing::TestCase& suite) override {
    printer_->OnTestCaseStart(suite);
  }
  void OnTestCaseEnd(const ::testing::TestCase& suite) override {
    printer_->OnTestCaseEnd(suite);
  }
#endif
  void OnEnvironmentsTearDownStart(const ::testing::UnitTest& test) override {
    printer_->OnEnvironmentsTearDownStart(test);
  }
  void OnEnvironmentsTearDownEnd(const ::testing::UnitTest& test) override {
    printer_->OnEnvironmentsTearDownEnd(test);
  }
  void OnTestIterationEnd(const ::testing::UnitTest& test, int iteration) override {
    printer_->OnTestIterationEnd(test, iteration);
  }
  void OnTestProgramEnd(const ::testing::UnitTest& test) override {
    printer_->OnTestProgramEnd(test);
  }

 private:
  std::unique_ptr<::testing::TestEventListener> printer_;
  std::function<void(const std::string&)> note_;
  int failures_ = 0;
  std::string unwritten_;         // a line of a failure left out saying a stage is not written
  bool unwritten_shown_ = false;  // whether a failure printed has such a line
};

}  // namespace sudoku::testing
