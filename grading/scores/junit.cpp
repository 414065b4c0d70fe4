// A stage's verdicts as a JUnit file, which CI services and Gradescope's neighbours read.

#include "scores.hpp"

namespace sudoku::grading {

namespace {

// `text` with '&', '<' and '"' written as XML entities, for an attribute's value.
std::string escaped(std::string_view text) {
  std::string written;
  for (const char c : text) {
    if (c == '&')
      written += "&amp;";
    else if (c == '<')
      written += "&lt;";
    else if (c == '"')
      written += "&quot;";
    else
      written += c;
  }
  return written;
}

// The test case of one verdict.
std::string test_case(std::string_view suite, const Verdict& verdict) {
  std::string text =
      "  <testcase name=\"" + escaped(verdict.name) + "\" classname=\"" + escaped(suite) + "\"";
  if (verdict.status == "passed") return text + " />\n";
  std::string message = verdict.status == "timeout" ? "timed out" : "failed";
  if (!verdict.detail.empty()) message += ": " + verdict.detail;
  return text + ">\n    <failure message=\"" + escaped(message) + "\" type=\"" + verdict.status +
         "\" />\n  </testcase>\n";
}

}  // namespace

std::string junit(std::string_view suite, std::span<const Verdict> verdicts) {
  std::string cases;
  int tests = 0, failures = 0;
  for (const Verdict& verdict : verdicts) {
    if (verdict.status == "missing") continue;
    ++tests;
    failures += verdict.status != "passed";
    cases += test_case(suite, verdict);
  }
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"" + escaped(suite) +
         "\" tests=\"" + std::to_string(tests) + "\" failures=\"" + std::to_string(failures) +
         "\">\n" + cases + "</testsuite>\n";
}

}  // namespace sudoku::grading
