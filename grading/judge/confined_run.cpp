// A run the judge does not trust: fork, limits, exec, and a watch on the clock and the output.

#include "confined_run.hpp"

#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <pwd.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <thread>

namespace sudoku::grading {

namespace {

using Clock = std::chrono::steady_clock;

// The largest file a run may write, wherever it writes it.
constexpr rlim_t kFileBytes = rlim_t{16} << 20;

// Sets one limit of the calling process, soft and hard.
void limit(int resource, rlim_t soft, rlim_t hard) {
  const rlimit value{.rlim_cur = soft, .rlim_max = hard};
  setrlimit(resource, &value);
}

// In the child: the limits, the standard streams, the folder, then the program. Never returns.
[[noreturn]] void become(const std::filesystem::path& program, std::vector<char*>& argv, int input,
                         int output, int errors, const std::filesystem::path& folder,
                         const Limits& limits) {
  setpgid(0, 0);  // a group of its own, so that whatever it starts is killed with it
  const auto cpu = static_cast<rlim_t>(limits.cpu_seconds);
  limit(RLIMIT_CPU, cpu, cpu + 1);
  limit(RLIMIT_FSIZE, kFileBytes, kFileBytes);
  limit(RLIMIT_CORE, 0, 0);
  if (dup2(input, STDIN_FILENO) < 0 || dup2(output, STDOUT_FILENO) < 0 ||
      dup2(errors, STDERR_FILENO) < 0 || chdir(folder.c_str()) != 0) {
    _exit(127);
  }
  // The group first: once it is no longer root, the process cannot change its group.
  if (limits.account && (setgroups(0, nullptr) != 0 || setgid(limits.account->group) != 0 ||
                         setuid(limits.account->user) != 0)) {
    _exit(126);
  }
  execv(program.c_str(), argv.data());
  _exit(127);
}

// A file holding `text`, opened for reading from its start and already removed from its folder.
int unnamed_file(const std::string& text) {
  std::FILE* file = std::tmpfile();
  if (file == nullptr) return -1;
  std::fwrite(text.data(), 1, text.size(), file);
  std::fflush(file);
  const int fd = dup(fileno(file));
  std::fclose(file);
  lseek(fd, 0, SEEK_SET);
  return fd;
}

// The last line of the file `fd`, at most kLastWords characters of its end: what a program that
// stops says last ("what():  stage 5: dig is not written yet", a failed assertion).
std::string last_line(int fd) {
  constexpr off_t kLastWords = 160;
  const off_t size = lseek(fd, 0, SEEK_END);
  if (size <= 0) return "";
  std::string tail(static_cast<std::size_t>(std::min(size, kLastWords + 1)), '\0');
  const ssize_t got = pread(fd, tail.data(), tail.size(), size - static_cast<off_t>(tail.size()));
  tail.resize(got > 0 ? static_cast<std::size_t>(got) : 0);
  while (!tail.empty() && (tail.back() == '\n' || tail.back() == ' ')) tail.pop_back();
  tail.erase(0, tail.find_last_of('\n') + 1);  // npos + 1: nothing
  tail.erase(0, tail.find_first_not_of(' '));
  return tail.size() > kLastWords ? tail.substr(tail.size() - kLastWords) : tail;
}

}  // namespace

std::optional<Account> account_named(const std::string& name) {
  passwd entry{};
  passwd* found = nullptr;
  std::vector<char> buffer(1 << 14);
  if (getpwnam_r(name.c_str(), &entry, buffer.data(), buffer.size(), &found) != 0 ||
      found == nullptr) {
    return std::nullopt;
  }
  return Account{.user = entry.pw_uid, .group = entry.pw_gid};
}

Run run_confined(const std::filesystem::path& program, const std::vector<std::string>& args,
                 const std::string& input, const Limits& limits) {
  Run run;
  char folder_name[] = "/tmp/sudoku_judge_XXXXXX";
  if (mkdtemp(folder_name) == nullptr) return run;
  const std::filesystem::path folder = folder_name;
  if (limits.account && chown(folder_name, limits.account->user, limits.account->group) != 0) {
    std::filesystem::remove_all(folder);
    return run;
  }

  std::vector<std::string> words{program.string()};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);

  const int input_fd = unnamed_file(input);
  const int errors_fd = unnamed_file("");
  int pipe_fds[2] = {-1, -1};
  if (input_fd < 0 || errors_fd < 0 || pipe(pipe_fds) != 0) {
    if (input_fd >= 0) close(input_fd);
    if (errors_fd >= 0) close(errors_fd);
    std::filesystem::remove_all(folder);
    return run;
  }
  // The run keeps only its own standard output (pipe2 would say so at once; macOS lacks it).
  for (const int end : pipe_fds) fcntl(end, F_SETFD, FD_CLOEXEC);
  const auto deadline = Clock::now() + std::chrono::seconds(limits.wall_seconds);
  const pid_t child = fork();
  if (child == 0) become(program, argv, input_fd, pipe_fds[1], errors_fd, folder, limits);
  close(input_fd);
  close(pipe_fds[1]);
  if (child < 0) {
    close(pipe_fds[0]);
    close(errors_fd);
    std::filesystem::remove_all(folder);
    return run;
  }
  setpgid(child, child);  // as the child does, whichever of the two runs first

  // Read its output until it closes it, writes too much, or the clock runs out.
  char buffer[1 << 16];
  while (true) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) {
      run.out_of_time = true;
      break;
    }
    pollfd watch{.fd = pipe_fds[0], .events = POLLIN, .revents = 0};
    if (poll(&watch, 1, static_cast<int>(left.count())) <= 0) continue;
    const ssize_t got = read(pipe_fds[0], buffer, sizeof buffer);
    if (got <= 0) break;
    run.out.append(buffer, static_cast<std::size_t>(got));
    if (run.out.size() > limits.output_bytes) {
      run.too_much_output = true;
      run.out.resize(limits.output_bytes);
      break;
    }
  }
  close(pipe_fds[0]);

  // Wait for it to end, within the same deadline; then stop whatever of its group is left.
  int status = 0;
  rusage usage{};
  while (!run.out_of_time && !run.too_much_output) {
    const pid_t done = wait4(child, &status, WNOHANG, &usage);
    if (done == child) break;
    if (Clock::now() >= deadline) {
      run.out_of_time = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  kill(-child, SIGKILL);
  if (run.out_of_time || run.too_much_output) wait4(child, &status, 0, &usage);
  run.cpu_seconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                    static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  if (WIFEXITED(status)) {
    run.exited = true;
    run.status = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status) && !run.too_much_output &&
             (WTERMSIG(status) == SIGXCPU ||
              (WTERMSIG(status) == SIGKILL && run.cpu_seconds >= limits.cpu_seconds))) {
    run.out_of_time = true;  // the kernel's limit on processor time: soft, then hard
  }
  run.last_words = last_line(errors_fd);
  close(errors_fd);
  std::filesystem::remove_all(folder);
  return run;
}

}  // namespace sudoku::grading
