#include "process.hpp"

#include "text_files.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>

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

}  // namespace

ProcessResult run_process(const std::filesystem::path& program,
                          const std::vector<std::string>& args,
                          const std::filesystem::path& directory, const std::string& input) {
  TempFile in, out, err;
  std::ofstream(in.path(), std::ios::binary) << input;

  std::vector<std::string> words{program.string()};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);

  // Output goes to files rather than pipes so that a chatty child can never block on a full pipe.
  const pid_t child = fork();
  if (child == 0) {
    if (std::freopen(in.path().c_str(), "rb", stdin) == nullptr ||
        std::freopen(out.path().c_str(), "wb", stdout) == nullptr ||
        std::freopen(err.path().c_str(), "wb", stderr) == nullptr ||
        chdir(directory.c_str()) != 0) {
      _exit(127);
    }
    execv(argv[0], argv.data());
    _exit(127);
  }
  ProcessResult result;
  int status = 0;
  if (child > 0 && waitpid(child, &status, 0) == child && WIFEXITED(status)) {
    result.status = WEXITSTATUS(status);
  }
  result.out = read_file(out.path());
  result.err = read_file(err.path());
  return result;
}

}  // namespace sudoku::testing
