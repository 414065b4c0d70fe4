// The class's tables: scores-wide.csv, a row per student, and a Gradescope results.json each, from
// scores.csv and the held-out verdicts kept in the results folder.

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "scores.hpp"

namespace sudoku::grading {

namespace {

// `text` as a JSON string: quoted, its backslashes, quotes and control characters escaped.
std::string json_string(std::string_view text) {
  std::string quoted = "\"";
  for (const char c : text) {
    if (c == '\\' || c == '"') {
      quoted += '\\';
      quoted += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
      quoted += escaped;
    } else {
      quoted += c;
    }
  }
  return quoted + "\"";
}

// `text` as a CSV field: quoted, its quotes doubled, when it holds a comma or a quote.
std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"") == std::string_view::npos) return std::string(text);
  std::string quoted = "\"";
  for (const char c : text) quoted += c == '"' ? "\"\"" : std::string(1, c);
  return quoted + "\"";
}

// The fields of a CSV line: a quoted field keeps its commas, and "" in it is a quote.
std::vector<std::string> csv_fields(std::string_view line) {
  std::vector<std::string> fields(1);
  bool inside = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (inside && c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
      fields.back() += c;
      ++i;
    } else if (c == '"') {
      inside = !inside;
    } else if (c == ',' && !inside) {
      fields.emplace_back();
    } else {
      fields.back() += c;
    }
  }
  fields.resize(std::max<std::size_t>(fields.size(), 8));
  return fields;
}

// A number of the tables as awk writes one: an integer without a point.
std::string number(double value) {
  return value == static_cast<double>(static_cast<long long>(value))
             ? std::to_string(static_cast<long long>(value))
             : printed("%.6g", value);
}

// What scores.csv says of one student.
struct Student {
  double earned = 0, possible = 0;
  std::map<std::string, std::pair<double, double>> stages = {};  // earned, possible
  std::map<std::string, std::string> points = {};                // by "stage: feature"
  std::string tests = {}, held_out = {};                         // results.json's tests
};

// The class as scores.csv gives it: students, stages and columns in the order they come.
struct Class {
  std::vector<std::string> students = {}, stages = {}, columns = {};
  std::map<std::string, Student> by_name = {};

  // Adds one line of scores.csv (its lines of similar hand-ins aside).
  void add(const std::vector<std::string>& f) {
    if (f[2].starts_with("similar to ")) return;
    const std::string key = f[1] + ": " + f[2];
    if (!by_name.contains(f[0])) students.push_back(f[0]);
    if (std::ranges::find(columns, key) == columns.end()) columns.push_back(key);
    if (std::ranges::find(stages, f[1]) == stages.end()) stages.push_back(f[1]);
    Student& student = by_name[f[0]];
    const double points = std::atof(f[6].c_str()), weight = std::atof(f[3].c_str());
    student.points[key] = f[6];
    student.earned += points;
    student.possible += weight;
    student.stages[f[1]].first += points;
    student.stages[f[1]].second += weight;
    const std::string output = f[4] + " of " + f[5] + " tests passed, weighed by the held-out " +
                               "answers" + (f[7].empty() ? "" : "; " + f[7]);
    student.tests += (student.tests.empty() ? "" : ",\n") + std::string("    {\"name\": ") +
                     json_string(key) + ", \"score\": " + f[6] + ", \"max_score\": " + f[3] +
                     ", \"output\": " + json_string(output) + "}";
  }
};

// The held-out questions of the verdicts kept for `student` in `file`, added to their tests.
void add_held_out(Student& student, const std::filesystem::path& file, std::string_view seen_by) {
  for (const Verdict& verdict : read_verdicts(text_of(file))) {
    if (!verdict.name.starts_with("heldout.") || verdict.status.empty() ||
        verdict.status.find_first_not_of("abcdefghijklmnopqrstuvwxyz") != std::string::npos) {
      continue;
    }
    const bool passed = verdict.status == "passed";
    const std::string output =
        verdict.status + (verdict.detail.empty() ? "" : ": " + verdict.detail);
    student.held_out += ",\n    {\"name\": " + json_string(verdict.name) +
                        ", \"score\": 0, \"max_score\": 0, \"status\": \"" +
                        (passed ? "passed" : "failed") + "\", \"output\": " + json_string(output) +
                        ", \"visibility\": \"" + std::string(seen_by) + "\"}";
  }
}

// How the name of a stage's kept verdicts ends, the digit aside: STUDENT-stageN.txt.
constexpr std::string_view kVerdictsEnd = "-stageN.txt";

// True for the name of a stage's kept verdicts.
bool kept_verdicts(std::string_view name) {
  if (name.size() <= kVerdictsEnd.size() || !name.ends_with(".txt")) return false;
  const std::string_view end = name.substr(name.size() - kVerdictsEnd.size());
  return end.starts_with("-stage") && end[6] >= '0' && end[6] <= '9';
}

// The row of scores-wide.csv of `name`.
std::string wide_row(const Class& grades, const std::string& name) {
  const Student& student = grades.by_name.at(name);
  std::string row =
      name + "," +
      printed("%.1f", student.possible > 0 ? 100 * student.earned / student.possible : 0) + ",100";
  for (const std::string& stage : grades.stages) {
    const auto found = student.stages.find(stage);
    row += ",";
    if (found == student.stages.end()) continue;
    const auto [earned, possible] = found->second;
    row += printed("%.1f", possible > 0 ? 100 * earned / possible : 0);
  }
  for (const std::string& column : grades.columns) {
    const auto found = student.points.find(column);
    row += "," + (found == student.points.end() ? std::string() : found->second);
  }
  return row + "\n";
}

}  // namespace

Tables tables(const ClassReport& report, std::string_view scores_csv_text) {
  Class grades;
  const std::vector<std::string_view> lines = lines_of(scores_csv_text);
  for (std::size_t i = 1; i < lines.size(); ++i) grades.add(csv_fields(lines[i]));  // 0: header
  for (const std::filesystem::path& file : files_ending(report.results, ".txt")) {
    const std::string name = file.filename().string();
    if (!kept_verdicts(name)) continue;
    const auto found = grades.by_name.find(name.substr(0, name.size() - kVerdictsEnd.size()));
    if (found != grades.by_name.end()) add_held_out(found->second, file, report.visibility);
  }
  Tables made{.wide = "student,total,max"};
  for (const std::string& stage : grades.stages) made.wide += "," + stage;
  for (const std::string& column : grades.columns) made.wide += "," + csv_field(column);
  made.wide += "\n";
  for (const std::string& name : grades.students) {
    made.wide += wide_row(grades, name);
    const Student& student = grades.by_name.at(name);
    made.json.emplace_back(name, "{\n  \"score\": " + printed("%.2f", student.earned) +
                                     ",\n  \"max_score\": " + number(student.possible) +
                                     ",\n  \"tests\": [\n" + student.tests + student.held_out +
                                     "\n  ]\n}\n");
  }
  return made;
}

}  // namespace sudoku::grading
