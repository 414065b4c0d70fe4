#pragma once
/// @file
/// @brief The grader's verdicts, scores and reports: the verdicts on a stage from what its tests
/// left, a stage's score from its verdicts (the features of
/// grading/features.txt that weigh the tests, each test weighed by its form's share of right
/// answers to the held-out questions, the notes a row ends with, the stage's JUnit file), and the
/// class's reports from the scores of its stages. grading/grade_class.sh runs the builds and the
/// tests; this is what it makes of their results (docs/grading.md).

#include <filesystem>
#include <map>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sudoku::grading {

/// @brief A graded feature of a stage: a row of the features file.
struct Feature {
  std::string name = {};     ///< as the scores' header writes it: "solves"
  std::string weight = {};   ///< its points, as the file writes them: "35"
  std::string pattern = {};  ///< the tests it weighs: an expression on their names
};

/// @brief The features of `stage` in the text of a features file, in the file's order: its lines
/// "STAGES; FEATURE; WEIGHT; EXPRESSION" whose STAGES, a list separated by commas, names the stage
/// or is "*" (blank lines and lines starting with '#' aside, each field trimmed).
/// @param text the features file
/// @param stage "stage1"
/// @return the features that weigh that stage's tests
/// @throws std::invalid_argument naming the line of an expression that matches() cannot read
std::vector<Feature> features_of(std::string_view text, std::string_view stage);

/// @brief True when `pattern` matches somewhere in `name`, as awk's `name ~ pattern` would, for
/// the expressions a features file holds: alternatives separated by '|', each a run of characters
/// where '.' is any character, "[...]" one of a set (ranges and a leading '^' allowed) and '\'
/// takes the next character as it is; '^' first and '$' last anchor an alternative.
/// @param pattern the expression
/// @param name a test's name
/// @return true when it matches
/// @throws std::invalid_argument for a pattern with anything else (groups, repetitions)
bool matches(std::string_view pattern, std::string_view name);

/// @brief A number as printf's `format` writes it: the reports' figures, as the shell wrote them.
/// @param format one conversion of a double: "%.1f"
/// @param value the number
/// @return the text
std::string printed(const char* format, double value);

/// @brief One verdict on a student's stage: a line "STATUS<TAB>NAME<TAB>FORMS<TAB>DETAIL".
struct Verdict {
  std::string status = {};  ///< passed, failed, timeout, or missing (its form not handed in)
  std::string name = {};    ///< the test's name, or "heldout.…" for a held-out question
  std::string forms = {};   ///< the forms the test is about, separated by commas; "-": none
  std::string detail = {};  ///< why it failed, if anything says
};

/// @brief The verdicts of a results file, one per line (fields missing at a line's end empty).
/// @param text the lines
/// @return the verdicts, in order
std::vector<Verdict> read_verdicts(std::string_view text);

/// @brief What a stage's score is made from.
struct StageGrading {
  std::string student = {};                ///< their folder's name
  std::string stage = {};                  ///< "stage1"
  std::span<const Feature> features = {};  ///< the stage's features, in order
  std::span<const Verdict> verdicts = {};  ///< the tests' and the held-out questions' verdicts
  std::string reason = {};    ///< why every feature scores 0 (it does not build), or empty
  std::string remark = {};    ///< the notes the grader adds before the score's own
  bool count_missing = true;  ///< forms not handed in count as 0; else they are left out
};

/// @brief What building and running a student's stage left: the lines of
/// OUT/results/STUDENT-STAGE.run, in this order.
struct RunRecord {
  std::string reason = {};    ///< why it scores 0 (it did not build), or empty
  std::string ungraded = {};  ///< the forms not handed in, separated by spaces
  std::string changed = {};   ///< the build folder's files its tests changed
  std::string refused = {};   ///< the writes outside its build folder refused to its code
  std::string spoilt = {};    ///< the grader's files that changed while it was graded
};

/// @brief The record of a .run file, a field a line (missing lines empty).
/// @param text the file
/// @return the record
RunRecord read_run_record(std::string_view text);

/// @brief The notes a record adds to a row: the writes refused, the grader's files changed and,
/// for a stage that built, the forms not handed in and the build folder changed.
/// @param record what the run left
/// @param count_missing forms not handed in count 0, rather than being left out
/// @return the notes joined by "; ", or ""
std::string run_notes(const RunRecord& record, bool count_missing);

/// @brief A stage's score, as the reports write it.
struct StageScore {
  std::string row = {};  ///< its row of scores.md, ending with a newline
  std::string csv = {};  ///< its lines of scores.csv, a line per feature
};

/// @brief Scores a stage: each feature's points are its weight times the share of its tests
/// passed, each test weighed by the least share of right held-out answers among its forms (a test
/// of no form by the forms' mean); the total is the points over the weights of the features that
/// ran. The notes say the reason, the remark, the tests that ran out of time, left no result or
/// match no feature, and the first held-out question answered wrong.
/// @param grading the stage's verdicts and what surrounds them
/// @return its row and its lines
StageScore score_stage(const StageGrading& grading);

/// @brief The JUnit file of a stage's verdicts (the missing ones aside), a test case each.
/// @param suite the suite's name: "alice.stage1"
/// @param verdicts the verdicts
/// @return the XML
std::string junit(std::string_view suite, std::span<const Verdict> verdicts);

/// @brief The parts of `text` between its `separator`s (an empty text has one, empty).
/// @param text the text
/// @param separator where it is cut
/// @return the parts, in order
std::vector<std::string> split_on(std::string_view text, char separator);

/// @brief The parts with `separator` between each two: split_on's inverse.
/// @param parts the parts, in order
/// @param separator what goes between them: "; "
/// @return the text ("" for no part)
std::string joined(std::span<const std::string> parts, std::string_view separator);

/// @brief The lines of `text`, without their '\n' (a last line without one counts; an empty text
/// has none).
/// @param text the text, which must outlive the lines
/// @return views of its lines, in order
std::vector<std::string_view> lines_of(std::string_view text);

/// @brief The whole of `file`, byte for byte: a file the grader has just listed.
/// @param file the file
/// @return its text, empty when it cannot be read
std::string text_of(const std::filesystem::path& file);

/// @brief The whole of `file`, a file named on a command line.
/// @param file the file's name, as given
/// @return its text
/// @throws std::runtime_error "FILE: cannot open it: REASON" when it cannot be read
std::string read_text(const std::string& file);

/// @brief What the tests of a student's stage left behind, read back by the grader.
struct StageRun {
  std::map<std::string, bool> passed = {};  ///< by test: true when its XML says it passed alone
  std::set<std::string> timed_out = {};     ///< the tests ctest's log says ran out of time
  /// the groups stopped after two time-outs, by their forms sorted and joined by commas ("-": the
  /// tests of no form; "iterative,recursive": the tests of both)
  std::set<std::string> stopped = {};
};

/// @brief Reads the XML gtest wrote for each test under `folder` (FOLDER/NAME.xml, one test each):
/// a test passed when its file holds one test, run to its end, with no failure and not skipped.
/// @param folder where the tests wrote
/// @param run where the results go
void read_gtest_results(const std::filesystem::path& folder, StageRun& run);

/// @brief Reads ctest's log of a stage's tests: the tests that ran out of time (on the clock, on
/// processor time, or stopped by the tests' watchdog), and the groups of tests the grader stopped
/// after two time-outs (its line "stopped after two tests ran out of time: -L ^stage1_FORM$ ...",
/// ctest's words that picked the group: a "-L" per form, or "-L ^stage1$" for no form).
/// @param log the log
/// @param stage "stage1"
/// @param run where what it says goes
void read_ctest_log(std::string_view log, std::string_view stage, StageRun& run);

/// @brief A verdict for each test of `tests`: missing (its form not handed in), passed, timeout
/// (it ran out of time, or its form's run was stopped before it), or failed (with "no result"
/// when it left none).
/// @param tests the tests the reference lists for the stage
/// @param forms_of each test's forms, separated by commas (a test of no form is not there)
/// @param ungraded the forms not handed in
/// @param run what the tests left
/// @return the verdicts, in the order of `tests`
std::vector<Verdict> stage_verdicts(std::span<const std::string> tests,
                                    const std::map<std::string, std::string>& forms_of,
                                    const std::set<std::string>& ungraded, const StageRun& run);

/// @brief What the class's reports are made from: the results folder grading/grade_class.sh
/// fills, STUDENT-STAGE.row, .csv and .txt for each stage graded and similar-STAGE.tsv for each
/// stage compared, and how the class was graded.
struct ClassReport {
  std::filesystem::path results = {};    ///< OUT/results
  std::string features_file = {};        ///< the features file, as scores.md names it
  std::string features_text = {};        ///< and its text
  std::string submissions = {};          ///< the class's folder, as scores.md names it
  std::string seed = {};                 ///< the held-out puzzles' seed
  std::vector<std::string> stages = {};  ///< the stages that have a kit, in order
  bool count_missing = true;             ///< forms and stages not handed in count as 0
  int similarity = 50;          ///< the least share of code a listed pair shares, in percent
  std::string visibility = {};  ///< who sees the held-out questions in results.json
  std::string date = {};        ///< the day of the grading, YYYY-MM-DD
};

/// @brief The files of `folder` whose names start with `beginning` and end with `ending`, with
/// something between, in the order of their names' bytes (a shell's glob in the C locale).
/// @param folder the folder; none: no file
/// @param ending how the names end: ".csv"
/// @param beginning how they begin
/// @return the files
std::vector<std::filesystem::path> files_ending(const std::filesystem::path& folder,
                                                std::string_view ending,
                                                std::string_view beginning = {});

/// @brief scores.md: how the class was graded, a table per stage graded of the rows its scores
/// wrote, and the pairs of similar hand-ins, if the hand-ins were compared.
/// @param report the results and how they were made
/// @return the Markdown
std::string scores_md(const ClassReport& report);

/// @brief scores.csv: a line per student, stage and feature, and a line of no weight for each
/// student of a pair of similar hand-ins.
/// @param report the results
/// @return the CSV
std::string scores_csv(const ClassReport& report);

/// @brief The class's tables: scores-wide.csv and a Gradescope results.json per student.
struct Tables {
  std::string wide = {};  ///< a row per student: the total, each stage's, each feature's points
  std::vector<std::pair<std::string, std::string>> json = {};  ///< student, results.json
};

/// @brief The tables from scores.csv (its lines of similar hand-ins aside) and the held-out
/// verdicts kept: in results.json, a test per stage and feature and one of no points per held-out
/// question, shown as ClassReport::visibility says.
/// @param report the results
/// @param scores_csv what scores_csv() made
/// @return the tables
Tables tables(const ClassReport& report, std::string_view scores_csv);

/// @brief A folder a student handed in for a stage, and the stage's starter kit.
struct HandInFolder {
  std::filesystem::path folder = {};  ///< SUBMISSIONS/alice/stage1
  std::filesystem::path kit = {};     ///< the kit's files: starter/stage1_naive/src
  std::string program = {};           ///< the stage's program: "stage1_naive"
};

/// @brief Why a folder is no hand-in: neither the stage's program nor any file of the kit in it
/// or one folder down (a folder uploaded under other names, or made for a stage left out).
/// @param hand_in the folder and its kit
/// @return "not handed in: none of the kit's files (...) in its folder", or "" for a hand-in
std::string not_a_hand_in(const HandInFolder& hand_in);

/// @brief What the grader knows of the kits a student may have written against.
struct KitHistory {
  std::filesystem::path renamed = {};  ///< starter/renamed: headers a kit no longer names so
  std::string stamp = {};    ///< how a handout's file starts, before the workbook's version
  std::string version = {};  ///< the grader's version of the workbook
};

/// @brief The notes a hand-in's row starts with: a program handed in; or the kit's files one
/// folder too deep, the handout of another version it was made from, each header it includes under
/// a name the kit no longer gives, and its C++ files that are no files of the kit (not built).
/// @param hand_in the folder and its kit
/// @param history the renamed headers, the handout's stamp and the grader's version
/// @return the notes joined by "; ", or ""
std::string hand_in_notes(const HandInFolder& hand_in, const KitHistory& history);

/// @brief A build of a student's stage that failed.
struct FailedBuild {
  bool configuring = false;      ///< it failed to configure, not to build
  int status = 0;                ///< cmake's status: 124 when timeout stopped it
  std::string log = {};          ///< what it printed
  std::string log_name = {};     ///< the log's name in OUT/logs
  int limit = 0;                 ///< the seconds it was given
  std::string submissions = {};  ///< the class's folder, left out of the error's path
};

/// @brief Why a build failed, in a line: time ran out; or it could not be configured; or the
/// compiler's first error, the linker's first undefined reference, or else the log's first line
/// naming an error.
/// @param build the build's status and log
/// @return "does not build: FILE:LINE:COLUMN: error: ...", the log's line cut at 160 characters
std::string build_failure(const FailedBuild& build);

}  // namespace sudoku::grading
