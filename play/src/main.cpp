// sudoku_play: a local web app to play a puzzle with the workbook as tutor (appendix F). It
// serves one page and its API on the loopback until Ctrl-C.
//
//   build/dev/bin/sudoku_play [--port N] [--host ADDRESS]

#include <chrono>
#include <exception>
#include <iostream>
#include <thread>

#include "play/server.hpp"
#include "sudoku/cli.hpp"
#include "sudoku/interrupts.hpp"
#include "sudoku/options.hpp"

namespace {

using namespace sudoku;

// The options, for the parser and for --help.
std::vector<OptionSection> table() {
  const play::ServerOptions defaults;
  return {{"Serving",
           {{.name = "--port",
             .help = "the port to listen on; 0 for any free one; by default " +
                     std::to_string(defaults.port),
             .type = OptionType::Number,
             .placeholder = "N"},
            {.name = "--host",
             .help = "the address to listen on; by default " + defaults.host +
                     ", the loopback, which no other machine reaches",
             .type = OptionType::Text,
             .placeholder = "ADDRESS"}}},
          help_and_version()};
}

// Serves until Ctrl-C (or SIGTERM), which `interrupts` watches.
int serve(const play::ServerOptions& options, Interrupts& interrupts, const Console& console) {
  play::Server server(options);
  console.out << "sudoku_play: open " << server.address() << " in a browser (Ctrl-C stops)"
              << std::endl;
  std::thread serving([&server] { server.serve(); });
  while (!interrupts.requested()) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  interrupts.acknowledge();
  server.stop();
  serving.join();
  console.out << "sudoku_play: stopped" << std::endl;
  return kAllSolved;
}

}  // namespace

int main(int argc, char** argv) {
  Interrupts interrupts;  // first: the server's threads inherit its blocked signals
  return program_main(
      [&interrupts](std::span<const std::string> args, const Console& console) -> int {
        play::ServerOptions options;
        const ProgramIntro intro = program_intro("sudoku_play",
                                                 "usage: sudoku_play [OPTION]...\n"
                                                 "Serves a page to play Sudoku with the workbook "
                                                 "as tutor, and its API, until Ctrl-C.\n\n",
                                                 table());
        if (const std::optional<int> status =
                start_program(intro, args, console, [&options](const CommandLine& given) {
                  if (given.has("--host")) options.host = given.text("--host");
                  const std::uint64_t port =
                      given.number("--port", static_cast<std::uint64_t>(options.port));
                  if (port > 65535) throw UsageError("--port is from 0 to 65535");
                  options.port = static_cast<int>(port);
                })) {
          return *status;
        }
        try {
          return serve(options, interrupts, console);
        } catch (const std::exception& error) {
          console.err << "sudoku_play: " << error.what() << '\n';
          return kBadInput;
        }
      },
      argc, argv);
}
