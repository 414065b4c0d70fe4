// Options written once as a table: what the parser accepts, what it refuses, and --help.

#include "sudoku/options.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace sudoku {
namespace {

// A generator's options, as stage 5 might have them.
const std::vector<OptionSection> kTable{
    {"Making puzzles",
     {{.name = "--size",
       .help = "the side of the grids",
       .type = OptionType::Choice,
       .values = {"4", "9", "16"},
       .placeholder = "SIDE"},
      {.name = "--count",
       .help = "how many puzzles",
       .type = OptionType::Number,
       .placeholder = "N",
       .least = 1},
      {.name = "--symmetric", .help = "keep the givens symmetric"},
      {.name = "--rules",
       .help = "the techniques a solver may use",
       .type = OptionType::List,
       .values = {"singles", "pairs"},
       .placeholder = "LIST"},
      {.name = "--to",
       .help = "the folder to write in",
       .type = OptionType::Text,
       .placeholder = "DIR"}}},
    {"", {{.name = "--help", .help = "this help", .alias = "-h"}}}};

// The message of the UsageError that parsing `args` throws, or "" when it parses.
std::string refusal(const std::vector<std::string>& args) {
  try {
    parse_command_line(kTable, args);
  } catch (const UsageError& error) {
    return error.what();
  }
  return "";
}

TEST(Options, GivesEachOptionItsValueAndKeepsTheOperands) {
  const std::vector<std::string> args{"a.txt", "--size=16", "--count", "12", "-",
                                      "-h",    "--to",      "out/b",   "--", "--symmetric"};
  const CommandLine given = parse_command_line(kTable, args);
  EXPECT_EQ(given.text("--size"), "16");
  EXPECT_EQ(given.text("--to"), "out/b") << "a Text option takes any word";
  EXPECT_EQ(given.number("--count"), 12U);
  EXPECT_TRUE(given.has("--help")) << "an alias gives the option itself";
  EXPECT_FALSE(given.has("--symmetric")) << "after --, everything is an operand";
  EXPECT_EQ(given.number("--absent", 7), 7U);
  EXPECT_EQ(given.text("--absent"), "");
  EXPECT_EQ(given.operands(), (std::vector<std::string>{"a.txt", "-", "--symmetric"}));
}

TEST(Options, AListGivesItsWordsInOrder) {
  const std::vector<std::string> args{"--rules", "pairs,singles"};
  const CommandLine given = parse_command_line(kTable, args);
  EXPECT_EQ(given.words("--rules"), (std::vector<std::string>{"pairs", "singles"}));
  EXPECT_EQ(given.text("--rules"), "pairs,singles");
  EXPECT_TRUE(given.words("--size").empty()) << "not given: no words";
}

TEST(Options, TheLastOfARepeatedOptionWins) {
  const std::vector<std::string> args{"--size", "4", "--size", "9"};
  EXPECT_EQ(parse_command_line(kTable, args).text("--size"), "9");
}

TEST(Options, ARepeatedListAddsItsWords) {
  const std::vector<std::string> args{"--rules", "pairs", "--rules=singles,pairs"};
  EXPECT_EQ(parse_command_line(kTable, args).words("--rules"),
            (std::vector<std::string>{"pairs", "singles", "pairs"}));
}

TEST(Options, AListWithoutValuesTakesAnyWordButTheEmptyOne) {
  const std::vector<OptionSection> open{
      {"", {{.name = "--tags", .type = OptionType::List, .placeholder = "LIST"}}}};
  const std::vector<std::string> args{"--tags", "a b,c"};
  EXPECT_EQ(parse_command_line(open, args).words("--tags"), (std::vector<std::string>{"a b", "c"}));
  const std::vector<std::string> empty_word{"--tags", "a,"};
  try {
    parse_command_line(open, empty_word);
    ADD_FAILURE() << "an empty word was taken";
  } catch (const UsageError& error) {
    EXPECT_STREQ(error.what(), "--tags takes a comma-separated list of words, not ''");
  }
}

TEST(Options, RefusalsSayWhatIsWrong) {
  EXPECT_EQ(refusal({"--colour"}), "unknown option '--colour'");
  EXPECT_EQ(refusal({"--size"}), "--size needs a value");
  EXPECT_EQ(refusal({"--to"}), "--to needs a value");
  EXPECT_EQ(refusal({"--size", "5"}), "--size takes 4, 9 or 16, not '5'");
  EXPECT_EQ(refusal({"--symmetric=yes"}), "--symmetric takes no value");
  EXPECT_EQ(refusal({"--count", "many"}),
            "--count needs a whole number from 1 to 18446744073709551615, not 'many'");
  EXPECT_EQ(refusal({"--count", "-3"}),
            "--count needs a whole number from 1 to 18446744073709551615, not '-3'");
  EXPECT_EQ(refusal({"--count", "0"}),
            "--count takes a whole number from 1 to 18446744073709551615: '0' is out of range");
  EXPECT_EQ(refusal({"--count", "18446744073709551616"}),
            "--count takes a whole number from 1 to 18446744073709551615: "
            "'18446744073709551616' is out of range");
  EXPECT_EQ(refusal({"--count", "18446744073709551615"}), "");
  EXPECT_EQ(refusal({"--rules", "singles,pairs"}), "");
  EXPECT_EQ(refusal({"--rules", "singles,,pairs"}),
            "--rules takes a comma-separated list of singles or pairs, not ''");
  EXPECT_EQ(refusal({"--rules", "singles,fish"}),
            "--rules takes a comma-separated list of singles or pairs, not 'fish'");
}

TEST(Options, HelpListsEverySectionAndWrapsAtEightyColumns) {
  const std::string help = options_help(kTable);
  EXPECT_EQ(help,
            "Making puzzles:\n"
            "  --size SIDE        the side of the grids\n"
            "  --count N          how many puzzles\n"
            "  --symmetric        keep the givens symmetric\n"
            "  --rules LIST       the techniques a solver may use\n"
            "  --to DIR           the folder to write in\n"
            "\n"
            "  -h, --help         this help\n");
  const std::vector<OptionSection> wordy{
      {"", {{.name = "--a", .help = std::string(30, 'x') + " " + std::string(40, 'y')}}}};
  EXPECT_EQ(options_help(wordy), "  --a                " + std::string(30, 'x') + "\n" +
                                     std::string(21, ' ') + std::string(40, 'y') + "\n");
}

}  // namespace
}  // namespace sudoku
