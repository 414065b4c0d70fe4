// The class's reports: scores.md and scores.csv, from the rows and lines each stage's score left
// in the results folder and the pairs of similar hand-ins.

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "scores.hpp"

namespace sudoku::grading {

namespace {

// The fields of a line of a similar-STAGE.tsv: the share, the two hand-ins, the files.
std::vector<std::string> tab_fields(std::string_view line) {
  std::vector<std::string> fields = split_on(line, '\t');
  fields.resize(std::max<std::size_t>(fields.size(), 4));
  return fields;
}

// The text of scores.md before its stages: how it was graded, and how to read it.
std::string preamble(const ClassReport& report) {
  std::string text = "# Scores\n\nGraded by grading/grade_class.sh on " + report.date + " from " +
                     report.submissions + ", with " + report.features_file +
                     ";\nheld-out puzzles of seed " + report.seed + ".\n";
  text += report.count_missing
              ? "Policy: forms and stages not handed in count as 0 (a stage once anyone hands it "
                "in);\n--leave-out-missing leaves them out of the total.\n"
              : "Policy: forms and stages not handed in are left out of the total "
                "(--leave-out-missing).\n";
  return text +
         "A cell is the points earned of the feature's weight, each test weighed by its form's "
         "share of\nright answers to the held-out questions (those on puzzles without a solution "
         "aside); – : no\ntest of it ran. Held-out: the questions answered right of those asked. "
         "The total is the\npoints over the weights that count.\n";
}

// The section of scores.md on `stage`, or nothing when no row of it was written.
std::string stage_section(const ClassReport& report, const std::string& stage) {
  const std::vector<std::filesystem::path> rows =
      files_ending(report.results, "-" + stage + ".row");
  if (rows.empty()) return {};
  std::string header = "| student |", rule = "|---|";
  for (const Feature& feature : features_of(report.features_text, stage)) {
    header += " " + feature.name + " (" + feature.weight + ") |";
    rule += "---:|";
  }
  std::string text = "\n## " + stage + "\n\n" + header + " held-out | total | notes |\n" + rule +
                     "---:|---:|---|\n";
  for (const std::filesystem::path& row : rows) text += text_of(row);
  return text;
}

// The section of scores.md on similar hand-ins, or nothing when none was compared.
std::string similar_section(const ClassReport& report) {
  const std::vector<std::filesystem::path> files = files_ending(report.results, ".tsv", "similar-");
  if (files.empty()) return {};
  std::string table;
  for (const std::filesystem::path& file : files) {
    const std::string stage = file.stem().string().substr(std::string("similar-").size());
    const std::string pairs = text_of(file);
    for (const std::string_view line : lines_of(pairs)) {
      const std::vector<std::string> pair = tab_fields(line);
      table += "| " + stage + " | " + pair[1] + ", " + pair[2] + " | " + pair[0] + "% | " +
               pair[3] + " |\n";
    }
  }
  std::string text = "\n## Similar hand-ins\n\nPairs of hand-ins of one stage that share " +
                     std::to_string(report.similarity) +
                     "% or more of the smaller one's code, once\ncomments, layout, names and "
                     "literals are removed and what the kit gives is left out\n(grading/"
                     "similarity, by winnowing as MOSS does). No score is changed: read the lines "
                     "named\nbefore concluding anything.\n\n";
  if (table.empty()) return text + "No two hand-ins share that much.\n";
  return text +
         "| stage | hand-ins | shared | where (file:lines ~ file:lines) |\n|---|---|---:|---|\n" +
         table;
}

// The lines of scores.csv on similar hand-ins: one per student of each pair, weighing nothing.
std::string similar_lines(const ClassReport& report) {
  std::string text;
  for (const std::filesystem::path& file : files_ending(report.results, ".tsv", "similar-")) {
    const std::string stage = file.stem().string().substr(std::string("similar-").size());
    const std::string pairs = text_of(file);
    for (const std::string_view line : lines_of(pairs)) {
      const std::vector<std::string> pair = tab_fields(line);
      for (const auto& [who, other] : {std::pair(pair[1], pair[2]), std::pair(pair[2], pair[1])}) {
        if (who == "reference") continue;
        text += who + "," + stage + ",\"similar to " + other + "\",0,,,0.00,\"" + pair[0] +
                "% of the code shared: " + pair[3] + "\"\n";
      }
    }
  }
  return text;
}

}  // namespace

std::vector<std::filesystem::path> files_ending(const std::filesystem::path& folder,
                                                std::string_view ending,
                                                std::string_view beginning) {
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    const std::string name = entry.path().filename().string();
    if (name.size() > ending.size() + beginning.size() && name.ends_with(ending) &&
        name.starts_with(beginning)) {
      files.push_back(entry.path());
    }
  }
  std::ranges::sort(files, {}, [](const std::filesystem::path& file) { return file.filename(); });
  return files;
}

std::string scores_md(const ClassReport& report) {
  std::string text = preamble(report);
  for (const std::string& stage : report.stages) text += stage_section(report, stage);
  return text + similar_section(report);
}

std::string scores_csv(const ClassReport& report) {
  std::string text = "student,stage,feature,weight,passed,ran,score,reason\n";
  for (const std::filesystem::path& file : files_ending(report.results, ".csv")) {
    text += text_of(file);
  }
  return text + similar_lines(report);
}

}  // namespace sudoku::grading
