// What a stage's tests left, read back: the result gtest wrote for each test, what ctest's log
// says ran out of time, and a verdict for every test the reference lists.

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "scores.hpp"

namespace sudoku::grading {

namespace {

// True when `text` holds `part`.
bool holds(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

// True when gtest's XML `text` says its one test ran to its end and passed.
bool passed_alone(std::string_view text) {
  bool whole = false, failure = false;
  int cases = 0, done = 0;
  for (const std::string_view line : lines_of(text)) {
    if (holds(line, "<testsuites ")) {
      whole = holds(line, " tests=\"1\"") && holds(line, " failures=\"0\"") &&
              holds(line, " errors=\"0\"");
    }
    if (holds(line, "<testcase ")) {
      ++cases;
      done += holds(line, " status=\"run\"") && holds(line, " result=\"completed\"");
    }
    failure = failure || holds(line, "<failure") || holds(line, "<skipped");
  }
  return whole && cases == 1 && done == 1 && !failure;
}

// The test a line of ctest's log names, "Test  #12: NAME ...", or nothing; `after` is left just
// past the name.
std::optional<std::string> test_named(std::string_view line, std::size_t& after) {
  for (std::size_t at = line.find("Test "); at != std::string_view::npos;
       at = line.find("Test ", at + 1)) {
    std::size_t i = at + 4;
    while (i < line.size() && line[i] == ' ') ++i;
    if (i == at + 4 || i >= line.size() || line[i] != '#') continue;
    const std::size_t digits = ++i;
    while (i < line.size() && line[i] >= '0' && line[i] <= '9') ++i;
    if (i == digits || line.substr(i, 2) != ": ") continue;
    const std::size_t name = i + 2, space = line.find(' ', name);
    if (space == std::string_view::npos || space == name) continue;
    after = space;
    return std::string(line.substr(name, space - name));
  }
  return std::nullopt;
}

// The forms sorted and joined by commas: a group's or a test's key in StageRun::stopped.
std::string in_order(std::vector<std::string> forms) {
  std::ranges::sort(forms);
  return joined(forms, ",");
}

// The forms of the group a "stopped" line names in ctest's words ("-L ^stage1_recursive$ -LE
// ^stage1_(iterative)$"), sorted and joined by commas: each "-L" label's form, "-" for the tests
// of no form ("-L ^stage1$"); what "-LE" leaves out is no form of the group.
std::string stopped_forms(std::string_view words, std::string_view stage) {
  const std::vector<std::string> word = split_on(words, ' ');
  std::vector<std::string> forms;
  for (std::size_t i = 0; i + 1 < word.size(); ++i) {
    std::string_view label = word[i + 1];
    if (word[i] != "-L" || !label.starts_with('^')) continue;
    label.remove_prefix(1);
    if (label.starts_with(stage)) label.remove_prefix(stage.size());
    if (label.ends_with('$')) label.remove_suffix(1);
    if (label.starts_with('_')) label.remove_prefix(1);
    forms.emplace_back(label.empty() ? "-" : label);
  }
  return in_order(std::move(forms));
}

}  // namespace

void read_gtest_results(const std::filesystem::path& folder, StageRun& run) {
  std::error_code error;
  for (auto entry = std::filesystem::recursive_directory_iterator(folder, error);
       !error && entry != std::filesystem::recursive_directory_iterator(); entry.increment(error)) {
    const std::filesystem::path& file = entry->path();
    if (!entry->is_regular_file() || file.extension() != ".xml") continue;
    const std::string text = text_of(file);
    if (text.empty()) continue;  // a test stopped before gtest wrote a line: no result
    std::string name = file.lexically_relative(folder).string();
    name.resize(name.size() - 4);
    run.passed[name] = passed_alone(text);
  }
}

void read_ctest_log(std::string_view log, std::string_view stage, StageRun& run) {
  constexpr std::string_view kStopped = "stopped after two tests ran out of time: ";
  std::string current;  // the test the log last named
  for (const std::string_view line : lines_of(log)) {
    if (line.starts_with(kStopped)) {
      run.stopped.insert(stopped_forms(line.substr(kStopped.size()), stage));
      continue;
    }
    std::size_t after = 0;
    const std::optional<std::string> named = test_named(line, after);
    if (named) current = *named;
    const std::string_view rest = named ? line.substr(after) : std::string_view();
    if (holds(rest, "***Timeout") || holds(rest, "Subprocess killed") ||
        line.starts_with("[ WATCHDOG ]")) {
      run.timed_out.insert(current);
    }
  }
}

std::vector<Verdict> stage_verdicts(std::span<const std::string> tests,
                                    const std::map<std::string, std::string>& forms_of,
                                    const std::set<std::string>& ungraded, const StageRun& run) {
  std::vector<Verdict> verdicts;
  for (const std::string& name : tests) {
    const auto found = forms_of.find(name);
    const std::string forms = found == forms_of.end() ? "-" : found->second;
    const std::vector<std::string> each = split_on(forms, ',');
    const auto result = run.passed.find(name);
    if (std::ranges::any_of(each,
                            [&](const std::string& form) { return ungraded.contains(form); })) {
      verdicts.push_back({"missing", name, forms, "its form was not handed in"});
    } else if (result != run.passed.end() && result->second) {
      verdicts.push_back({"passed", name, forms, ""});
    } else if (run.timed_out.contains(name)) {
      verdicts.push_back({"timeout", name, forms, "ran out of time"});
    } else if (result != run.passed.end()) {
      verdicts.push_back({"failed", name, forms, ""});
    } else if (run.stopped.contains(in_order(each))) {
      verdicts.push_back(
          {"timeout", name, forms, "not run: two tests of its form ran out of time"});
    } else {
      verdicts.push_back(
          {"failed", name, forms, "no result: it did not run, or did not run to its end"});
    }
  }
  return verdicts;
}

}  // namespace sudoku::grading
