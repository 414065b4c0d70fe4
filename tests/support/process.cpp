#include "process.hpp"

#include "text_files.hpp"

#include <poll.h>
#if __has_include(<pty.h>)
#include <pty.h>
#else
#include <util.h>  // forkpty on macOS
#endif
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <optional>
#include <thread>

namespace sudoku::testing {

namespace {

// A temporary file that removes itself.
class TempFile {
 public:
  TempFile() {
    char name[] = "/tmp/sudoku_cli_XXXXXX";
    const int fd = mkstemp(name);
    if (fd >= 0) close(fd);
    path_ = name;
  }
  ~TempFile() { std::filesystem::remove(path_); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// A program and its arguments as execv takes them: the words, and pointers into them.
struct CommandWords {
  CommandWords(const std::filesystem::path& program, const std::vector<std::string>& args)
      : words{program.string()} {
    words.insert(words.end(), args.begin(), args.end());
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
  }
  CommandWords(const CommandWords&) = delete;  // argv points into words
  CommandWords& operator=(const CommandWords&) = delete;

  std::vector<std::string> words;
  std::vector<char*> argv;
};

// Starts `program` with its standard streams on files, in `directory`; -1 when fork fails.
pid_t start_process(const std::filesystem::path& program, const std::vector<std::string>& args,
                    const std::filesystem::path& directory, const TempFile& in, const TempFile& out,
                    const TempFile& err) {
  CommandWords command(program, args);

  // Output goes to files rather than pipes so that a chatty child can never block on a full pipe.
  // What this process has buffered is written first: the child's freopen would write it again.
  std::fflush(nullptr);
  const pid_t child = fork();
  if (child == 0) {
    if (std::freopen(in.path().c_str(), "rb", stdin) == nullptr ||
        std::freopen(out.path().c_str(), "wb", stdout) == nullptr ||
        std::freopen(err.path().c_str(), "wb", stderr) == nullptr ||
        chdir(directory.c_str()) != 0) {
      _exit(127);
    }
    execv(command.argv[0], command.argv.data());
    _exit(127);
  }
  return child;
}

// Waits for the child and reads what it wrote.
ProcessResult collect(pid_t child, const TempFile& out, const TempFile& err) {
  ProcessResult result;
  int status = 0;
  if (child > 0 && waitpid(child, &status, 0) == child && WIFEXITED(status)) {
    result.status = WEXITSTATUS(status);
  }
  result.out = read_file(out.path());
  result.err = read_file(err.path());
  return result;
}

// The user and system time a running process has spent, in seconds, as Linux's /proc says;
// nothing once it has ended, or where there is no /proc.
std::optional<double> cpu_seconds_of(pid_t process) {
  std::ifstream stat("/proc/" + std::to_string(process) + "/stat");
  std::string field;
  std::getline(stat, field, ')');  // the command's name may hold blanks: skip past it
  std::string state;
  if (!(stat >> state) || state == "Z") return std::nullopt;
  for (int i = 4; i <= 13 && stat >> field;) ++i;  // the fields up to utime, the 14th
  long user = 0;
  long system = 0;
  if (!(stat >> user >> system)) return std::nullopt;
  return static_cast<double>(user + system) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

}  // namespace

ProcessResult run_process(const std::filesystem::path& program,
                          const std::vector<std::string>& args,
                          const std::filesystem::path& directory, const std::string& input) {
  TempFile in, out, err;
  std::ofstream(in.path(), std::ios::binary) << input;
  return collect(start_process(program, args, directory, in, out, err), out, err);
}

ProcessResult run_interrupted(const std::filesystem::path& program,
                              const std::vector<std::string>& args,
                              const std::filesystem::path& directory, const std::string& input,
                              const Interruption& interruption) {
  TempFile in, out, err;
  std::ofstream(in.path(), std::ios::binary) << input;
  const pid_t child = start_process(program, args, directory, in, out, err);
  const auto started = std::chrono::steady_clock::now();
  const auto deadline = started + std::chrono::duration<double>(interruption.most_wall_seconds);
  if (!std::filesystem::exists("/proc/self/stat")) {
    // Without /proc (macOS), the wall time instead, which a busy program spends alike.
    std::this_thread::sleep_until(
        std::min(deadline, started + std::chrono::duration<double>(interruption.cpu_seconds)));
  }
  for (std::optional<double> spent = cpu_seconds_of(child);
       spent && *spent < interruption.cpu_seconds && std::chrono::steady_clock::now() < deadline;
       spent = cpu_seconds_of(child)) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  if (child > 0) kill(child, interruption.signal);
  return collect(child, out, err);
}

ProcessResult run_on_terminal(const std::filesystem::path& program,
                              const std::vector<std::string>& args,
                              const std::filesystem::path& directory, const std::string& wait_for,
                              int signal, double most_wall_seconds) {
  CommandWords command(program, args);

  int terminal = -1;
  const pid_t child = forkpty(&terminal, nullptr, nullptr, nullptr);
  if (child == 0) {
    if (chdir(directory.c_str()) != 0) _exit(127);
    execv(command.argv[0], command.argv.data());
    _exit(127);
  }
  ProcessResult result;
  if (child < 0) return result;
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(most_wall_seconds);
  bool signalled = false;
  for (;;) {
    if (std::chrono::steady_clock::now() > deadline) {
      kill(child, SIGKILL);
      break;
    }
    pollfd ready{.fd = terminal, .events = POLLIN, .revents = 0};
    if (poll(&ready, 1, 100) <= 0) continue;
    char buffer[4096];
    const ssize_t got = read(terminal, buffer, sizeof buffer);
    if (got <= 0) break;  // EIO once the program has ended and closed the terminal
    result.out.append(buffer, static_cast<std::size_t>(got));
    if (!signalled && result.out.find(wait_for) != std::string::npos) {
      kill(child, signal);
      signalled = true;
    }
  }
  close(terminal);
  int status = 0;
  if (waitpid(child, &status, 0) == child && WIFEXITED(status)) result.status = WEXITSTATUS(status);
  return result;
}

}  // namespace sudoku::testing
