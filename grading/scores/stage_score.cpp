// A stage's score from its verdicts: the held-out answers weigh the tests, the features add them
// up, and the notes say what the numbers do not.

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "scores.hpp"

namespace sudoku::grading {

namespace {

// What the held-out questions say: how many were asked and answered right, each form's share
// of right answers (the puzzles without a solution aside), and the first wrong answer.
struct HeldOut {
  int asked = 0, right = 0;
  std::map<std::string, std::pair<int, int>> by_form = {};  // asked, right
  std::string first_wrong = {};

  // Counts one held-out verdict.
  void add(const Verdict& verdict) {
    const bool passed = verdict.status == "passed";
    ++asked;
    right += passed;
    if (verdict.name.find("_none_") == std::string::npos) {
      auto& [form_asked, form_right] = by_form[verdict.forms];
      ++form_asked;
      form_right += passed;
    }
    if (!passed && first_wrong.empty()) first_wrong = verdict.name + ": " + verdict.detail;
  }

  // The weight of a test of `forms`: the least share among its forms (a form never asked, and
  // a test of no form, take the mean of the forms asked).
  double weight_of(const std::string& forms) const {
    double mean = 0;
    for (const auto& [form, counts] : by_form) mean += double(counts.second) / counts.first;
    mean = by_form.empty() ? 0 : mean / static_cast<double>(by_form.size());
    if (forms == "-") return mean;
    if (forms.empty()) return 1;
    double least = 1;
    for (const std::string& form : split_on(forms, ',')) {
      const auto found = by_form.find(form);
      least = std::min(least, found == by_form.end()
                                  ? mean
                                  : double(found->second.second) / found->second.first);
    }
    return least;
  }
};

// What the tests say, feature by feature, and what the notes count.
struct Tally {
  std::vector<int> ran;
  std::vector<double> got;
  int unweighted = 0, not_run = 0, hung = 0, silent = 0;
  std::string timed_out = {};  // the first three tests that ran out of time
};

// The index of the first feature whose pattern matches `test`, or features.size().
std::size_t feature_of(std::span<const Feature> features, const std::string& test) {
  std::size_t i = 0;
  while (i < features.size() && !matches(features[i].pattern, test)) ++i;
  return i;
}

// Counts the tests' verdicts into a Tally, each weighed by `held_out`.
Tally tally_tests(const StageGrading& grading, const HeldOut& held_out) {
  Tally tally{.ran = std::vector<int>(grading.features.size()),
              .got = std::vector<double>(grading.features.size())};
  for (const Verdict& verdict : grading.verdicts) {
    if (verdict.name.starts_with("heldout.")) continue;
    if (verdict.status == "missing" && !grading.count_missing) continue;
    const std::size_t i = feature_of(grading.features, verdict.name);
    if (i == grading.features.size()) {
      ++tally.unweighted;
      continue;
    }
    ++tally.ran[i];
    if (verdict.status == "passed") tally.got[i] += held_out.weight_of(verdict.forms);
    if (verdict.status == "timeout" && verdict.detail.starts_with("not run")) {
      ++tally.not_run;
    } else if (verdict.status == "timeout" && ++tally.hung <= 3) {
      tally.timed_out += (tally.timed_out.empty() ? "" : ", ") + verdict.name;
    }
    if (verdict.status == "failed" && verdict.detail.starts_with("no result")) ++tally.silent;
  }
  return tally;
}

// `text` with each '"' doubled, as a quoted CSV field holds it.
std::string csv_quoted(std::string_view text) {
  std::string quoted;
  for (const char c : text) quoted += c == '"' ? "\"\"" : std::string(1, c);
  return quoted;
}

// The notes that end a row, joined by "; ".
std::string notes(const StageGrading& grading, const Tally& tally, const HeldOut& held_out) {
  std::vector<std::string> parts;
  const auto add = [&](const std::string& part) {
    if (!part.empty()) parts.push_back(part);
  };
  add(grading.reason);
  add(grading.remark);
  if (!tally.timed_out.empty()) {
    add("timed out: " + tally.timed_out +
        (tally.hung > 3 ? " (+" + std::to_string(tally.hung - 3) + " more)" : ""));
  }
  if (tally.not_run > 0) add(std::to_string(tally.not_run) + " tests not run after two time-outs");
  if (tally.silent > 0) add(std::to_string(tally.silent) + " tests left no result");
  if (tally.unweighted > 0) add(std::to_string(tally.unweighted) + " tests no feature matches");
  if (!held_out.first_wrong.empty()) add("held-out, first wrong: " + held_out.first_wrong);
  return joined(parts, "; ");
}

}  // namespace

std::string printed(const char* format, double value) {
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

std::vector<Verdict> read_verdicts(std::string_view text) {
  std::vector<Verdict> verdicts;
  for (const std::string_view line : lines_of(text)) {
    if (line.empty()) continue;
    std::vector<std::string> field = split_on(line, '\t');
    field.resize(std::max<std::size_t>(field.size(), 4));
    verdicts.push_back({field[0], field[1], field[2], field[3]});
  }
  return verdicts;
}

StageScore score_stage(const StageGrading& grading) {
  const bool zero = !grading.reason.empty();
  HeldOut held_out;
  for (const Verdict& verdict : grading.verdicts) {
    if (!zero && verdict.name.starts_with("heldout.")) held_out.add(verdict);
  }
  Tally tally = zero ? Tally{.ran = std::vector<int>(grading.features.size(), 1),
                             .got = std::vector<double>(grading.features.size())}
                     : tally_tests(grading, held_out);
  StageScore score{.row = "| " + grading.student + " |"};
  double earned = 0, possible = 0;
  for (std::size_t i = 0; i < grading.features.size(); ++i) {
    const Feature& feature = grading.features[i];
    if (tally.ran[i] == 0) {
      score.row += " – |";
      continue;
    }
    const double weight = std::stod(feature.weight);
    const double points = weight * tally.got[i] / tally.ran[i];
    earned += points;
    possible += weight;
    score.row += printed(" %.1f |", points);
    score.csv += grading.student + "," + grading.stage + ",\"" + feature.name + "\"," +
                 feature.weight + "," + printed("%.1f", tally.got[i]) + "," +
                 std::to_string(tally.ran[i]) + "," + printed("%.2f", points) + ",\"" +
                 csv_quoted(grading.reason) + "\"\n";
  }
  const std::string shown =
      zero ? "–" : std::to_string(held_out.right) + "/" + std::to_string(held_out.asked);
  score.row += " " + shown + " | **" + printed("%.0f", possible > 0 ? 100 * earned / possible : 0) +
               "%** | " + notes(grading, tally, held_out) + " |\n";
  return score;
}

}  // namespace sudoku::grading
